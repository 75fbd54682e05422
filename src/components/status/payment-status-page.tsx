import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { BrandFrame } from "~/components/layout/brand-frame";
import { ZCheckoutSessionId, ZOrderId } from "~/schemas/appointments";
import { AbandonCheckout } from "./abandon-checkout";
import { OrderDetails, PaymentResult } from "./payment-result";
import { PAYMENT_STATUS, PAYMENT_STATUS_COPY, type PaymentProduct, type PaymentStatusKind } from "./payment-status-config";
import { PendingPaymentStatus } from "./pending-payment-status";
import { TestPaymentNote } from "./test-payment-note";

/** The provider's return address: the order, and on the way back from a cancel its checkout session. */
export type PaymentReturnSearchParams = Promise<{ order?: string | string[]; session_id?: string | string[] }>;
export type PaymentPendingParams = Promise<{ orderId: string }>;

export type PaymentStatusPageProps = { product: PaymentProduct } & (
  | { kind: "success" | "failure"; searchParams: PaymentReturnSearchParams }
  | { kind: "pending"; params: PaymentPendingParams }
);

/** A status page's title and description in the page's language; no status page belongs in a search index. */
export async function paymentStatusMetadata(product: PaymentProduct, kind: PaymentStatusKind): Promise<Metadata> {
  const t = await getTranslations("status");
  return {
    title: t(`${kind}.metaTitle`),
    description: t(`${product}.${kind}.description`),
    robots: { index: false },
  };
}

/** One payment status page (success, failure or pending) of an appointment or a course. */
export function PaymentStatusPage(props: PaymentStatusPageProps) {
  const t = useTranslations("status");
  const { primary: hasPrimary, secondaryHref } = PAYMENT_STATUS_COPY[props.kind];
  const page = PAYMENT_STATUS[props.product][props.kind];
  const primary = hasPrimary && "primaryHref" in page ? { href: page.primaryHref, label: t(`${props.kind}.primary`) } : undefined;
  const secondary = secondaryHref ? { href: secondaryHref, label: t(`${props.kind}.secondary`) } : undefined;
  return (
    <BrandFrame>
      <PaymentResult kind={props.kind} title={t(`${props.kind}.title`)} message={t(`${props.kind}.message`)} primary={primary} secondary={secondary}>
        <StatusDetails {...props} />
      </PaymentResult>
    </BrandFrame>
  );
}

/**
 * Pending: the order from the path, checked until it settles. Success and failure: the order from
 * the return address, with what it means for the parent (nothing without a well-formed order id).
 */
async function StatusDetails(props: PaymentStatusPageProps) {
  if (props.kind === "pending") {
    const { orderId } = await props.params;
    return <PendingPaymentStatus orderId={orderId} product={props.product} />;
  }

  const { order, session_id } = await props.searchParams;
  const orderId = ZOrderId.safeParse(order).data;
  if (!orderId) return null;
  // The provider's return address names the checkout session; without it nothing is released here.
  const sessionId = props.kind === "failure" ? ZCheckoutSessionId.safeParse(session_id).data : undefined;
  const t = await getTranslations("status");
  return (
    <>
      <OrderDetails orderId={orderId} />
      {props.kind === "success" ? <TestPaymentNote /> : null}
      <p className="mt-4 text-sm text-muted">{t(`${props.product}.${props.kind}.detail`)}</p>
      {sessionId ? <AbandonCheckout orderId={orderId} sessionId={sessionId} /> : null}
    </>
  );
}
