"use client";

import "~/styles/globals.css";

/**
 * Replaces the root layout when that fails itself, so it brings its own <html> and styles. Its
 * script loads with every page and it almost never shows: plain markup, no shared components.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh items-center justify-center bg-cream px-4 text-center text-navy">
        <title>Something went wrong</title>
        <main>
          <h1 className="text-2xl font-bold">Sorry, this page could not be loaded</h1>
          <p className="mt-3 text-muted">A problem on our side stopped it. Please try again in a moment.</p>
          <button type="button" onClick={retry} className="mt-8 rounded-full bg-primary px-6 py-3 font-semibold text-white">
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
