import type { Metadata } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";

import { formatBeirutClock, formatBeirutLongDate, formatMoney } from "~/components/appointments/calendar-dates";
import { paymentPageIn } from "~/components/appointments/payment-page";
import { BrandFrame } from "~/components/layout/brand-frame";
import { SiteLink } from "~/components/layout/site-link";
import { HealthDataConsent } from "~/components/privacy/health-data-consent";
import { buttonClasses } from "~/components/ui/button-classes";
import { clinic } from "~/config/clinic";
import { env } from "~/env";
import type { Locale } from "~/i18n/locales";
import { NOTES_MAX_LENGTH, ZWaitlistOffer } from "~/schemas/appointments";
import { errorMessageIn } from "~/server/error-language";
import { AppError } from "~/server/errors";
import { readWaitlistOffer, type WaitlistOfferView } from "~/server/services/appointments/waitlist-offer";
import { listServices } from "~/server/services/catalogue/list-services";
import { beirutDate } from "~/lib/calendar-date";
import { fitsAgeRange } from "~/lib/child-age";
import { serverContext } from "~/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("booking.offer");
  return { title: t("metaTitle"), robots: { index: false } };
}
// Per visitor and per request: it depends on the signed link and the database.
export const instant = false;

const FAILED = new Set(["taken", "lapsed", "service", "consent", "payment", "other"]);

const linkClass = "font-semibold text-primary-dark underline underline-offset-2";

async function Refusal({ message }: { message: string }) {
  const t = await getTranslations("booking.offer");
  return (
    <BrandFrame>
      <h1 className="text-2xl font-bold text-navy sm:text-3xl">{t("refusalTitle")}</h1>
      <p className="mt-3 text-muted">{message}</p>
      <SiteLink href="/appointment" className={`${buttonClasses("secondary", "md")} mt-8`}>
        {t("book")}
      </SiteLink>
    </BrandFrame>
  );
}

/**
 * A freed time offered to a waiting parent, from the signed link of its e-mail (decision 029):
 * the time, until when it is kept, and a plain form that books it (the parent's name and contact
 * are those they waited with) and goes to the payment page. Works before or without scripts.
 */
export default async function WaitlistOfferPage({ params, searchParams }: { params: Promise<{ offerId: string }>; searchParams: Promise<{ t?: string; failed?: string }> }) {
  await connection();
  const { offerId } = await params;
  const { t: token = "", failed } = await searchParams;
  const [t, locale] = await Promise.all([getTranslations("booking"), getLocale() as Promise<Locale>]);
  const input = ZWaitlistOffer.safeParse({ offerId, token });
  if (!input.success) return <Refusal message={t("offer.invalidLink")} />;
  const { db } = await serverContext();
  let offer: WaitlistOfferView;
  try {
    offer = await readWaitlistOffer({ db, ...input.data });
  } catch (error) {
    if (error instanceof AppError) return <Refusal message={await errorMessageIn(locale, error.message)} />;
    throw error;
  }
  const when = t("when", { date: formatBeirutLongDate(offer.startsAt, locale), time: formatBeirutClock(offer.startsAt, locale) });
  // For a known child, the services for its age on the offer's day (decision 054); the server checks again.
  const services =
    offer.state === "held"
      ? (await listServices({ db, onlineOnly: true, locale })).filter((service) => !offer.childDateOfBirth || fitsAgeRange(service, offer.childDateOfBirth, beirutDate(offer.startsAt)))
      : [];
  const ltr = (chunks: ReactNode) => <bdi dir="ltr">{chunks}</bdi>;

  return (
    <BrandFrame>
      <h1 className="text-2xl font-bold text-navy sm:text-3xl">{offer.state === "held" ? t("offer.titleHeld") : t("offer.title")}</h1>
      {failed ? (
        <p role="alert" className="mt-4 rounded-2xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          {t(`offer.failed.${FAILED.has(failed) ? failed : "other"}`)}
        </p>
      ) : null}
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-start text-navy">
        <dt className="text-muted">{t("offer.when")}</dt>
        <dd className="font-semibold">{when}</dd>
        <dt className="text-muted">{t("offer.for")}</dt>
        <dd>{offer.patientName}</dd>
        <dt className="text-muted">{t("offer.email")}</dt>
        <dd>
          <bdi dir="ltr">{offer.email}</bdi>
        </dd>
      </dl>
      {offer.state === "held" ? (
        <form method="post" action={`/api/appointments/waitlist/${offer.id}/claim?${new URLSearchParams({ t: token, from: "page" })}`} className="mt-6 text-start">
          <p className="rounded-2xl bg-cream p-4 text-navy ring-1 ring-orange-100">
            {t.rich("offer.keptUntil", {
              time: formatBeirutClock(offer.expiresAt, locale),
              strong: (chunks) => (
                <strong>
                  <bdi dir="ltr">{chunks}</bdi>
                </strong>
              ),
            })}
          </p>
          <fieldset className="mt-5">
            <legend className="text-sm font-semibold text-navy">{t("offer.service")}</legend>
            <div className="mt-2 flex flex-col gap-2">
              {services.map((service, index) => (
                <label key={service.id} className="flex items-center gap-3 rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-navy has-[:checked]:border-primary has-[:checked]:bg-primary/10">
                  <input type="radio" name="service" value={service.id} required defaultChecked={index === 0 && services.length === 1} />
                  <span className="flex-1">{service.name}</span>
                  <bdi dir="ltr" className="font-semibold tabular-nums">
                    {formatMoney(service.priceOnlineCents, locale, t("price.free"))}
                  </bdi>
                </label>
              ))}
            </div>
          </fieldset>
          <label className="mt-5 block text-sm font-semibold text-navy">
            {t("offer.notes")} <span className="font-normal text-muted">{t("offer.optional")}</span>
            <textarea name="notes" rows={3} maxLength={NOTES_MAX_LENGTH} className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base font-normal" />
          </label>
          <HealthDataConsent id="offer-consent" className="mt-5" error={failed === "consent" ? "common.consent.required" : null} />
          <button type="submit" className={`${buttonClasses("primary", "lg", "w-full")} mt-6`}>
            {t("offer.submit")}
          </button>
        </form>
      ) : (
        <>
          <p className="mt-6 text-navy">{t(`offer.state.${offer.state}`)}</p>
          {offer.state === "booked" && offer.checkoutUrl ? (
            <a href={paymentPageIn(locale, offer.checkoutUrl, env.PUBLIC_URL)} className={`${buttonClasses("primary", "md")} mt-6`}>
              {t("offer.goToPayment")}
            </a>
          ) : offer.state === "booked" ? null : (
            <SiteLink href="/appointment" className={`${buttonClasses("secondary", "md")} mt-6`}>
              {t("offer.seeFreeTimes")}
            </SiteLink>
          )}
        </>
      )}
      <p className="mt-8 text-sm text-muted">
        {t.rich("offer.questions", {
          phone: clinic.phone.display,
          tel: (chunks) => (
            <a href={`tel:${clinic.phone.e164}`} className={linkClass}>
              {ltr(chunks)}
            </a>
          ),
        })}
      </p>
    </BrandFrame>
  );
}
