import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React runs the page. A control whose
 * work needs script (it has no link or form to fall back on) is disabled until then: a tap before
 * the scripts arrive is visibly not taken, rather than silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
