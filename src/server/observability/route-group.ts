/**
 * The group a request's address belongs to, as a metrics label (decision 043). Labels must stay
 * few whatever clients send: every value returned here comes from the fixed lists below, never
 * from the address itself (a raw path would make one series per order id, lesson, typo and probe).
 */

/** The top-level routers of src/server/api/root.ts (tests/integration/metrics.test.ts keeps them in step). */
export const TRPC_ROUTERS = ["appointments", "catalogue", "courses", "users", "newsletter", "payments", "admin", "family", "privacy", "video"] as const;

/** The REST adapter's first path segments (src/app/api/<segment>/…), each a group of its own. */
export const REST_AREAS = ["appointments", "courses", "user", "newsletter", "services", "payments", "webhooks", "admin", "certificates", "privacy"] as const;

/** Every group there is: the label's whole range. */
export const ROUTE_GROUPS = [
  "page",
  "page:admin",
  "static",
  "media",
  "health",
  "metrics",
  ...TRPC_ROUTERS.map((name) => `trpc:${name}` as const),
  "trpc:other",
  ...REST_AREAS.map((name) => `api:${name}` as const),
  "api:other",
] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

const trpcRouters = new Set<string>(TRPC_ROUTERS);
const restAreas = new Set<string>(REST_AREAS);

/** The build's files and the public folder's (images/, guides/, icon.svg, og-image.png, robots.txt …). */
const STATIC = /^\/(?:_next\/|images\/|guides\/|favicon|[^/]+\.[A-Za-z0-9]+$)/;

/**
 * The group of a request target as it arrived (`/api/trpc/appointments.book?batch=1`,
 * `/fr/courses/3`): its path only; the query is ignored.
 */
export function routeGroupOf(target: string): RouteGroup {
  const end = target.search(/[?#]/);
  const path = end === -1 ? target : target.slice(0, end);
  if (path === "/api/healthz" || path === "/healthz") return "health";
  if (path === "/api/metrics") return "metrics";
  if (path.startsWith("/api/trpc/")) {
    // A batch names several procedures ("a.b,c.d"): the first names the group.
    const router = path.slice("/api/trpc/".length).split(/[.,/]/, 1)[0] ?? "";
    return trpcRouters.has(router) ? (`trpc:${router}` as RouteGroup) : "trpc:other";
  }
  // Lesson videos and uploaded pictures: bytes, long answers by nature.
  if (path.startsWith("/api/media/") || path.startsWith("/media/")) return "media";
  if (path === "/api" || path.startsWith("/api/")) {
    const area = path.split("/")[2] ?? "";
    return restAreas.has(area) ? (`api:${area}` as RouteGroup) : "api:other";
  }
  if (STATIC.test(path)) return "static";
  if (path === "/admin" || path.startsWith("/admin/")) return "page:admin";
  return "page";
}
