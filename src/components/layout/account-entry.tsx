"use client";

import { clsx } from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { setStoredUser, useStoredUser, type StoredUser } from "~/components/account/session-store";
import { UserIcon } from "~/components/courses/course-icons";
import { toast } from "~/components/ui/toast";
import { localePath, type Locale } from "~/i18n/locales";
import { loadTRPCClient } from "~/trpc/load-client";

/** Where "My dashboard" goes: a parent's dashboard, or the back-office for the clinic's staff. */
function dashboardPath(user: StoredUser, locale: Locale): string {
  return user.role === "parent" ? localePath(locale, "/dashboard") : "/admin";
}

function shownName(user: StoredUser): string {
  return user.firstName.trim() || user.email;
}

/** Ends the session from any public page; the parent stays where they are, signed out. */
function useSignOut() {
  const t = useTranslations("common.account");
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    try {
      const client = await loadTRPCClient();
      await client.users.logout.mutate();
      setStoredUser(null);
      toast.success(t("signedOut"));
    } catch {
      toast.error(t("signOutFailed"));
    } finally {
      setBusy(false);
    }
  }
  return { busy, signOut };
}

// Medium weight only where the words show (sm up): on a phone they are for screen readers, and a
// weight no other text of the first screen uses would be one more Arabic font file to download.
const barLink =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 text-[0.95rem] text-navy hover:bg-cream hover:text-primary sm:font-medium";

/**
 * The header's way into an account. The page around it is prerendered and shared by every
 * visitor, so it never carries a name: the server (and a browser without scripts) renders "Log in",
 * and once the page runs, the profile this browser keeps (spec §9, checked against the session by
 * the session check) turns it into the parent's first name with their dashboard and Sign out.
 * Below sm only the icon shows, with its words for screen readers.
 */
export function AccountEntry() {
  const t = useTranslations("common.account");
  const locale = useLocale() as Locale;
  const user = useStoredUser();
  const [open, setOpen] = useState(false);
  const { busy, signOut } = useSignOut();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    }
    function onPointerDown(event: PointerEvent) {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);

  if (!user) {
    return (
      <a href={localePath(locale, "/login")} className={barLink} data-testid="account-entry">
        <UserIcon size={20} className="shrink-0" />
        <span className="sr-only sm:not-sr-only">{t("login")}</span>
      </a>
    );
  }

  const name = shownName(user);
  return (
    <div ref={root} className="relative" data-testid="account-entry">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={clsx(barLink, "max-w-48", open && "bg-cream")}
      >
        <UserIcon size={20} className="shrink-0 text-primary" />
        <span className="sr-only">{t("menuOf", { name })}</span>
        <bdi aria-hidden="true" className="hidden truncate sm:inline">
          {name}
        </bdi>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute end-0 top-full z-50 mt-2 w-64 rounded-2xl bg-white p-2 text-sm shadow-xl ring-1 shadow-navy/10 ring-slate-200"
      >
        <p className="px-3 py-2 break-words text-muted">{t.rich("signedInAs", { name, b: (chunks) => <bdi className="font-semibold text-navy">{chunks}</bdi> })}</p>
        <a href={dashboardPath(user, locale)} className="flex min-h-11 items-center rounded-xl px-3 font-medium text-navy hover:bg-cream">
          {t("dashboard")}
        </a>
        <button
          type="button"
          onClick={() => void signOut().then(() => setOpen(false))}
          disabled={busy}
          aria-busy={busy}
          className="flex min-h-11 w-full items-center rounded-xl px-3 text-start font-medium text-navy hover:bg-cream disabled:cursor-wait disabled:opacity-70"
        >
          {busy ? t("signingOut") : t("signOut")}
        </button>
      </div>
    </div>
  );
}

const menuLink = "block rounded-xl px-4 py-3 text-base font-medium text-navy hover:bg-cream";

/** The same entry in the phone menu: Log in and Create an account, or the name, dashboard and Sign out. */
export function MenuAccountEntry() {
  const t = useTranslations("common.account");
  const locale = useLocale() as Locale;
  const user = useStoredUser();
  const { busy, signOut } = useSignOut();
  if (!user) {
    return (
      <ul className="mt-2 flex flex-col gap-1 border-t border-slate-200 pt-2" aria-label={t("myAccount")}>
        <li>
          <a href={localePath(locale, "/login")} className={menuLink}>
            {t("login")}
          </a>
        </li>
        <li>
          <a href={localePath(locale, "/register")} className={menuLink}>
            {t("register")}
          </a>
        </li>
      </ul>
    );
  }
  return (
    <ul className="mt-2 flex flex-col gap-1 border-t border-slate-200 pt-2" aria-label={t("myAccount")}>
      <li className="px-4 py-2 text-sm break-words text-muted">
        {t.rich("signedInAs", { name: shownName(user), b: (chunks) => <bdi className="font-semibold text-navy">{chunks}</bdi> })}
      </li>
      <li>
        <a href={dashboardPath(user, locale)} className={menuLink}>
          {t("dashboard")}
        </a>
      </li>
      <li>
        <button type="button" onClick={() => void signOut()} disabled={busy} aria-busy={busy} className={clsx(menuLink, "w-full text-start disabled:cursor-wait disabled:opacity-70")}>
          {busy ? t("signingOut") : t("signOut")}
        </button>
      </li>
    </ul>
  );
}
