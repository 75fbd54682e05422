"use client";

import "@fontsource-variable/inter";
import "~/styles/globals.css";

import { BrandFrame } from "~/components/layout/brand-frame";
import { ErrorPanel, errorDigest } from "~/components/ui/error-panel";
import { clinic } from "~/config/clinic";

/** Replaces the root layout when that fails itself, so it brings its own <html> and styles. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body>
        <title>{`Something went wrong | ${clinic.name}`}</title>
        <BrandFrame>
          <ErrorPanel digest={errorDigest(error)} onRetry={retry} />
        </BrandFrame>
      </body>
    </html>
  );
}
