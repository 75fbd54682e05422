import { useLocale, useTranslations } from "next-intl";
import { intlLocale, type Locale } from "~/i18n/locales";

/**
 * Blog dates are calendar days (YYYY-MM-DD, read as UTC midnight), so they are shown in UTC, in the
 * page's language: "6 October 2026", « 6 octobre 2026 », "6 تشرين الأول 2026".
 */
export function formatPostDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: "UTC",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(date);
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * "12 March 2026 · 5 min read", with the author when given. Each part is isolated (<bdi>), so that
 * a Latin name next to an Arabic date keeps the parts in their order on right-to-left pages.
 */
export function PostMeta({
  date,
  readingMinutes,
  author,
  className,
}: {
  date: Date;
  readingMinutes: number;
  author?: string;
  className?: string;
}) {
  const t = useTranslations("blog");
  const locale = useLocale() as Locale;
  return (
    <p className={className}>
      {author ? (
        <>
          <bdi>{author}</bdi>
          <span aria-hidden="true"> · </span>
        </>
      ) : null}
      <bdi>
        <time dateTime={isoDay(date)}>{formatPostDate(date, locale)}</time>
      </bdi>
      <span aria-hidden="true"> · </span>
      <bdi>{t("readingTime", { minutes: readingMinutes })}</bdi>
    </p>
  );
}
