import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";

import { formatBeirutClock, formatBeirutLongDate, formatMoney } from "~/components/appointments/calendar-dates";
import { clinic } from "~/config/clinic";
import type { Locale } from "~/i18n/locales";
import { getSimulatedGateway } from "~/server/payments/get-payment-provider";
import { getSimulatedCheckout } from "~/server/services/payments/get-simulated-checkout";
import { orderItemIn } from "~/server/services/payments/order-item";
import { serverContext } from "~/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("status.pay.simulated");
  return { title: t("metaTitle"), robots: { index: false } };
}
// Per visitor and per request, whole: its answer (or 404) depends on the database.
export const instant = false;

/** The simulated gateway's hosted page (run contract); absent when Stripe takes payments. */
export default async function SimulatedPaymentPage({ params }: { params: Promise<{ sessionId: string }> }) {
  await connection();
  if (!getSimulatedGateway()) notFound();
  const { sessionId } = await params;
  const { db } = await serverContext();
  const session = await getSimulatedCheckout({ db, sessionId });
  if (!session) notFound();
  const [t, locale, free] = await Promise.all([getTranslations("status.pay.simulated"), getLocale() as Promise<Locale>, getTranslations("booking.price")]);
  const amount = formatMoney(session.amountCents, locale, free("free"), session.currency);
  // The item in the page's language; the session's own line is English (written for staff and providers).
  const item = await orderItemIn({ db, orderId: session.orderId, locale });
  const itemText = !item
    ? session.description
    : item.kind === "appointment"
      ? t("forVisit", { service: item.service, date: formatBeirutLongDate(item.startsAt, locale), time: formatBeirutClock(item.startsAt, locale) })
      : t("forCourse", { title: item.title });
  const button = "w-full rounded-lg px-4 py-3 text-base font-semibold focus-visible:outline-3 focus-visible:outline-offset-2";

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-cream px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-lg sm:p-8">
        <p className="rounded-md bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900" role="note">
          {t("note", { clinic: clinic.name })}
        </p>
        <h1 className="mt-5 text-2xl font-bold text-navy">
          {t.rich("title", { amount, ltr: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}
        </h1>
        <dl className="mt-4 space-y-2 text-sm text-navy">
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{t("order")}</dt>
            <dd className="font-mono font-semibold" data-testid="order-id">
              <bdi dir="ltr">{session.orderId}</bdi>
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{t("for")}</dt>
            <dd className="text-end" data-testid="order-item">
              {itemText}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{t("amount")}</dt>
            <dd className="font-semibold">
              <bdi dir="ltr">{t("amountValue", { amount, currency: session.currency })}</bdi>
            </dd>
          </div>
        </dl>
        {session.open ? (
          <form method="post" action={`/api/payments/simulated/${session.id}`} className="mt-6 grid gap-3">
            <button name="outcome" value="pay" className={`${button} bg-primary text-white hover:bg-primary-dark`}>
              {t("pay")}
            </button>
            <button name="outcome" value="decline" className={`${button} border border-red-700 text-red-800 hover:bg-red-50`}>
              {t("decline")}
            </button>
            <button name="outcome" value="cancel" className={`${button} text-navy underline hover:bg-slate-100`}>
              {t("cancel")}
            </button>
          </form>
        ) : (
          <p className="mt-6 text-base text-navy">{session.paymentStatus === "paid" ? t("paid") : t("closed")}</p>
        )}
      </div>
    </main>
  );
}
