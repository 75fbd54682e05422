import "~/styles/globals.css";

import type { Metadata } from "next";
import { inter } from "~/app/fonts";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false },
};

/**
 * A 404 for addresses outside every root layout (the parents' pages answer their own, in their
 * language, from [locale]/not-found.tsx): a wrong back-office address, mostly.
 */
export default function GlobalNotFound() {
  return (
    <html lang="en" className={inter.variable}>
      <body className="flex min-h-dvh items-center justify-center bg-cream px-4 text-center text-navy">
        <main id="main">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Error 404</p>
          <h1 className="mt-2 text-2xl font-bold">Page not found</h1>
          <p className="mt-3 text-muted">We couldn&apos;t find the page you were looking for.</p>
          <a href="/" className="mt-8 inline-flex min-h-11 items-center rounded-full bg-primary px-6 py-3 font-semibold text-white">
            Back to the home page
          </a>
        </main>
      </body>
    </html>
  );
}
