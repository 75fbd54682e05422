import { useLocale, useTranslations } from "next-intl";
import { CheckIcon } from "~/components/icons/social-icons";
import { Container } from "~/components/ui/container";
import { BookingNeedsScript } from "~/components/appointments/booking-needs-script";
import { DeferredBookingForm } from "~/components/appointments/deferred-booking-form";
import { clinic } from "~/config/clinic";
import { siteFormatter } from "~/i18n/formatter";
import type { Locale } from "~/i18n/locales";

/** Spec §2 Home page: the appointment form embedded in its own hero section. */
export function BookingHero() {
  const t = useTranslations("booking.hero");
  const city = useTranslations("common.meta.city");
  const format = siteFormatter(useLocale() as Locale);
  const cities = format.list(
    clinic.locations.map((l) => city(l.id)),
    { type: "conjunction" },
  );
  const reasons = [t("doctor", { doctor: clinic.doctor.name }), t("languages"), t("confirmation")];
  return (
    <section aria-labelledby="booking-hero-title" className="relative overflow-hidden bg-primary-50 py-16 sm:py-24">
      <div aria-hidden="true" className="absolute -top-32 -start-32 size-96 rounded-full bg-primary-light/10" />
      <Container className="relative">
        <div className="grid gap-4 lg:grid-cols-2 lg:items-end lg:gap-12">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t("eyebrow")}</p>
            <h2
              id="booking-hero-title"
              className="mt-2 text-3xl font-bold tracking-tight text-balance text-navy sm:text-4xl"
            >
              {t("title")}
            </h2>
          </div>
          <p className="text-base text-pretty text-muted sm:text-lg">{t("intro", { cities })}</p>
        </div>
        <ul className="mt-8 grid gap-3 md:grid-cols-3">
          {reasons.map((reason) => (
            <li key={reason} className="flex items-start gap-3 text-navy">
              <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-white">
                <CheckIcon size={14} />
              </span>
              {reason}
            </li>
          ))}
        </ul>
        <div className="mt-10 rounded-3xl bg-white p-4 shadow-xl shadow-navy/5 ring-1 ring-slate-200 sm:p-8 lg:p-10">
          <h3 id="booking-hero-form-title" className="mb-6 text-xl font-bold text-navy sm:text-2xl">
            {t("formTitle")}
          </h3>
          <BookingNeedsScript />
          <DeferredBookingForm labelledBy="booking-hero-form-title" />
        </div>
      </Container>
    </section>
  );
}
