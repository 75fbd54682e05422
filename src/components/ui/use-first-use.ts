import { useEffect, useRef, type RefObject } from "react";

/**
 * Calls `start` once, when the parent first uses the form around `ref` (focus enters it, a finger
 * or pointer presses in it), or at once if the focus was already inside when the page began to run
 * (typed or autofilled before the scripts came). Code that only a form in use needs (the phone
 * field's library, the booking schema) loads then rather than as the page loads, where its parsing
 * would hold up a phone that is still showing the page (decision 060).
 */
export function useOnFirstUse(ref: RefObject<HTMLElement | null>, start: () => void): void {
  const latest = useRef(start);
  useEffect(() => {
    latest.current = start;
  });
  useEffect(() => {
    const area = ref.current?.closest("form") ?? ref.current;
    if (!area) return;
    if (area.contains(document.activeElement)) {
      latest.current();
      return;
    }
    const controller = new AbortController();
    const go = () => {
      controller.abort();
      latest.current();
    };
    area.addEventListener("focusin", go, { signal: controller.signal });
    area.addEventListener("pointerdown", go, { signal: controller.signal });
    return () => controller.abort();
  }, [ref]);
}
