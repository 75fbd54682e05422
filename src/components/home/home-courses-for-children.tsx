"use client";

import { lazy, Suspense } from "react";
import { useStoredUser } from "~/components/account/session-store";

const Recommended = lazy(() => import("./home-courses-for-children-list").then((m) => ({ default: m.HomeCoursesForChildrenList })));

/**
 * The home page's courses for a signed-in parent's children (decision 054). The page is prerendered
 * and the same for every visitor: this island renders nothing on the server and for guests, and
 * only for a parent this browser knows (the stored profile, as the header's account entry) loads
 * the list and asks the server for it. A guest downloads none of it.
 */
export function HomeCoursesForChildren() {
  const user = useStoredUser();
  if (user?.role !== "parent") return null;
  return (
    <Suspense fallback={null}>
      <Recommended userId={user.id} />
    </Suspense>
  );
}
