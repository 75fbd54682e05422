import { connection } from "next/server";
import { getLocale } from "next-intl/server";

import { BookingConfirmation, COPY_OUTCOMES } from "~/components/status/booking-confirmation";
import { BrandFrame } from "~/components/layout/brand-frame";
import { PaymentStatusPage, paymentStatusMetadata, type PaymentReturnSearchParams } from "~/components/status/payment-status-page";
import type { Locale } from "~/i18n/locales";
import { ZPaymentReturn } from "~/schemas/appointments";
import { AppError } from "~/server/errors";
import { getPaymentProvider } from "~/server/payments/get-payment-provider";
import { readBookingConfirmation } from "~/server/services/payments/booking-confirmation";
import { serverContext } from "~/trpc/server";

export function generateMetadata() {
  return paymentStatusMetadata("appointment", "success");
}

type SearchParams = Promise<{ order?: string | string[]; session_id?: string | string[]; copy?: string | string[] }>;

/** The booking the return address proves this browser paid for; null for any other address. */
async function confirmationFor(proof: { orderId: string; sessionId: string }) {
  await connection();
  const [{ db }, locale] = await Promise.all([serverContext(), getLocale() as Promise<Locale>]);
  try {
    return await readBookingConfirmation({ db, provider: getPaymentProvider(), ...proof, locale });
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  }
}

/**
 * After paying: to the browser that paid (the return address names the order's checkout session),
 * the booking's whole confirmation; to an address naming an order only, the generic result, which
 * shows nothing of the booking (the order number is no proof: it is shown and read out).
 */
export default async function AppointmentPaymentSuccessPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const proof = ZPaymentReturn.safeParse({ orderId: query.order, sessionId: query.session_id });
  const visit = proof.success ? await confirmationFor(proof.data) : null;
  if (visit?.booked && proof.success) {
    const copy = COPY_OUTCOMES.find((outcome) => outcome === query.copy);
    return (
      <BrandFrame>
        <BookingConfirmation visit={visit} sessionId={proof.data.sessionId} copy={copy} />
      </BrandFrame>
    );
  }
  return <PaymentStatusPage product="appointment" kind="success" searchParams={searchParams as PaymentReturnSearchParams} />;
}
