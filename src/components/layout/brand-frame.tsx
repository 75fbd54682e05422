import type { ReactNode } from "react";
import { SiteLink } from "~/components/layout/site-link";
import { containerClasses } from "~/components/ui/container";
import { Logo } from "~/components/ui/logo";
import { SkipLink } from "~/components/ui/skip-link";
import { clinic } from "~/config/clinic";

/**
 * A small branded page without the site's header and footer: payment results, 404 and
 * error pages. The logo links home; the content sits in a centred card.
 */
export function BrandFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-cream">
      <SkipLink />
      <header className="border-b border-orange-100 bg-white">
        <div className={`${containerClasses} flex h-16 items-center`}>
          <SiteLink href="/" className="rounded-lg">
            <Logo />
          </SiteLink>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 items-center justify-center px-4 py-12 focus:outline-none">
        <div className="w-full max-w-lg rounded-3xl bg-white p-8 text-center shadow-xl shadow-navy/5 sm:p-10">
          {children}
        </div>
      </main>
      <footer className="py-6 text-center text-sm text-muted">
        <p>
          {clinic.name} ·{" "}
          <a href={`tel:${clinic.phone.e164}`} className="underline-offset-4 hover:underline">
            <bdi dir="ltr">{clinic.phone.display}</bdi>
          </a>
        </p>
      </footer>
    </div>
  );
}
