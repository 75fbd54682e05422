import type { Metadata } from "next";
import { Suspense } from "react";
import { useTranslations } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { AtRequestTime } from "~/components/layout/at-request-time";
import { useClinicHours } from "~/components/layout/clinic-hours";
import { formatWeeklyHours } from "~/lib/weekly-hours";
import { logger } from "~/server/logger";
import { readWhatsAppOffered } from "~/server/services/appointments/whatsapp-choice";
import { firstFreeDays } from "~/server/services/public-pages/booking-page-data";
import { publicOnlineHours, publicServiceCards } from "~/server/services/public-pages/cached-content";
import { BookingFormInPage } from "~/components/appointments/booking-form-in-page";
import { BookingNeedsScript } from "~/components/appointments/booking-needs-script";
import { callUsTags } from "~/components/appointments/call-us";
import { DeferredBookingForm } from "~/components/appointments/deferred-booking-form";
import { FirstFreeDays, FirstFreeDaysPlaceholder } from "~/components/appointments/first-free-days";
import { FormPlaceholder } from "~/components/appointments/lazy-booking-form";
import { Container } from "~/components/ui/container";
import { PageIntro } from "~/components/ui/page-intro";
import { clinic } from "~/config/clinic";
import { languageAlternates } from "~/i18n/alternates";
import { siteFormatter } from "~/i18n/formatter";
import type { Locale } from "~/i18n/locales";

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations()]);
  const cities = siteFormatter(locale as Locale).list(
    clinic.locations.map((l) => t(`common.meta.city.${l.id}`)),
    { type: "disjunction" },
  );
  return {
    title: t("booking.meta.title"),
    description: t("booking.meta.description", { cities }),
    alternates: languageAlternates(locale as Locale, "/appointment"),
  };
}

const steps = ["choose", "pay", "call"] as const;

/** The online consultations' weekly hours, from the schedule the slots come from (read per request, from the cache). */
async function OnlineHours() {
  const [locale, t] = await Promise.all([getLocale() as Promise<Locale>, getTranslations("common.clinic")]);
  const week = await publicOnlineHours().catch((error: unknown) => {
    logger.error("appointment: online hours failed", { error });
    return null;
  });
  return week ? <>{formatWeeklyHours(week, locale, t("closed"))}</> : null;
}

/**
 * The two sets of hours, each named: the clinic's opening hours (the header's) are not the hours
 * of online consultations, which often run after the clinic closes (issue 26).
 */
function HoursSummary() {
  const t = useTranslations("common.clinic");
  const clinicHours = useClinicHours();
  return (
    <dl className="mt-4 grid gap-3 rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-slate-200 sm:grid-cols-2" data-testid="hours-summary">
      <div>
        <dt className="font-semibold text-navy">{t("onlineHoursLabel")}</dt>
        <dd className="text-muted">
          <Suspense fallback={<span className="inline-block h-4 w-48 animate-pulse rounded bg-slate-100" />}>
            <AtRequestTime>
              <OnlineHours />
            </AtRequestTime>
          </Suspense>{" "}
          {t("beirutTime")}
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-navy">{t("hoursLabel")}</dt>
        <dd className="text-muted">{clinicHours}</dd>
      </div>
    </dl>
  );
}

/** The first free days, read for this request (every booking changes them). */
async function FirstFreeDaysNow() {
  const days = await firstFreeDays().catch((error: unknown) => {
    logger.error("appointment: first free days failed", { error });
    return [];
  });
  return <FirstFreeDays days={days} />;
}

/**
 * The form as the server renders it, with the online services (from the cache) and the first free
 * days streamed into it (decision 044). Should the services not be readable, the form loads them
 * itself and says so if it cannot.
 */
async function BookingFormWithData() {
  const locale = (await getLocale()) as Locale;
  const services = await publicServiceCards(locale).catch((error: unknown) => {
    logger.error("appointment: services failed", { error });
    return null;
  });
  if (!services) return <DeferredBookingForm />;
  const online = services
    .filter((service) => service.bookableOnline)
    .map(({ id, slug, name, description, priceOnlineCents, minAgeMonths, maxAgeMonths }) => ({ id, slug, name, description, priceOnlineCents, minAgeMonths, maxAgeMonths }));
  return (
    <BookingFormInPage
      services={online}
      whatsAppOffered={readWhatsAppOffered().offered}
      firstDays={
        <Suspense fallback={<FirstFreeDaysPlaceholder />}>
          <FirstFreeDaysNow />
        </Suspense>
      }
    />
  );
}

export default function AppointmentPage() {
  const t = useTranslations();
  return (
    <>
      <PageIntro eyebrow={t("booking.page.eyebrow")} title={t("booking.page.title")}>
        <p>{t.rich("booking.page.intro", callUsTags(t("common.newTab")))}</p>
      </PageIntro>
      <section aria-label={t("booking.page.formRegion")} className="pb-16 sm:pb-24">
        <Container className="max-w-5xl">
          <ol className="-mt-6 grid gap-3 sm:-mt-8 sm:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step} className="flex gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <p className="font-semibold text-navy">{t(`booking.page.steps.${step}.title`)}</p>
                  <p className="text-sm text-muted">{t(`booking.page.steps.${step}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
          <HoursSummary />
          <div className="mt-6 rounded-3xl bg-white p-4 shadow-xl shadow-navy/5 ring-1 ring-slate-200 sm:p-8 lg:p-10">
            <BookingNeedsScript />
            <Suspense fallback={<FormPlaceholder />}>
              <AtRequestTime>
                <BookingFormWithData />
              </AtRequestTime>
            </Suspense>
          </div>
        </Container>
      </section>
    </>
  );
}
