import "server-only";

import { eq } from "drizzle-orm";

import { localePath } from "~/i18n/locales";
import { sameInConstantTime } from "~/server/auth/constant-time";
import type { Database } from "~/server/db/client";
import { appointments, enrollments, payments } from "~/server/db/schema";
import { logger } from "~/server/logger";
import type { PaymentProvider } from "~/server/payments/provider";
import { reconcilePayment } from "./reconcile-payment";

const STATUS_PAGES = { appointment: "/appointment/status", course: "/courses/status" } as const;

/**
 * The parent is back from the Mastercard Gateway's page (decision 030). Its `resultIndicator`
 * equals the order's stored successIndicator after a payment, so it chooses the page shown: the
 * pending page (which shows the database's state as it settles) or the failure page. It never
 * confirms anything by itself: on a match the order is reconciled from the gateway's own record,
 * as the webhook would. Returns the path to send the browser to, in the language of the booking
 * or enrollment it pays for.
 */
export async function returnFromMpgs({
  db,
  provider,
  orderId,
  resultIndicator,
  cancelled,
}: {
  db: Database;
  provider: PaymentProvider;
  orderId: string | null;
  resultIndicator: string | null;
  /** The page's Cancel, an error or a timeout of checkout.js. */
  cancelled: boolean;
}): Promise<string> {
  const [payment] = orderId
    ? await db
        .select({
          id: payments.id,
          kind: payments.kind,
          provider: payments.provider,
          successIndicator: payments.successIndicator,
          visitLocale: appointments.locale,
          enrollmentLocale: enrollments.locale,
        })
        .from(payments)
        .leftJoin(appointments, eq(appointments.id, payments.appointmentId))
        .leftJoin(enrollments, eq(enrollments.id, payments.enrollmentId))
        .where(eq(payments.id, orderId))
    : [];
  if (!payment || payment.provider !== provider.name) return `${STATUS_PAGES.appointment}/failure`;
  const pages = localePath(payment.visitLocale ?? payment.enrollmentLocale ?? "en", STATUS_PAGES[payment.kind]);
  const failure = `${pages}/failure?order=${encodeURIComponent(payment.id)}`;
  if (cancelled || !resultIndicator || !payment.successIndicator || !sameInConstantTime(resultIndicator, payment.successIndicator)) {
    return failure;
  }
  await reconcilePayment({ db, provider, orderId: payment.id }).catch((error: unknown) =>
    logger.warn("could not ask the Mastercard Gateway about an order on the parent's return", { orderId: payment.id, error }),
  );
  return `${pages}/pending/${encodeURIComponent(payment.id)}`;
}
