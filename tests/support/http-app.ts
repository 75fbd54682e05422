import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { NextRequest } from "next/server";

import { env } from "~/env";
import { watchClientAddresses } from "~/server/http/client-address";
import { watchHttpMetrics } from "~/server/observability/process-metrics";
import { proxy } from "~/proxy";

type RouteHandler = (req: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response> | Response;

/** A path pattern (":name" segments) and the route module Next would run for it (its GET, POST …). */
export type AppRoute = [pattern: string, module: object];

/**
 * The app's request pipeline on a real HTTP server, as `next start` runs it: every request labelled
 * with its client's address on arrival and counted for /api/metrics (instrumentation), then
 * src/proxy.ts, then the route handler of its path. For attack tests that need real sockets, real headers and real bodies.
 */
export async function startHttpApp(routes: AppRoute[]): Promise<{ url: string; close: () => Promise<void> }> {
  const stopWatching = watchClientAddresses(env.TRUSTED_PROXIES);
  const stopCounting = watchHttpMetrics();
  const server = createServer((req, res) => {
    handle(routes, req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      stopWatching();
      stopCounting();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function handle(routes: AppRoute[], req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? "/", env.PUBLIC_URL);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(key, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(key, item);
  }
  const method = req.method ?? "GET";
  const viaProxy = await proxy(new NextRequest(url, { method, headers }));
  let response: Response = viaProxy;
  if (viaProxy.headers.get("x-middleware-next") === "1") {
    const match = matchRoute(routes, url.pathname);
    const handler = match && (match.module as Partial<Record<string, RouteHandler>>)[method];
    const hasBody = method !== "GET" && method !== "HEAD";
    response = handler
      ? await handler(new Request(url, { method, headers, body: hasBody ? bodyOf(req) : undefined, duplex: "half" } as RequestInit), {
          params: Promise.resolve(match.params),
        })
      : Response.json({ success: false, code: "NOT_FOUND" }, { status: 404 });
  }
  res.statusCode = response.status;
  for (const [key, value] of response.headers) if (key !== "set-cookie" && !key.startsWith("x-middleware")) res.setHeader(key, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("set-cookie", cookies);
  res.end(Buffer.from(await response.arrayBuffer()));
}

function matchRoute(routes: AppRoute[], pathname: string) {
  for (const [pattern, module] of routes) {
    const names: string[] = [];
    const regex = new RegExp(`^${pattern.replace(/:(\w+)/g, (_, name: string) => (names.push(name), "([^/]+)"))}$`);
    const found = regex.exec(pathname);
    if (found) return { module, params: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)])) };
  }
  return undefined;
}

/** The request's body as a web stream; a reader that stops early leaves the rest to be discarded. */
function bodyOf(req: IncomingMessage): ReadableStream<Uint8Array> {
  let open = true;
  return new ReadableStream({
    start(controller) {
      req.on("data", (chunk: Buffer) => open && controller.enqueue(new Uint8Array(chunk)));
      req.on("end", () => open && controller.close());
      req.on("error", (error) => open && controller.error(error));
    },
    cancel() {
      open = false;
      req.resume();
    },
  });
}
