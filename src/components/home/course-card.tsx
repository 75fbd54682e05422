import { useLocale, useTranslations } from "next-intl";
import { SiteLink } from "~/components/layout/site-link";
import type { Locale } from "~/i18n/locales";
import { formatLength } from "~/lib/durations";
import { priceText } from "./clinic-text";

export type CourseCardData = {
  id: string;
  title: string;
  description: string;
  priceCents: number;
  discountPriceCents: number | null;
  featured: boolean;
  imageUrl: string;
  totalHours: number;
};

export function CoursePrice({
  priceCents,
  discountPriceCents,
}: {
  priceCents: number;
  discountPriceCents: number | null;
}) {
  const t = useTranslations("home.courses.card");
  const locale = useLocale() as Locale;
  // Amount and currency keep their order on right-to-left pages.
  const price = (cents: number) => <bdi dir="ltr">{priceText(locale, cents, t("free"))}</bdi>;
  // discountPriceCents is the sale price when a course is on offer.
  const onSale = discountPriceCents !== null && discountPriceCents < priceCents;
  if (!onSale) return <span className="font-bold text-primary">{price(priceCents)}</span>;
  return (
    <span className="inline-flex items-baseline gap-2">
      <span className="font-bold text-primary">{price(discountPriceCents)}</span>
      <del className="text-sm text-muted">
        <span className="sr-only">{t("was")} </span>
        {price(priceCents)}
      </del>
    </span>
  );
}

export function CourseCard({ course }: { course: CourseCardData }) {
  const t = useTranslations("home.courses.card");
  const locale = useLocale() as Locale;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-md ring-1 shadow-navy/5 ring-slate-200/70">
      <div className="relative aspect-[16/10] bg-primary-50">
        {/* eslint-disable-next-line @next/next/no-img-element -- local SVG art with fixed box */}
        <img
          src={course.imageUrl}
          alt=""
          width={480}
          height={300}
          loading="lazy"
          className="size-full object-cover"
        />
        {course.featured ? (
          <span className="absolute start-3 top-3 rounded-full bg-accent px-3 py-1 text-xs font-bold text-navy shadow">
            {t("featured")}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        {/* From the database, in the page's language when translated: dir="auto" keeps an
            untranslated English text left to right on an Arabic page. */}
        <h3 dir="auto" className="text-lg font-semibold text-navy">
          {course.title}
        </h3>
        <p className="mt-1 text-lg">
          <span className="sr-only">{t("price")} </span>
          <CoursePrice
            priceCents={course.priceCents}
            discountPriceCents={course.discountPriceCents}
          />
        </p>
        <p dir="auto" className="mt-2 line-clamp-3 text-sm text-muted">
          {course.description}
        </p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-5 text-sm">
          <span className="text-muted">{t("length", { duration: formatLength(course.totalHours * 3600, locale) })}</span>
          <SiteLink
            href={`/courses/${encodeURIComponent(course.id)}`}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t("learnMore")}
            <span className="sr-only"> {t("learnMoreAbout", { title: course.title })}</span>{" "}
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              →
            </span>
          </SiteLink>
        </div>
      </div>
    </article>
  );
}
