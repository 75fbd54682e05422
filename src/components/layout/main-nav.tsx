"use client";

import { clsx } from "clsx";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { mainNav } from "~/config/clinic";

export function isActivePath(pathname: string, href: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

/** The desktop navigation; the mobile menu renders the same list below lg. */
export function MainNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className="hidden lg:block">
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
                // A full page load on purpose (spec §2): /blogs is not a client route.
                <a href={item.href} className={className} aria-current={active ? "page" : undefined}>
                  {item.label}
                </a>
              ) : (
                <Link
                  href={item.href}
                  className={className}
                  aria-current={active ? "page" : undefined}
                >
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
