import { NextResponse, type NextRequest } from "next/server";

const CSRF_COOKIE = "XSRF-TOKEN";

/**
 * Passes the requested path on to server components (x-pathname), and gives every browser the double-submit CSRF token (spec §7: the client echoes the XSRF-TOKEN
 * cookie in X-XSRF-TOKEN). Readable by the page's script on purpose; it is not a secret from the
 * page, only from other sites.
 */
export function proxy(request: NextRequest) {
  // Server components cannot read the URL; the dashboard guard needs it to return after login.
  const headers = new Headers(request.headers);
  headers.set("x-pathname", request.nextUrl.pathname + request.nextUrl.search);
  const response = NextResponse.next({ request: { headers } });
  if (!request.cookies.get(CSRF_COOKIE)) {
    const bytes = crypto.getRandomValues(new Uint8Array(24));
    const token = btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    response.cookies.set(CSRF_COOKIE, token, {
      path: "/",
      sameSite: "lax",
      secure: request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https",
      httpOnly: false,
    });
  }
  return response;
}

export const config = {
  // Pages only: a browser gets its token with the first page it loads, and API calls stay fast.
  matcher: ["/((?!api/|_next/static|_next/image|images/|guides/|favicon|icon\\.svg|robots\\.txt|sitemap\\.xml).*)"],
};
