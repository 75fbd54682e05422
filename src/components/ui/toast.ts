"use client";

import { useSyncExternalStore } from "react";

/**
 * The one way the UI shows a toast. react-hot-toast and its renderer load with the first toast,
 * not with every page: most visits never see one, and the public pages keep a small script budget.
 */
type Kind = "blank" | "success" | "error";
/**
 * `id` replaces an earlier toast with the same id instead of stacking a copy. `quiet`: the page
 * already says it in a live region of its own, so the toast is not read out a second time.
 */
type Options = { id?: string; quiet?: boolean };

let requested = false;
const listeners = new Set<() => void>();

function show(kind: Kind, message: string, options?: Options): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  const { quiet, ...rest } = options ?? {};
  const shown = quiet ? { ...rest, ariaProps: { role: "status" as const, "aria-live": "off" as const } } : rest;
  void import("react-hot-toast").then(({ default: hotToast }) => {
    if (kind === "blank") hotToast(message, shown);
    else hotToast[kind](message, shown);
  });
}

export const toast = Object.assign((message: string, options?: Options) => show("blank", message, options), {
  success: (message: string, options?: Options) => show("success", message, options),
  error: (message: string, options?: Options) => show("error", message, options),
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether any toast was asked for yet, so the toaster host knows when to mount the renderer. */
export function useToastRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
