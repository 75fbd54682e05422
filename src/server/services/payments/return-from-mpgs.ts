import "server-only";

import { eq } from "drizzle-orm";

import { localePath } from "~/i18n/locales";
import { sameInConstantTime } from "~/server/auth/constant-time";
import type { Database } from "~/server/db/client";
import { appointments, enrollments, payments } from "~/server/db/schema";
import { logger } from "~/server/logger";
import { checkoutCancelTokenValid } from "~/server/payments/checkout-cancel-token";
import type { PaymentProvider } from "~/server/payments/provider";
import { reconcilePayment } from "./reconcile-payment";
import { releasePayment } from "./settle-payment";

const STATUS_PAGES = { appointment: "/appointment/status", course: "/courses/status" } as const;

/**
 * The parent is back from the Mastercard Gateway's page (decision 030). Its `resultIndicator`
 * equals the order's stored successIndicator after a payment, so it chooses the page shown: the
 * pending page (which shows the database's state as it settles) or the failure page. It never
 * confirms anything by itself: on a match the order is reconciled from the gateway's own record,
 * as the webhook would. The page's Cancel comes back signed for its order (checkout-cancel-token.ts):
 * then the hold is released at once, unless the gateway says the order was paid meanwhile; an
 * unsigned or wrongly signed cancel only shows the failure page. Returns the path to send the
 * browser to, in the language of the booking or enrollment it pays for.
 */
export async function returnFromMpgs({
  db,
  provider,
  orderId,
  resultIndicator,
  cancelled,
  cancelToken = null,
}: {
  db: Database;
  provider: PaymentProvider;
  orderId: string | null;
  resultIndicator: string | null;
  /** The page's Cancel, an error or a timeout of checkout.js. */
  cancelled: boolean;
  /** The signature of the Cancel address, when it came back with one. */
  cancelToken?: string | null;
}): Promise<string> {
  const [payment] = orderId
    ? await db
        .select({
          id: payments.id,
          kind: payments.kind,
          provider: payments.provider,
          successIndicator: payments.successIndicator,
          providerRef: payments.providerRef,
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
  // A return proved to be this checkout's (the signed Cancel, the success indicator) names its
  // session onwards, as Stripe's return addresses do: the result pages then show this browser its
  // booking or a second try. Any other return names the order only.
  const proven = payment.providerRef ? `session_id=${encodeURIComponent(payment.providerRef)}` : null;
  const pending = `${pages}/pending/${encodeURIComponent(payment.id)}${proven ? `?${proven}` : ""}`;
  if (cancelled && checkoutCancelTokenValid(payment.id, cancelToken)) {
    const paidAfterAll = (await releaseCancelledCheckout(db, provider, payment.id)) === "confirmed";
    return paidAfterAll ? pending : `${failure}${proven ? `&${proven}` : ""}`;
  }
  if (cancelled || !resultIndicator || !payment.successIndicator || !sameInConstantTime(resultIndicator, payment.successIndicator)) {
    return failure;
  }
  await reconcilePayment({ db, provider, orderId: payment.id }).catch((error: unknown) =>
    logger.warn("could not ask the Mastercard Gateway about an order on the parent's return", { orderId: payment.id, error }),
  );
  return pending;
}

/** The parent pressed Cancel: confirmed if the gateway has a payment after all, else released now. */
async function releaseCancelledCheckout(db: Database, provider: PaymentProvider, orderId: string): Promise<"confirmed" | "released" | "kept"> {
  try {
    const outcome = await reconcilePayment({ db, provider, orderId });
    if (outcome !== "unchanged") return outcome;
    const [payment] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, orderId));
    if (payment?.status === "pending" && (await releasePayment({ db, orderId, status: "expired" }))) return "released";
  } catch (error) {
    // The hold then lapses at its time, as before.
    logger.warn("could not release a cancelled Mastercard Gateway checkout", { orderId, error });
  }
  return "kept";
}
