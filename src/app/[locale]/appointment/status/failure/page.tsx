import { connection } from "next/server";

import { PaymentStatusPage, paymentStatusMetadata, type PaymentReturnSearchParams } from "~/components/status/payment-status-page";
import { ZPaymentReturn } from "~/schemas/appointments";
import { AppError } from "~/server/errors";
import { readFailedAttempt } from "~/server/services/payments/retry-booking";
import { serverContext } from "~/trpc/server";

export function generateMetadata() {
  return paymentStatusMetadata("appointment", "failure");
}

/** The attempt the return address proves this browser made; null for any other address. */
async function attemptFor(proof: { orderId: string; sessionId: string }) {
  await connection();
  const { db } = await serverContext();
  try {
    return await readFailedAttempt({ db, ...proof });
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  }
}

/**
 * A payment that did not go through. The browser back from it (the return address names the
 * order's checkout session) gets "Try Again" straight to a new payment of the same booking, and is
 * told until when its time is still kept; an order number alone gets the generic page.
 */
export default async function AppointmentPaymentFailurePage({ searchParams }: { searchParams: PaymentReturnSearchParams }) {
  const query = await searchParams;
  const proof = ZPaymentReturn.safeParse({ orderId: query.order, sessionId: query.session_id });
  const attempt = proof.success ? await attemptFor(proof.data) : null;
  if (attempt && proof.success) return <PaymentStatusPage product="appointment" kind="failure" searchParams={searchParams} retry={{ ...proof.data, ...attempt }} />;
  return <PaymentStatusPage product="appointment" kind="failure" searchParams={searchParams} />;
}
