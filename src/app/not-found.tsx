import type { Metadata } from "next";
import { BrandFrame } from "~/components/layout/brand-frame";
import { PerRequestPart } from "~/components/layout/per-request-part";
import { buttonClasses } from "~/components/ui/button-classes";

export const metadata: Metadata = {
  title: "Page not found",
  description: "The page you were looking for does not exist.",
};

export default function NotFound() {
  return (
    <BrandFrame>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">Error 404</p>
      <h1 className="mt-2 text-2xl font-bold text-navy sm:text-3xl">Page not found</h1>
      <p className="mt-3 text-muted">
        We couldn&apos;t find the page you were looking for. It may have moved, or the link may be
        mistyped.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <a href="/" className={buttonClasses("primary", "md")}>
          Back to the home page
        </a>
        <a href="/appointment" className={buttonClasses("secondary", "md")}>
          Book an appointment
        </a>
      </div>
      <PerRequestPart />
    </BrandFrame>
  );
}
