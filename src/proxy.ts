import { NextRequest, NextResponse } from "next/server";
import createLocaleRouting from "next-intl/middleware";

import { env } from "~/env";
import { splitLocalePath } from "~/i18n/locales";
import { routing } from "~/i18n/routing";
import { AppError, appErrorResponse, NO_ENDPOINT_MESSAGE } from "~/server/errors";
import { apiFloodRefusal } from "~/server/http/api-flood-limit";
import { bodyRefusal, crossSiteRefusal } from "~/server/http/api-request-guard";
import { contentSecurityPolicy, newNonce, videoPermissionsPolicy } from "~/server/http/content-security-policy";
import { VIDEO_PAGE, videoOrigins } from "~/server/video/video-origins";
import { pageGate } from "~/server/http/page-gate";
import { isReadableAddress } from "~/server/http/readable-address";
import { unreadableAddressPage } from "~/server/http/unreadable-address-page";
import { requestIdOf } from "~/server/observability/request-context";
import { requestLocale } from "~/server/http/request-locale";
import { mediaOrigin } from "~/server/media/media-origin";

const CSRF_COOKIE = "XSRF-TOKEN";
const publicOrigin = new URL(env.PUBLIC_URL).origin;
/** The site's origin, and the localhost name of a loopback PUBLIC_URL (passkeys need a host name). */
const siteOrigins = [...new Set([publicOrigin, env.WEBAUTHN_ORIGIN])];
// A real deployment is https only: browsers remember it for two years, subdomains included.
const HSTS = publicOrigin.startsWith("https:") ? "max-age=63072000; includeSubDomains" : null;
const MEDIA_ORIGIN = mediaOrigin();
// The Mastercard Gateway's checkout.js is allowed on its hand-over page only (decision 030).
const MPGS_PAGE = /^\/pay\/mpgs\/[^/]+$/;
const VIDEO_ORIGINS = videoOrigins();
// next-intl's routing: an unprefixed address is English (rewritten to /en/…), a first visit may be
// sent to the language Accept-Language or the NEXT_LOCALE cookie asks for (decision 032).
const localeRouting = createLocaleRouting(routing);
/** A path whose last segment has an extension: a public file, never a page. */
const FILE_NAME = /\.[^/]+$/;

/**
 * In front of every page and API call. API calls: counted against the per-address flood limit,
 * refused when they come from another site or carry a body of the wrong type or size (decision
 * 015). Pages: the answers decided before rendering (page-gate.ts: login redirect, 404s), a
 * Content-Security-Policy with a fresh nonce (decision 022), the requested path for
 * server components (x-pathname), and the double-submit CSRF token (spec §7: the client echoes the
 * XSRF-TOKEN cookie in X-XSRF-TOKEN), readable by the page's script on purpose; it is not a secret
 * from the page, only from other sites. Parents' pages then go through next-intl's locale routing.
 * With an https PUBLIC_URL, every answer carries HSTS.
 */
export async function proxy(request: NextRequest) {
  const isApi = request.nextUrl.pathname.startsWith("/api/");
  const response =
    request.nextUrl.pathname === HEALTH_ALIAS
      ? NextResponse.rewrite(new URL("/api/healthz", request.url))
      : !isReadableAddress(request.nextUrl.pathname)
        ? unreadableAddress(request, isApi)
        : isApi
          ? await guardApiCall(request)
          : await preparePage(request);
  if (HSTS) response.headers.set("strict-transport-security", HSTS);
  // The id the reverse proxy gave the request (deploy/Caddyfile), echoed so that a parent's or a
  // monitor's report of an answer can be found in both logs.
  const requestId = requestIdOf(request.headers);
  if (requestId) response.headers.set("x-request-id", requestId);
  return response;
}

/**
 * The load balancer's short name for /api/healthz, rewritten here rather than in next.config.mjs:
 * with any rewrite in the config, Next matches every page address against the dynamic routes while
 * applying them, and a broken escape there (/pay/%ff) ends in its 500 before a page can answer.
 */
const HEALTH_ALIAS = "/healthz";

/** Only the catch-all page answers here, so Next renders the language's not-found page with a real 404. */
const NOT_FOUND_PATH = "_no-such-page";

/** An address with a broken percent-escape names nothing: the API's 404, or the not-found page of its language. */
function unreadableAddress(request: NextRequest, isApi: boolean): Response {
  const locale = isApi ? requestLocale(request.headers) : splitLocalePath(request.nextUrl.pathname).locale;
  if (isApi) return appErrorResponse(new AppError("NOT_FOUND", NO_ENDPOINT_MESSAGE), locale);
  return unreadableAddressPage(locale);
}

async function preparePage(request: NextRequest) {
  const gate = await pageGate(request);
  if (gate && "redirectTo" in gate) return NextResponse.redirect(gate.redirectTo, 307);
  const { pathname } = request.nextUrl;
  const { locale, path } = splitLocalePath(pathname);
  // Server components cannot read the URL; the dashboard guard needs it to return after login.
  const headers = new Headers(request.headers);
  headers.set("x-pathname", pathname + request.nextUrl.search);
  const videoPage = VIDEO_PAGE.test(pathname);
  // Next reads the nonce from the request's policy and writes it on the scripts it renders.
  const policy = contentSecurityPolicy({
    nonce: newNonce(),
    development: process.env.NODE_ENV === "development",
    https: HSTS !== null,
    mediaOrigin: MEDIA_ORIGIN,
    paymentGatewayOrigin: MPGS_PAGE.test(path) ? env.MPGS_GATEWAY_ORIGIN : null,
    videoOrigins: videoPage ? VIDEO_ORIGINS : null,
  });
  headers.set("content-security-policy", policy);
  // Not pages in a language: the back-office and files of public/ (og-image.png…).
  const notLocalized = pathname === "/admin" || pathname.startsWith("/admin/") || FILE_NAME.test(pathname);
  const response =
    gate && "notFound" in gate
      ? NextResponse.rewrite(new URL(`/${locale}/${NOT_FOUND_PATH}`, request.url), { request: { headers } })
      : notLocalized
        ? NextResponse.next({ request: { headers } })
        : // The same address (request.url: copying the request itself would lose its host), with
          // the headers above, which next-intl passes on to the page.
          localeRouting(new NextRequest(request.url, { headers, method: request.method }));
  response.headers.set("content-security-policy", policy);
  if (videoPage) response.headers.set("permissions-policy", videoPermissionsPolicy(VIDEO_ORIGINS));
  if (!request.cookies.get(CSRF_COOKIE)) {
    const bytes = crypto.getRandomValues(new Uint8Array(24));
    const token = btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    response.cookies.set(CSRF_COOKIE, token, {
      path: "/",
      sameSite: "lax",
      secure: publicOrigin.startsWith("https:"),
      httpOnly: false,
    });
  }
  return response;
}

async function guardApiCall(request: NextRequest): Promise<Response> {
  const refusal =
    (await apiFloodRefusal(request.headers)) ??
    crossSiteRefusal(request.method, request.headers, siteOrigins) ??
    bodyRefusal(request.nextUrl.pathname, request.method, request.headers);
  // Refusals in the caller's language, like every other API error.
  return refusal ? appErrorResponse(refusal, requestLocale(request.headers)) : NextResponse.next();
}

export const config = {
  // Not the upload routes: the proxy would make Next copy (and cut off) their bodies; they run the
  // proxy's checks themselves (src/app/api/admin/media/[kind]/route.ts). Not the uploaded pictures
  // (media/images/), public files like images/. (An upload to a broken address is refused here
  // without reading its body.)
  matcher: [
    "/((?!_next/static|_next/image|images/|guides/|media/images/|favicon|icon\\.svg|robots\\.txt|sitemap\\.xml|api/admin/media/).*)",
    // Those left out above still come here when their address holds a percent-escape, which may be
    // broken (isReadableAddress): answered here, it is a 404 instead of Next's 500.
    "/((?:_next/static|_next/image|images|guides|media/images|api/admin/media)/.*%.*)",
  ],
};
