"use client";

import { usePathname } from "next/navigation";
import { SideNavLink } from "~/components/ui/side-nav-link";
import { LogoutButton } from "./logout-button";

const items = [
  { href: "/dashboard/browse", label: "Buy Courses" },
  { href: "/dashboard/my-courses", label: "My Courses" },
  { href: "/dashboard/appointments", label: "My Appointments" },
] as const;

/** The dashboard sidebar (spec §2): Buy Courses, My Courses, My Appointments and Logout. */
export function DashboardNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Dashboard">
      <ul className="flex flex-wrap gap-1 md:flex-col">
        {items.map((item) => (
          <SideNavLink key={item.href} href={item.href} label={item.label} active={pathname === item.href || pathname.startsWith(`${item.href}/`)} />
        ))}
        <li className="md:mt-2 md:border-t md:border-slate-200 md:pt-2">
          <LogoutButton />
        </li>
      </ul>
    </nav>
  );
}
