import { useTranslations } from "next-intl";
import { buttonClasses } from "~/components/ui/button-classes";
import type { Guide } from "~/config/guides";
import { GuideDownloadLink } from "./guide-download-link";

/**
 * A free guide. Its title, description and category are shown in the page's language (home.guides);
 * the PDF itself is in English, which the card says on French and Arabic pages.
 */
export function GuideCard({ guide }: { guide: Guide }) {
  const t = useTranslations("home.guides");
  const title = t(`items.${guide.slug}.title`);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-md ring-1 shadow-navy/5 ring-slate-200/70">
      <div className="aspect-[16/10] bg-primary-50">
        {/* eslint-disable-next-line @next/next/no-img-element -- local SVG art with fixed box */}
        <img
          src={guide.imageUrl}
          alt=""
          width={480}
          height={300}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="w-fit rounded-full bg-primary-50 px-3 py-1 text-xs font-semibold text-primary">
          {t(`category.${guide.categoryKey}`)}
        </p>
        <h3 className="mt-4 text-lg font-semibold text-navy">{title}</h3>
        <p className="mt-2 text-sm text-muted">{t(`items.${guide.slug}.description`)}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-6">
          <span className="text-sm text-muted">{t("pages", { pages: guide.pages })}</span>
          <GuideDownloadLink
            href={guide.downloadUrl}
            fileName={`${guide.slug}.pdf`}
            hrefLang="en"
            className={buttonClasses("secondary", "sm")}
          >
            {t("download")}
            <span className="sr-only"> {t("downloadWhat", { title })}</span>
          </GuideDownloadLink>
        </div>
      </div>
    </article>
  );
}
