import type { NextRequest } from "next/server";

import { loginUrlFor, safeNextPath } from "~/components/account/safe-next-path";
import { localePath, splitLocalePath } from "~/i18n/locales";
import { blogPostExists } from "~/lib/blog";
import { hasSignedSessionToken } from "~/server/auth/session";
import { unsubscribeTokenValid } from "~/server/services/newsletter/subscribe-to-newsletter";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type PageGateDecision = { redirectTo: URL } | { notFound: true } | null;

/**
 * The answers a page must give before it starts (decision 022). Pages stream from a prerendered
 * frame, so once one renders its status is 200: a redirect or a 404 decided inside it reaches the
 * browser as a client-side redirect or a "noindex" page. What can be decided from the request
 * alone is decided here, with the real status: the dashboard without a valid session token goes
 * to the login page (307), the back-office to the staff sign-in, and addresses that cannot name anything (a malformed course id, an
 * unknown article, a forged unsubscribe link) are 404s.
 */
export async function pageGate(request: NextRequest): Promise<PageGateDecision> {
  const { pathname, searchParams } = request.nextUrl;
  // Parents' pages are the same in every language: /fr/dashboard is gated like /dashboard.
  const { locale, path } = splitLocalePath(pathname);
  if (path === "/dashboard" || path.startsWith("/dashboard/")) {
    if (await hasSignedSessionToken(request.headers)) return null;
    return { redirectTo: new URL(localePath(locale, loginUrlFor(pathname + request.nextUrl.search)), request.url) };
  }
  if ((pathname === "/admin" || pathname.startsWith("/admin/")) && pathname !== "/admin/login") {
    if (await hasSignedSessionToken(request.headers)) return null;
    const next = safeNextPath(pathname + request.nextUrl.search);
    return { redirectTo: new URL(next ? `/admin/login?next=${encodeURIComponent(next)}` : "/admin/login", request.url) };
  }
  const course = /^\/courses\/([^/]+)$/.exec(path);
  if (course && course[1] !== "status" && !UUID.test(course[1] ?? "")) return { notFound: true };
  const article = /^\/blogs\/([^/]+)$/.exec(path);
  if (article && !blogPostExists(article[1] ?? "")) return { notFound: true };
  const unsubscribe = /^\/newsletter\/unsubscribe\/([^/]+)$/.exec(path);
  if (unsubscribe && !unsubscribeTokenValid(unsubscribe[1] ?? "", searchParams.get("t"))) return { notFound: true };
  return null;
}
