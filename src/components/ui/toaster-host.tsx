"use client";

import { lazy, Suspense } from "react";
import { useToastRequested } from "./toast";

const AppToaster = lazy(() => import("./app-toaster").then((m) => ({ default: m.AppToaster })));

/** Sits in the root layout; mounts the toast renderer once the first toast is asked for. */
export function ToasterHost() {
  const requested = useToastRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
