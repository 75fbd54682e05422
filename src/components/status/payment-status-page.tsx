import type { Metadata } from "next";
import { useLocale, useTranslations } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { formatBeirutClock, formatBeirutLongDate } from "~/components/appointments/calendar-dates";
import { BrandFrame } from "~/components/layout/brand-frame";
import { buttonClasses } from "~/components/ui/button-classes";
import type { Locale } from "~/i18n/locales";
import { ZCheckoutSessionId, ZOrderId } from "~/schemas/appointments";
import { AbandonCheckout } from "./abandon-checkout";
import { OrderDetails, PaymentResult } from "./payment-result";
import { PAYMENT_STATUS, PAYMENT_STATUS_COPY, type PaymentProduct, type PaymentStatusKind } from "./payment-status-config";
import { PendingPaymentStatus } from "./pending-payment-status";
import { TestPaymentNote } from "./test-payment-note";

/** The provider's return address: the order, and on the way back from a cancel its checkout session. */
export type PaymentReturnSearchParams = Promise<{ order?: string | string[]; session_id?: string | string[] }>;
export type PaymentPendingParams = Promise<{ orderId: string }>;
export type PaymentPendingSearchParams = Promise<{ session_id?: string | string[] }>;

/**
 * A booking the browser back from a failed payment may pay again at once (the return address named
 * its checkout session): the attempt, and until when its time is still kept.
 */
export type RetryOffer = { orderId: string; sessionId: string; startsAt: Date; heldUntil: Date | null };

export type PaymentStatusPageProps = { product: PaymentProduct } & (
  | { kind: "success" | "failure"; searchParams: PaymentReturnSearchParams; retry?: RetryOffer }
  | { kind: "pending"; params: PaymentPendingParams; searchParams?: PaymentPendingSearchParams }
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
  const retry = props.kind !== "pending" ? props.retry : undefined;
  const primary = hasPrimary && "primaryHref" in page ? { href: page.primaryHref, label: t(`${props.kind}.primary`) } : undefined;
  const secondary = secondaryHref ? { href: secondaryHref, label: t(`${props.kind}.secondary`) } : undefined;
  return (
    <BrandFrame>
      <PaymentResult
        kind={props.kind}
        title={t(`${props.kind}.title`)}
        message={t(`${props.kind}.message`)}
        primary={retry ? <RetryPaymentForm retry={retry} label={t("failure.primary")} /> : primary}
        secondary={secondary}
      >
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
    const [{ orderId }, query] = await Promise.all([props.params, props.searchParams]);
    const sessionId = ZCheckoutSessionId.safeParse(query?.session_id).data;
    return <PendingPaymentStatus orderId={orderId} sessionId={sessionId} product={props.product} />;
  }

  const { order, session_id } = await props.searchParams;
  const orderId = ZOrderId.safeParse(order).data;
  if (!orderId) return null;
  // The provider's return address names the checkout session; without it nothing is released here.
  const sessionId = props.kind === "failure" ? ZCheckoutSessionId.safeParse(session_id).data : undefined;
  const [t, locale] = await Promise.all([getTranslations("status"), getLocale() as Promise<Locale>]);
  const retry = props.kind === "failure" ? props.retry : undefined;
  return (
    <>
      <OrderDetails orderId={orderId} />
      {props.kind === "success" ? <TestPaymentNote /> : null}
      <p className="mt-4 text-sm text-muted">{t(`${props.product}.${props.kind}.detail`)}</p>
      {retry ? (
        <p className="mt-3 rounded-2xl bg-cream p-3 text-sm font-medium text-navy" data-testid="retry-note">
          {retry.heldUntil
            ? t("failure.retry.held", {
                when: t("failure.retry.when", { date: formatBeirutLongDate(retry.startsAt, locale), time: formatBeirutClock(retry.startsAt, locale) }),
                until: formatBeirutClock(retry.heldUntil, locale),
              })
            : t("failure.retry.kept")}
        </p>
      ) : null}
      {sessionId ? <AbandonCheckout orderId={orderId} sessionId={sessionId} /> : null}
    </>
  );
}

/**
 * "Try Again" for the browser back from a declined or left checkout: a plain form (it works before
 * the page's scripts) that opens a new payment of the same booking and goes straight to it.
 */
function RetryPaymentForm({ retry, label }: { retry: RetryOffer; label: string }) {
  const locale = useLocale();
  return (
    <form method="post" action="/api/appointments/retry" className="contents">
      <input type="hidden" name="order" value={retry.orderId} />
      <input type="hidden" name="session_id" value={retry.sessionId} />
      <input type="hidden" name="lang" value={locale} />
      <button type="submit" className={buttonClasses("primary", "md")}>
        {label}
      </button>
    </form>
  );
}
