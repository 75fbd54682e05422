"use client";

import { clsx } from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { ClientLink } from "~/components/layout/client-link";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { CloseIcon, MenuIcon } from "~/components/icons/social-icons";
import { isActivePath } from "~/components/layout/main-nav";
import { mainNav } from "~/config/navigation";
import { localePath, type Locale } from "~/i18n/locales";
import { usePathname } from "~/i18n/navigation";

/** One header per page, so a fixed id is unique and easy to target. */
const PANEL_ID = "mobile-menu";

/**
 * Disclosure menu below lg: the button toggles it, Escape closes it (focus goes back to the
 * button), and following a client-side link or any route change closes it. `account` (the way
 * into an account) follows the links; `children` (the clinic's hours and contacts, rendered on the
 * server) sit under them.
 */
export function MobileMenu({ account, children }: { account?: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const locale = useLocale() as Locale;
  const t = useTranslations("common.nav");
  const [lastPathname, setLastPathname] = useState(pathname);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Closing on navigation during render (not in an effect) avoids a frame with the stale menu.
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div className="lg:hidden">
      {/* The toggle is a form whose action is a function: a tap before the page's scripts run is
          held by React and replayed once they have (decision 019). */}
      <form action={() => setOpen((value) => !value)}>
        <button
          ref={buttonRef}
          type="submit"
          aria-expanded={open}
          aria-controls={PANEL_ID}
          className="inline-flex size-11 items-center justify-center rounded-full text-navy hover:bg-cream"
        >
          {open ? <CloseIcon size={26} /> : <MenuIcon size={26} />}
          <span className="sr-only">{open ? t("closeMenu") : t("openMenu")}</span>
        </button>
      </form>

      <div
        id={PANEL_ID}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-xl shadow-navy/10"
      >
        <nav aria-label={t("mobile")} className="px-4 py-4 sm:px-6">
          <ul className="flex flex-col gap-1">
            {mainNav.map((item) => {
              const label = t("mobileLabel" in item ? item.mobileLabel : item.label);
              const active = isActivePath(pathname, item.href);
              const className = clsx(
                "block rounded-xl px-4 py-3 text-base font-medium",
                active ? "bg-primary-50 text-primary" : "text-navy hover:bg-cream",
              );
              return (
                <li key={item.href}>
                  {"plain" in item && item.plain ? (
                    <a href={localePath(locale, item.href)} className={className} aria-current={active ? "page" : undefined}>
                      {label}
                    </a>
                  ) : (
                    <ClientLink href={item.href} className={className} aria-current={active ? "page" : undefined}>
                      {label}
                    </ClientLink>
                  )}
                </li>
              );
            })}
          </ul>
          {account}
          {children}
        </nav>
      </div>
    </div>
  );
}
