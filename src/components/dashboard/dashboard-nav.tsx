"use client";

import { clsx } from "clsx";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { LogoutButton } from "./logout-button";

const items = [
  { href: "/dashboard/browse", label: "Buy Courses" },
  { href: "/dashboard/my-courses", label: "My Courses" },
] as const;

/** The dashboard sidebar (spec §2): Buy Courses, My Courses and Logout. */
export function DashboardNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Dashboard">
      <ul className="flex flex-wrap gap-1 md:flex-col">
        {items.map((item) => {
          const active = pathname === item.href || pathname.startsWith(`${item.href}/`);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={clsx(
                  "block rounded-xl px-4 py-2.5 text-sm font-medium whitespace-nowrap",
                  active ? "bg-primary text-white" : "text-navy hover:bg-cream",
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
        <li className="md:mt-2 md:border-t md:border-slate-200 md:pt-2">
          <LogoutButton />
        </li>
      </ul>
    </nav>
  );
}
