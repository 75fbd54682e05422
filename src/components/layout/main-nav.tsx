"use client";

import { clsx } from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { ClientLink } from "~/components/layout/client-link";
import { mainNav } from "~/config/navigation";
import { localePath, type Locale } from "~/i18n/locales";
import { usePathname } from "~/i18n/navigation";

export function isActivePath(pathname: string, href: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

/** The desktop navigation; the mobile menu renders the same list below lg. */
export function MainNav() {
  const pathname = usePathname();
  const locale = useLocale() as Locale;
  const t = useTranslations("common.nav");
  return (
    <nav aria-label={t("main")} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {mainNav.map((item) => {
          const active = isActivePath(pathname, item.href);
          const className = clsx(
            "rounded-full px-3.5 py-2 text-[0.95rem] font-medium transition-colors",
            active ? "bg-primary-50 text-primary" : "text-navy hover:bg-cream hover:text-primary",
          );
          return (
            <li key={item.href}>
              {"plain" in item && item.plain ? (
                <a href={localePath(locale, item.href)} className={className} aria-current={active ? "page" : undefined}>
                  {t(item.label)}
                </a>
              ) : (
                <ClientLink href={item.href} className={className} aria-current={active ? "page" : undefined}>
                  {t(item.label)}
                </ClientLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
