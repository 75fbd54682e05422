"use client";

import { useLocale, useTranslations } from "next-intl";
import { localePath, type Locale } from "~/i18n/locales";

/** The server-side reference of an error, if it has one; never its message. */
function errorDigest(error: unknown): string | undefined {
  if (error && typeof error === "object" && "digest" in error && typeof error.digest === "string") {
    return error.digest;
  }
  return undefined;
}

// The look of buttonClasses("primary" | "secondary", "md"), written out: this boundary's script
// loads with every page, so it imports only the catalogue's hooks, already on every page.
const button = "inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold sm:text-base";

/**
 * What a visitor sees when a page fails. The error itself is never shown: its message or stack may
 * carry internals. The digest is a reference the server logs carry too. The home link is a full
 * page load on purpose: after an error it is the surest way back.
 */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const digest = errorDigest(error);
  const t = useTranslations("common.error");
  const locale = useLocale() as Locale;
  return (
    <main id="main" tabIndex={-1} className="flex min-h-dvh items-center justify-center bg-cream px-4 py-12 focus:outline-none">
      <title>{t("eyebrow")}</title>
      <div className="w-full max-w-lg rounded-3xl bg-white p-8 text-center shadow-xl shadow-navy/5 sm:p-10">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t("eyebrow")}</p>
        <h1 className="mt-2 text-2xl font-bold text-navy sm:text-3xl">{t("title")}</h1>
        <p className="mt-3 text-muted">{t("body")}</p>
        {digest ? <p className="mt-3 text-xs text-muted">{t("reference", { digest })}</p> : null}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <button type="button" onClick={retry} className={`${button} bg-primary text-white hover:bg-primary-dark`}>
            {t("retry")}
          </button>
          <a href={localePath(locale, "/")} className={`${button} border-2 border-primary bg-white text-primary hover:bg-primary-50`}>
            {t("home")}
          </a>
        </div>
      </div>
    </main>
  );
}
