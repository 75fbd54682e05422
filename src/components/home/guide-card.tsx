import { useTranslations } from "next-intl";
import { buttonClasses } from "~/components/ui/button-classes";
import type { Guide } from "~/config/guides";
import { GuideDownloadLink } from "./guide-download-link";

/**
 * A free guide. Its title and description are the staff's, in the page's language (decision 034),
 * its category a label of the catalogue (home.guides.category); the PDF itself is in English, which
 * the card says on French and Arabic pages. Without `texts` (while they stream in) the card keeps
 * their place and its download link works already.
 */
export function GuideCard({ guide, texts }: { guide: Guide; texts: { title: string; description: string } | null }) {
  const t = useTranslations("home.guides");
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
        {texts ? (
          <>
            <h3 className="mt-4 text-lg font-semibold text-navy">{texts.title}</h3>
            <p className="mt-2 text-sm text-muted">{texts.description}</p>
          </>
        ) : (
          <div aria-hidden="true" className="mt-4 flex flex-col gap-2">
            <div className="h-6 w-3/4 rounded bg-cream" />
            <div className="h-16 rounded bg-cream" />
          </div>
        )}
        <div className="mt-auto flex items-center justify-between gap-3 pt-6">
          <span className="text-sm text-muted">{t("pages", { pages: guide.pages })}</span>
          <GuideDownloadLink
            href={guide.downloadUrl}
            fileName={`${guide.slug}.pdf`}
            hrefLang="en"
            className={buttonClasses("secondary", "sm")}
          >
            {t("download")}
            {texts ? <span className="sr-only"> {t("downloadWhat", { title: texts.title })}</span> : null}
          </GuideDownloadLink>
        </div>
      </div>
    </article>
  );
}
