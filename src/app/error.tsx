"use client";

import { ErrorPanel, errorDigest } from "~/components/ui/error-panel";

/**
 * The error page of every route. Its script loads with every page, so it stays small: no site
 * config, no router links, just the panel in a plain frame (the home link is a full page load).
 */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <main id="main" tabIndex={-1} className="flex min-h-dvh items-center justify-center bg-cream px-4 py-12 focus:outline-none">
      <title>Something went wrong</title>
      <div className="w-full max-w-lg rounded-3xl bg-white p-8 text-center shadow-xl shadow-navy/5 sm:p-10">
        <ErrorPanel digest={errorDigest(error)} onRetry={retry} />
      </div>
    </main>
  );
}
