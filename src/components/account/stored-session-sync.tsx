"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { STORED_USER_KEY } from "./stored-user-key";

const SessionSync = lazy(() => import("./session-sync").then((m) => ({ default: m.SessionSync })));

/**
 * The root layout's session check. Only a browser that keeps a user needs it (and its script):
 * most visitors of the public pages never logged in.
 */
export function StoredSessionSync() {
  // Read once after hydration; a user stored later (a login) comes with pages that sync anyway.
  const needed = useSyncExternalStore(ignoreChanges, userIsStored, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SessionSync />
    </Suspense>
  );
}

const ignoreChanges = () => () => undefined;

function userIsStored(): boolean {
  try {
    return window.localStorage.getItem(STORED_USER_KEY) !== null;
  } catch {
    // Blocked storage: nothing is stored, so there is nothing to keep in step.
    return false;
  }
}
