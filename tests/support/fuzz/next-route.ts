import { readdirSync } from "node:fs";
import path from "node:path";

import { autoImplementMethods } from "next/dist/server/route-modules/app-route/helpers/auto-implement-methods";

export type RouteHandler = (req: Request, context: { params: Promise<Record<string, string | string[]>> }) => Response | Promise<Response>;
type RouteModule = Record<string, unknown>;

export type ApiRoute = {
  /** The path as written in src/app/api, e.g. "/api/courses/[id]/buy". */
  template: string;
  /** Dynamic segments in order: name, and whether it is a catch-all. */
  segments: { name: string; catchAll: boolean }[];
  module: RouteModule;
  /** The methods the route serves, as its OPTIONS answer lists them (the others answer 405). */
  served: string[];
};

const API_DIR = path.resolve(import.meta.dirname, "../../../src/app/api");

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** Every route handler under src/app/api, found on disk so that a new route is fuzzed too. */
export async function discoverApiRoutes(): Promise<ApiRoute[]> {
  const routes: ApiRoute[] = [];
  for (const file of routeFiles(API_DIR).sort()) {
    const relative = path.relative(API_DIR, path.dirname(file)).split(path.sep).filter(Boolean);
    const template = ["/api", ...relative].join("/");
    const segments = relative
      .map((part) => /^\[(\.\.\.)?([^\]]+)\]$/.exec(part))
      .filter((match) => match !== null)
      .map((match) => ({ name: match[2]!, catchAll: Boolean(match[1]) }));
    const route: ApiRoute = { template, segments, module: (await import(/* @vite-ignore */ file)) as RouteModule, served: [] };
    const options = await callLikeNext(route, new Request(`http://localhost:3000${template}`, { method: "OPTIONS" }), {});
    route.served = (options.headers.get("allow") ?? "").split(",").map((m) => m.trim()).filter((m) => m && m !== "OPTIONS");
    routes.push(route);
  }
  return routes;
}

/** The URL path of a route with its dynamic segments filled in, percent-encoded as a client would. */
export function routePath(route: ApiRoute, params: Record<string, string | string[]>): string {
  return route.template.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_, name: string) => {
    const value = params[name]!;
    return (Array.isArray(value) ? value : [value]).map(encodeURIComponent).join("/");
  });
}

/**
 * Calls a route module as Next does: a method the module does not export is answered by Next
 * itself (405; HEAD falls back to GET; OPTIONS lists the allowed methods), so the fuzzer sees what
 * a client would. Next's own helper does it, not a copy of its rules.
 */
export function callLikeNext(route: ApiRoute, req: Request, params: Record<string, string | string[]>): Promise<Response> {
  const methods = autoImplementMethods(route.module as Parameters<typeof autoImplementMethods>[0]);
  const handler = methods[req.method as keyof typeof methods] as unknown as RouteHandler;
  return Promise.resolve(handler(req, { params: Promise.resolve(params) }));
}
