"use client";

import { Toaster } from "react-hot-toast";

/**
 * Spec §9: errors and plain toasts stay 4000 ms, successes 2000 ms, loading toasts until
 * dismissed. At most 20 toasts are held at once: that is react-hot-toast's own TOAST_LIMIT (20),
 * which the store applies to every toast added, so there is nothing to configure here.
 */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: 4000,
        blank: { duration: 4000 },
        error: { duration: 4000 },
        success: { duration: 2000 },
        loading: { duration: Number.POSITIVE_INFINITY },
        style: { color: "#1e293b", fontSize: "0.95rem" },
      }}
    />
  );
}
