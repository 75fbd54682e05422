"use client";

import { usePathname } from "next/navigation";
import { useLogout } from "~/components/account/use-logout";
import { SideNavLink } from "~/components/ui/side-nav-link";
import { areasFor, type StaffRole } from "./back-office-areas";

/** The back-office's links (those the role may open) and Sign out; a scrolling row on phones and tablets. */
export function BackOfficeNav({ role }: { role: StaffRole }) {
  const pathname = usePathname();
  const logout = useLogout("/admin/login");
  return (
    <nav aria-label="Back-office">
      <ul className="flex gap-1 overflow-x-auto lg:flex-col">
        {areasFor(role).map((area) => (
          <SideNavLink
            key={area.href}
            href={area.href}
            label={area.label}
            active={area.href === "/admin" ? pathname === "/admin" : pathname === area.href || pathname.startsWith(`${area.href}/`)}
          />
        ))}
        <li className="lg:mt-2 lg:border-t lg:border-slate-200 lg:pt-2">
          <button
            type="button"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
            className="block w-full rounded-xl px-4 py-2.5 text-left text-sm font-medium whitespace-nowrap text-navy hover:bg-cream disabled:opacity-70"
          >
            {logout.isPending ? "Signing out..." : "Sign out"}
          </button>
        </li>
      </ul>
    </nav>
  );
}
