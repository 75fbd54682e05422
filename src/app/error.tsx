"use client";

import { BrandFrame } from "~/components/layout/brand-frame";
import { ErrorPanel, errorDigest } from "~/components/ui/error-panel";
import { clinic } from "~/config/clinic";

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <BrandFrame>
      <title>{`Something went wrong | ${clinic.name}`}</title>
      <ErrorPanel digest={errorDigest(error)} onRetry={retry} />
    </BrandFrame>
  );
}
