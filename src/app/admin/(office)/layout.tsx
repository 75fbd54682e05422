import Link from "next/link";
import type { ReactNode } from "react";
import { BackOfficeNav } from "~/components/admin/back-office-nav";
import { requireStaff } from "~/components/admin/require-staff";
import { containerClasses } from "~/components/ui/container";
import { Logo } from "~/components/ui/logo";
import { SkipLink } from "~/components/ui/skip-link";
import { videoVisitsArePublic } from "~/server/video/get-video-provider";

// Per request, whole: nothing of the back-office renders before the session is checked.
export const instant = false;

/**
 * The back-office frame. Without a back-office session (a parent, or staff signed in on the
 * public site only) the visitor goes to the staff sign-in, then back. Each procedure checks the
 * role again on the server; this guard only spares a page that could show nothing.
 */
export default async function BackOfficeLayout({ children }: { children: ReactNode }) {
  const staff = await requireStaff();

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className={`${containerClasses} flex min-h-16 flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2`}>
          <Link href="/admin" className="rounded-lg">
            <Logo />
          </Link>
          <p className="text-sm text-muted">
            <span className="font-semibold text-navy">
              {staff.firstName} {staff.lastName}
            </span>{" "}
            · {staff.role === "admin" ? "Admin" : "Reception"}
          </p>
        </div>
      </header>
      {/* The menu goes to the side from 1024 px: on a tablet the pages (the agenda's week) need the width. */}
      <div className={`${containerClasses} flex flex-1 flex-col gap-6 py-6 lg:flex-row lg:py-8`}>
        <aside className="lg:w-56 lg:shrink-0">
          <div className="rounded-2xl bg-white p-2 shadow-sm lg:p-3">
            <BackOfficeNav role={staff.role} />
          </div>
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          {videoVisitsArePublic() ? (
            <p role="note" className="mb-4 rounded-2xl bg-amber-50 p-4 text-sm text-navy ring-1 ring-amber-300" data-testid="public-video-warning">
              <strong>Video visits are on the public meet.jit.si (VIDEO_PROVIDER=public-jitsi).</strong> Anyone who learns a room&rsquo;s
              name can enter it, and calls are cut short: it is for a demo. Set VIDEO_PROVIDER to jaas or jitsi with their keys (README,
              &ldquo;Video visits&rdquo;).
            </p>
          ) : null}
          {children}
        </main>
      </div>
    </div>
  );
}
