import "server-only";

import { eq } from "drizzle-orm";

import { localePath, type Locale } from "~/i18n/locales";
import { chargedPriceCents } from "~/lib/money";
import type { SessionUser } from "~/server/auth/session";
import { accountActor, recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { enrollments, payments } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { logger } from "~/server/logger";
import { CHECKOUT_SESSION_MINUTES, type PaymentProvider } from "~/server/payments/provider";
import { newOrderId } from "../orders/new-order-id";
import { releaseOrder } from "../orders/release-order";
import { isEnrolled } from "./enrollment-access";
import { COURSE_NOT_FOUND, findCourse } from "./get-course";

export const ALREADY_ENROLLED = "You are already enrolled in this course.";

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) if ((e as { code?: string }).code === "23505") return true;
  return false;
}

/**
 * Enrolls a signed-in parent: a free course at once; a paid one as a pending enrollment with a
 * checkout for the server's price (the discount price when there is one). The enrollment keeps the
 * language of the page (`locale`): its receipt, status page and certificate speak it.
 */
export async function buyCourse({
  db,
  provider,
  user,
  courseId,
  publicUrl,
  locale = "en",
}: {
  db: Database;
  provider: PaymentProvider;
  user: SessionUser;
  courseId: string;
  publicUrl: string;
  locale?: Locale;
}) {
  const course = await findCourse(db, courseId);
  if (!course || !course.publishedAt) throw new AppError("NOT_FOUND", COURSE_NOT_FOUND);
  if (await isEnrolled(db, user.id, course.id)) throw new AppError("CONFLICT", ALREADY_ENROLLED);

  const amountCents = chargedPriceCents(course);
  if (amountCents <= 0) {
    try {
      const enrollment = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(enrollments)
          .values({ userId: user.id, courseId: course.id, status: "active", activatedAt: new Date(), locale })
          .returning({ id: enrollments.id });
        await recordChange(tx, { ...accountActor(user), action: "enrol in free course", entity: "enrollment", entityId: created!.id, before: null, after: { course: course.title, status: "active" } });
        return created;
      });
      return { enrolled: true as const, enrollmentId: enrollment!.id, orderId: null, session: null };
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError("CONFLICT", ALREADY_ENROLLED);
      throw error;
    }
  }

  const orderId = newOrderId("CRS");
  const enrollmentId = await db.transaction(async (tx) => {
    const [enrollment] = await tx.insert(enrollments).values({ userId: user.id, courseId: course.id, status: "pending", locale }).returning({ id: enrollments.id });
    await tx.insert(payments).values({
      id: orderId,
      kind: "course",
      enrollmentId: enrollment!.id,
      description: `Course: ${course.title}`,
      amountCents,
      currency: course.currency,
      provider: provider.name,
      customerEmail: user.email,
      expiresAt: new Date(Date.now() + CHECKOUT_SESSION_MINUTES * 60 * 1000),
    });
    await recordChange(tx, { ...accountActor(user), action: "buy course", entity: "enrollment", entityId: enrollment!.id, before: null, after: { course: course.title, status: "pending", orderId } });
    return enrollment!.id;
  });
  try {
    const session = await provider.createCheckout({
      orderId,
      kind: "course",
      description: `Course: ${course.title}`,
      amountCents,
      currency: course.currency,
      customerEmail: user.email,
      successUrl: `${publicUrl}${localePath(locale, `/courses/status/pending/${orderId}`)}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${publicUrl}${localePath(locale, "/courses/status/failure")}?order=${orderId}&session_id={CHECKOUT_SESSION_ID}`,
      locale,
    });
    await db.update(payments).set({ providerRef: session.sessionId, checkoutUrl: session.url, successIndicator: session.successIndicator ?? null }).where(eq(payments.id, orderId));
    return { enrolled: false as const, enrollmentId, orderId, session: { id: session.sessionId, url: session.url, orderId } };
  } catch (error) {
    logger.error("could not open a checkout", { orderId, error });
    await releaseOrder({ db, orderId, status: "failed" });
    throw new AppError("SERVICE_UNAVAILABLE", "Card payments are unavailable right now. Please try again in a few minutes.");
  }
}
