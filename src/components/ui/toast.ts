"use client";

import { useSyncExternalStore } from "react";

/**
 * The one way the UI shows a toast. react-hot-toast and its renderer load with the first toast,
 * not with every page: most visits never see one, and the public pages keep a small script budget.
 */
type Kind = "blank" | "success" | "error";
/** `id` replaces an earlier toast with the same id instead of stacking a copy. */
type Options = { id?: string };

let requested = false;
const listeners = new Set<() => void>();

function show(kind: Kind, message: string, options?: Options): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void import("react-hot-toast").then(({ default: hotToast }) => {
    if (kind === "blank") hotToast(message, options);
    else hotToast[kind](message, options);
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
