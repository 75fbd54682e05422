/**
 * Fast routes: the few hot, read-only API paths that the custom server (scripts/lib/server.mjs)
 * answers itself, before Next's router (decision 009). The compiled app registers them as it
 * starts (src/instrumentation.ts); the server, which is not compiled by Next, finds them here.
 * globalThis is the one object both share, hence the registry lives there under a global symbol.
 *
 * No imports and only erasable TypeScript: the server loads this file with Node's type stripping.
 */

/** Answers a GET (or HEAD) of one exact pathname, as the Next route handler of that path would. */
export type FastRoute = (url: URL, headers: Headers) => Promise<Response>;

const REGISTRY = Symbol.for("clinic.fastRoutes");

type WithRegistry = typeof globalThis & { [REGISTRY]?: Map<string, FastRoute> };

function registry(): Map<string, FastRoute> {
  const global = globalThis as WithRegistry;
  return (global[REGISTRY] ??= new Map());
}

export function registerFastRoute(pathname: string, route: FastRoute): void {
  registry().set(pathname, route);
}

/** The fast route of an exact pathname; none before the app has registered its routes. */
export function findFastRoute(pathname: string): FastRoute | undefined {
  return (globalThis as WithRegistry)[REGISTRY]?.get(pathname);
}

/** For tests: forget every registration. */
export function clearFastRoutes(): void {
  registry().clear();
}
