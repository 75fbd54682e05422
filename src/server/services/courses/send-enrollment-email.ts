import "server-only";

import { eq } from "drizzle-orm";

import { clinic } from "~/config/clinic";
import type { Database } from "~/server/db/client";
import { courses, enrollments, payments, users } from "~/server/db/schema";
import { mailLanguage } from "~/server/mail/mail-language";
import { sendMail } from "~/server/mail/send-mail";
import { courseTitleIn } from "./course-translations";

/**
 * After a paid enrollment: a receipt and the way to the lessons, in the language the parent
 * enrolled in (the course's title too, where it is translated), queued in `db` (the confirming
 * transaction).
 */
export async function sendEnrollmentEmail({ db, enrollmentId, orderId }: { db: Database; enrollmentId: string; orderId: string }) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      courseId: courses.id,
      englishTitle: courses.title,
      amountCents: payments.amountCents,
      provider: payments.provider,
      locale: enrollments.locale,
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .innerJoin(payments, eq(payments.id, orderId))
    .where(eq(enrollments.id, enrollmentId));
  if (!row) return;
  const m = await mailLanguage(row.locale);
  const { t } = m;
  const title = await courseTitleIn(db, { id: row.courseId, title: row.englishTitle }, row.locale);
  const mail = m.render({
    preheader: t("enrollment.preheader", { course: title }),
    heading: t("enrollment.heading"),
    blocks: [
      { kind: "paragraph", text: row.firstName ? t("enrollment.greetingNamed", { name: row.firstName, course: title }) : t("enrollment.greeting", { course: title }) },
      {
        kind: "details",
        rows: [
          [t("labels.course"), title],
          [t("labels.order"), orderId],
          m.paidRow(row.amountCents, row.provider),
        ],
      },
      { kind: "button", label: t("enrollment.button"), url: m.url("/dashboard/my-courses") },
      { kind: "paragraph", text: t("enrollment.questions", { email: clinic.email }) },
    ],
  });
  await sendMail(
    { template: "course-enrollment", to: row.email, subject: t("enrollment.subject", { course: title }), ...mail, headers: m.headers },
    { key: enrollmentId, db },
  );
}
