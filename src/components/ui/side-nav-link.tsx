import { clsx } from "clsx";
import Link from "next/link";

/** A link of a signed-in area's side menu (dashboard, back-office); the current page is marked. */
export function SideNavLink({ href, label, active }: { href: string; label: string; active: boolean }) {
  return (
    <li>
      <Link
        href={href}
        aria-current={active ? "page" : undefined}
        className={clsx("block rounded-xl px-4 py-2.5 text-sm font-medium whitespace-nowrap", active ? "bg-primary text-white" : "text-navy hover:bg-cream")}
      >
        {label}
      </Link>
    </li>
  );
}
