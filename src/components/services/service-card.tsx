import { useLocale, useTranslations } from "next-intl";
import { Fragment } from "react";
import { SiteLink } from "~/components/layout/site-link";
import { buttonClasses } from "~/components/ui/button-classes";
import type { Locale } from "~/i18n/locales";
import { formatServicePrice, servicePriceUpperCents } from "~/lib/money";
import { priceText } from "~/components/home/clinic-text";
import { serviceCardClasses as cardClasses } from "./services-skeleton";

export type ServiceCardData = {
  id: string;
  slug: string;
  name: string;
  description: string;
  imageUrl: string;
  priceOfflineCents: number;
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
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
          <p className="font-bold text-primary" data-testid="service-price">
            <span className="sr-only">{t("price")} </span>
            {/* Each amount keeps its digits and currency in order on right-to-left pages, while a
                range runs in the page's direction (from 30 to 200 reads right to left in Arabic). */}
            {servicePrices(locale, service, t("free")).map((price, index) => (
              <Fragment key={index}>
                {index > 0 ? " - " : null}
                <bdi dir="ltr">{price}</bdi>
              </Fragment>
            ))}
          </p>
          <SiteLink href="/appointment" className={buttonClasses("primary", "sm")}>
            {t("book")}
            <span className="sr-only"> {t("bookFor", { service: service.name })}</span>
          </SiteLink>
        </div>
      </div>
    </article>
  );
}
