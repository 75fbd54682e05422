import "server-only";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { safeNextPath } from "~/components/account/safe-next-path";
import { api } from "~/trpc/server";

/**
 * The staff member of a back-office request, or a redirect to the staff sign-in. The layout and
 * each page call it before their data (they render in parallel, so the layout alone would not stop
 * a page's own calls); it runs once per request. The procedures check the role again.
 */
export const requireStaff = cache(async () => {
  const staff = await api.admin.signIn.current();
  if (!staff || staff.role === "parent") {
    const next = safeNextPath((await headers()).get("x-pathname"));
    redirect(next ? `/admin/login?next=${encodeURIComponent(next)}` : "/admin/login");
  }
  // Spelled out so the role type says it is staff.
  return { ...staff, role: staff.role };
});
