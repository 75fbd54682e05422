import { clsx } from "clsx";
import { formatLength } from "~/lib/durations";
import { useLocale, useTranslations } from "next-intl";
import { siteFormatter } from "~/i18n/formatter";
import type { Locale } from "~/i18n/locales";
import { chargedPriceCents } from "~/lib/money";

export type PricedCourse = { priceCents: number; discountPriceCents: number | null };

export { chargedPriceCents };

/** How much the discount takes off, or 0 when there is no discount. */
export function savingCents(course: PricedCourse): number {
  if (course.discountPriceCents === null) return 0;
  return Math.max(0, course.priceCents - course.discountPriceCents);
}

/**
 * Prices, hours and minutes in the page's language. Prices are USD cents: whole dollars without
 * decimals ('$45', '45 $'), anything else with two ('$45.50'); nothing to pay is 'Free'.
 */
export function useCourseFormat() {
  const t = useTranslations("courses.format");
  const locale = useLocale() as Locale;
  const format = siteFormatter(locale);
  return {
    price(cents: number): string {
      if (!Number.isFinite(cents) || cents <= 0) return t("free");
      const digits = cents % 100 === 0 ? 0 : 2;
      return format.number(cents / 100, {
        style: "currency",
        currency: "USD",
        currencyDisplay: "narrowSymbol",
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    },
    /** A course's length from its total hours, as it really is: "2 mins 30 secs", "1 hr 5 mins". */
    hours: (hours: number) => formatLength(hours * 3600, locale),
    /** A lesson's or a module's length in seconds: "30 secs", not a rounded "1 min". */
    length: (seconds: number) => formatLength(seconds, locale),
  };
}

/** A price inside text: its digits and symbol stay in their order in Arabic too. */
export function PriceText({ cents }: { cents: number }) {
  const text = useCourseFormat().price(cents);
  return cents > 0 ? <bdi dir="ltr">{text}</bdi> : <>{text}</>;
}

/** The price, or 'Free'; with a discount, the old price struck through after the new one. */
export function CoursePrice({ course, size = "md" }: { course: PricedCourse; size?: "md" | "lg" }) {
  const t = useTranslations("courses.format");
  const charged = chargedPriceCents(course);
  const saving = savingCents(course);
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span
        className={clsx("font-bold text-primary", size === "lg" ? "text-3xl sm:text-4xl" : "text-lg")}
        data-testid="course-price"
      >
        <PriceText cents={charged} />
      </span>
      {saving > 0 ? (
        <del className={clsx("text-muted", size === "lg" ? "text-lg" : "text-sm")}>
          <span className="sr-only">{t("was")} </span>
          <PriceText cents={course.priceCents} />
        </del>
      ) : null}
    </span>
  );
}
