"use client";

import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import { useLogout } from "~/components/account/use-logout";

/** The sidebar's Logout: ends the session and goes to /login (spec §4). */
export function LogoutButton({ className }: { className?: string }) {
  const t = useTranslations("dashboard.nav");
  const logout = useLogout();
  const busy = logout.isPending || logout.isSuccess;
  return (
    <button
      type="button"
      onClick={() => logout.mutate()}
      disabled={busy}
      aria-busy={busy}
      className={clsx(
        "block w-full rounded-xl px-4 py-2.5 text-start text-sm font-medium whitespace-nowrap text-navy hover:bg-cream disabled:cursor-wait disabled:opacity-70",
        className,
      )}
    >
      {busy ? t("loggingOut") : t("logout")}
    </button>
  );
}
