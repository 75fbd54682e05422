"use client";

import { useLocale, useTranslations } from "next-intl";
import { SideNavLink } from "~/components/ui/side-nav-link";
import { localePath, type Locale } from "~/i18n/locales";
import { usePathname } from "~/i18n/navigation";
import { LogoutButton } from "./logout-button";

const items = [
  { href: "/dashboard/browse", key: "browse" },
  { href: "/dashboard/my-courses", key: "myCourses" },
  { href: "/dashboard/appointments", key: "appointments" },
  { href: "/dashboard/family", key: "family" },
  { href: "/dashboard/data", key: "myData" },
] as const;

/** The dashboard sidebar (spec §2): Buy Courses, My Courses, My Appointments, My family, My data and Logout. */
export function DashboardNav() {
  const t = useTranslations("dashboard.nav");
  const locale = useLocale() as Locale;
  // The path without its language prefix.
  const pathname = usePathname();
  return (
    <nav aria-label={t("label")}>
      <ul className="flex flex-wrap gap-1 md:flex-col">
        {items.map((item) => (
          <SideNavLink
            key={item.href}
            href={localePath(locale, item.href)}
            label={t(item.key)}
            active={pathname === item.href || pathname.startsWith(`${item.href}/`)}
          />
        ))}
        <li className="md:mt-2 md:border-t md:border-slate-200 md:pt-2">
          <LogoutButton />
        </li>
      </ul>
    </nav>
  );
}
