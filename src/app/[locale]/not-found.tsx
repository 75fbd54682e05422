import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { BrandFrame } from "~/components/layout/brand-frame";
import { PerRequestPart } from "~/components/layout/per-request-part";
import { SiteLink } from "~/components/layout/site-link";
import { buttonClasses } from "~/components/ui/button-classes";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common.notFound");
  return { title: t("title"), description: t("description") };
}

/** The 404 page of a language: unknown addresses under /ar are answered in Arabic. */
export default function NotFound() {
  const t = useTranslations("common.notFound");
  return (
    <BrandFrame>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t("eyebrow")}</p>
      <h1 className="mt-2 text-2xl font-bold text-navy sm:text-3xl">{t("title")}</h1>
      <p className="mt-3 text-muted">{t("body")}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <SiteLink href="/" className={buttonClasses("primary", "md")}>
          {t("home")}
        </SiteLink>
        <SiteLink href="/appointment" className={buttonClasses("secondary", "md")}>
          {t("book")}
        </SiteLink>
      </div>
      <PerRequestPart />
    </BrandFrame>
  );
}
