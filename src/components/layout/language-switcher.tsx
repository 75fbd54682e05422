"use client";

import { clsx } from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { usePathname } from "~/i18n/navigation";
import { localeNames, locales, type Locale } from "~/i18n/locales";

/**
 * The same page in the other languages. Plain links, a full page load: the language changes the
 * document's direction and font. English goes through /en/…, which next-intl redirects to the
 * unprefixed address after remembering the choice in the NEXT_LOCALE cookie.
 */
export function LanguageSwitcher({ className, tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  const current = useLocale() as Locale;
  const t = useTranslations("common.language");
  const path = usePathname();
  return (
    <nav aria-label={t("label")} className={className}>
      <ul className="flex items-center gap-1">
        {locales.map((locale) => {
          const active = locale === current;
          return (
            <li key={locale}>
              <a
                href={`/${locale}${path === "/" ? "" : path}`}
                hrefLang={locale}
                lang={locale}
                aria-current={active ? "true" : undefined}
                className={clsx(
                  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-2.5 text-sm",
                  active
                    ? tone === "dark"
                      ? "bg-white/15 font-semibold text-white"
                      : "bg-primary-50 font-semibold text-primary"
                    : tone === "dark"
                      ? "text-slate-200 hover:text-white hover:underline"
                      : "text-navy hover:text-primary hover:underline",
                )}
              >
                {localeNames[locale]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
