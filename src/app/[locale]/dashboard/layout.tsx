import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { ClientMessages } from "~/components/layout/client-messages";
import { loginUrlFor } from "~/components/account/safe-next-path";
import { SessionSync } from "~/components/account/session-sync";
import { DashboardNav } from "~/components/dashboard/dashboard-nav";
import { WelcomeMessage } from "~/components/dashboard/welcome-message";
import { containerClasses } from "~/components/ui/container";
import { localePath, type Locale } from "~/i18n/locales";
import { Link } from "~/i18n/navigation";
import { Logo } from "~/components/ui/logo";
import { SkipLink } from "~/components/ui/skip-link";
import { TRPCReactProvider } from "~/trpc/react";
import { api } from "~/trpc/server";

// Signed-in pages are rendered per request, whole (after the session check).
export const instant = false;

/**
 * The dashboard guard (spec §2): the session is checked on the server before anything renders, so
 * there is no 'Loading...' flash; without a user the visitor goes to /login and comes back after.
 */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const user = await api.users.me();
  if (!user) {
    const locale = (await getLocale()) as Locale;
    redirect(localePath(locale, loginUrlFor((await headers()).get("x-pathname") ?? localePath(locale, "/dashboard"))));
  }

  return (
    <TRPCReactProvider>
      <ClientMessages parts={["dashboard", "courses", "account", "validation"]}>
        <div className="flex min-h-dvh flex-col bg-cream">
          <SkipLink />
          <SessionSync serverUser={user} />
          <header className="border-b border-orange-100 bg-white">
            <div className={`${containerClasses} flex min-h-16 flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2`}>
              <Link href="/" className="rounded-lg">
                <Logo />
              </Link>
              <WelcomeMessage firstName={user.firstName} className="min-w-0 text-sm font-semibold break-words text-navy sm:text-base" />
            </div>
          </header>
          <div className={`${containerClasses} flex flex-1 flex-col gap-6 py-6 md:flex-row md:py-10`}>
            <aside className="md:w-56 md:shrink-0">
              <div className="rounded-2xl bg-white p-2 shadow-sm md:p-3">
                <DashboardNav />
              </div>
            </aside>
            <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
              {children}
            </main>
          </div>
        </div>
      </ClientMessages>
    </TRPCReactProvider>
  );
}
