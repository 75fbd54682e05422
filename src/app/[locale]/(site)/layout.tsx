import type { ReactNode } from "react";
import { SiteFooter } from "~/components/layout/site-footer";
import { PerRequestPart } from "~/components/layout/per-request-part";
import { SiteHeader } from "~/components/layout/site-header";
import { SkipLink } from "~/components/ui/skip-link";

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <PerRequestPart />
    </div>
  );
}
