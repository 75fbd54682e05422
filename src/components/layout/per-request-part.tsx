import { Suspense } from "react";

import { AtRequestTime } from "./at-request-time";

/**
 * An empty part rendered per request, for a page that is otherwise prerendered whole. Next then
 * writes the page's inline scripts (its data and bootstrap) in the per-request part of the
 * answer, with the request's CSP nonce, instead of into the prerendered HTML, where no nonce can
 * be (decision 022). Pages rendered per request whole do not need it.
 */
export function PerRequestPart() {
  return (
    <Suspense fallback={null}>
      <AtRequestTime />
    </Suspense>
  );
}
