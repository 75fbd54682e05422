import "server-only";

import { eq } from "drizzle-orm";

import { clinic } from "~/config/clinic";
import { env } from "~/env";
import type { Database } from "~/server/db/client";
import { courses, enrollments, payments, users } from "~/server/db/schema";
import { renderMail } from "~/server/mail/layout";
import { sendMail } from "~/server/mail/send-mail";
import { paidLine } from "~/server/payments/receipt";

/** After a paid enrollment: a receipt and the way to the lessons, queued in `db` (the confirming transaction). */
export async function sendEnrollmentEmail({ db, enrollmentId, orderId }: { db: Database; enrollmentId: string; orderId: string }) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, title: courses.title, amountCents: payments.amountCents, provider: payments.provider })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .innerJoin(payments, eq(payments.id, orderId))
    .where(eq(enrollments.id, enrollmentId));
  if (!row) return;
  const mail = renderMail({
    preheader: `You are enrolled in ${row.title}`,
    heading: "You're enrolled!",
    blocks: [
      { kind: "paragraph", text: `${row.firstName ? `Dear ${row.firstName}, thank` : "Thank"} you for joining “${row.title}”. Your lessons are ready whenever you are, on your phone or computer.` },
      { kind: "details", rows: [["Course", row.title], ["Order", orderId], paidLine(row.amountCents, row.provider)] },
      { kind: "button", label: "Start learning", url: `${env.PUBLIC_URL}/dashboard/my-courses` },
      { kind: "paragraph", text: `Questions about the course? Write to ${clinic.email}.` },
    ],
  });
  await sendMail({ template: "course-enrollment", to: row.email, subject: `You're enrolled: ${row.title}`, ...mail }, { key: enrollmentId, db });
}
