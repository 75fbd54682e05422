import { useLocale, useTranslations } from "next-intl";
import { Fragment } from "react";
import { SiteLink } from "~/components/layout/site-link";
import { buttonClasses } from "~/components/ui/button-classes";
import type { Locale } from "~/i18n/locales";
import { formatServicePrice, servicePriceUpperCents } from "~/lib/money";
import { priceText } from "~/components/home/clinic-text";
import { serviceCardClasses as cardClasses } from "./services-skeleton";
import { clinic } from "~/config/clinic";

const portalUrl = clinic.patientPortalUrl;
const phoneDisplay = clinic.phone.display;
const phoneE164 = clinic.phone.e164;

export type ServiceCardData = {
  id: string;
  slug: string;
  name: string;
  description: string;
  imageUrl: string;
  priceOnlineCents: number;
  priceOfflineCents: number;
  bookableOnline: boolean;
};

/**
 * The in-clinic price as the grid shows it: one amount, or the two ends of a range. English:
 * lib/money's form ('$50', '$30 - $200'); other languages: the same amounts in their own number format.
 */
function servicePrices(locale: Locale, service: ServiceCardData, free: string): string[] {
  if (locale === "en") return [formatServicePrice(service)];
  const price = priceText(locale, service.priceOfflineCents, free);
  const upper = servicePriceUpperCents(service);
  return upper === undefined ? [price] : [price, priceText(locale, upper, free)];
}

export function ServiceCard({
  service,
  headingLevel = "h3",
  eager = false,
}: {
  service: ServiceCardData;
  headingLevel?: "h2" | "h3";
  /** Cards in the first screenful load their picture at once. */
  eager?: boolean;
}) {
  const t = useTranslations("services.grid");
  const locale = useLocale() as Locale;
  const Heading = headingLevel;
  return (
    <article className={cardClasses}>
      <div className="aspect-[16/10] bg-cream">
        {/* eslint-disable-next-line @next/next/no-img-element -- local SVG art with fixed box */}
        <img
          src={service.imageUrl}
          alt=""
          width={480}
          height={300}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        {/* From the database, in the page's language when translated: dir="auto" keeps an
            untranslated English text left to right on an Arabic page. */}
        <Heading dir="auto" className="text-lg font-semibold text-navy">
          {service.name}
        </Heading>
        <p dir="auto" className="mt-2 text-sm text-muted">
          {service.description}
        </p>
        <dl className="mt-auto space-y-1 pt-5 text-sm">
          {service.bookableOnline ? (
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <dt className="text-muted">{t("online")}</dt>
              <dd className="font-bold text-primary" data-testid="service-online-price">
                <bdi dir="ltr">{priceText(locale, service.priceOnlineCents, t("free"))}</bdi>
              </dd>
            </div>
          ) : null}
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <dt className="text-muted">{t("inClinic")}</dt>
            <dd className="font-bold text-primary" data-testid="service-price">
              {/* Each amount keeps its digits and currency in order on right-to-left pages, while a
                  range runs in the page's direction (from 30 to 200 reads right to left in Arabic). */}
              {servicePrices(locale, service, t("free")).map((price, index) => (
                <Fragment key={index}>
                  {index > 0 ? " - " : null}
                  <bdi dir="ltr">{price}</bdi>
                </Fragment>
              ))}
            </dd>
          </div>
        </dl>
        {/* Online services are booked here, with the service already chosen; clinic visits only in
            the clinic's patient portal or by phone, and the card says so before the parent leaves. */}
        <div className="mt-4 flex flex-col gap-2">
          {service.bookableOnline ? (
            <SiteLink href={`/appointment?service=${encodeURIComponent(service.slug)}`} className={buttonClasses("primary", "sm", "w-full")}>
              {t("bookOnline")}
              <span className="sr-only"> {t("bookFor", { service: service.name })}</span>
            </SiteLink>
          ) : null}
          <a
            href={portalUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses(service.bookableOnline ? "secondary" : "primary", "sm", "w-full")}
          >
            {t("bookInClinic")}
            <span className="sr-only">
              {" "}
              {t("bookFor", { service: service.name })} {t("portalNewTab")}
            </span>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-none stroke-current stroke-2 rtl:-scale-x-100">
              <path d="M11 3h6v6M17 3l-8 8M8 5H4v11h11v-4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </a>
        </div>
        <p className="mt-2 text-xs text-muted">
          {t.rich("inClinicNote", {
            phone: phoneDisplay,
            tel: (chunks) => (
              <a href={`tel:${phoneE164}`} className="font-semibold text-primary-dark underline underline-offset-2">
                <bdi dir="ltr">{chunks}</bdi>
              </a>
            ),
          })}
        </p>
      </div>
    </article>
  );
}
