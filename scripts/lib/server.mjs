// The production HTTP server of `npm start` (decision 009): Next's request handler (its documented
// custom-server API) behind a plain Node server that first looks for a fast route — one of the few
// hot, read-only API paths the app registered as it started — and answers it without Next's router.
// Everything else, and everything until the app has registered its routes, goes to Next.
import { createServer } from "node:http";
import { promisify } from "node:util";
import { gzip } from "node:zlib";

import { securityHeaders } from "../../src/config/security-headers.js";
import { findFastRoute } from "../../src/server/http/fast-routes.ts";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */
/** @typedef {(req: IncomingMessage, res: ServerResponse) => Promise<void>} NodeHandler */
/** @typedef {import("../../src/server/http/fast-routes.ts").FastRoute} FastRoute */

const gzipAsync = promisify(gzip);

/**
 * Serves the built app on `hostname:port` until SIGINT or SIGTERM, as `next start` does: listen at
 * once (requests wait for the app), then stop accepting, finish what is in flight, and exit.
 * @param {{ port: number, hostname: string }} options
 */
export async function serve({ port, hostname }) {
  // What the `next` CLI sets before `next start` (Next's types make NODE_ENV read-only); Next is
  // loaded only after.
  const env = /** @type {Record<string, string | undefined>} */ (process.env);
  env.NODE_ENV ||= "production";
  env.NEXT_RUNTIME = "nodejs";
  const { default: next } = await import("next");
  const app = next({ dev: false, dir: process.cwd(), hostname, port });
  // Instrumentation (migrations, then the fast routes) runs inside prepare().
  const nextHandler = app.prepare().then(
    () => app.getRequestHandler(),
    (error) => {
      console.error("The application failed to start:", error);
      process.exit(1);
    },
  );
  const server = createServer(createRequestListener(async (req, res) => (await nextHandler)(req, res)));
  server.on("error", (error) => {
    console.error("Failed to start the server:", error);
    process.exit(1);
  });
  server.listen(port, hostname, () => console.log(`Listening on http://${hostname}:${port}`));

  let stopping = false;
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      server.close(async () => {
        await app.close().catch(console.error);
        process.exit(signal === "SIGINT" ? 130 : 143);
      });
    });
  }
}

/**
 * The request listener: a GET or HEAD of a fast route's exact pathname is answered here, the rest
 * by `handleWithNext`.
 * @param {NodeHandler} handleWithNext
 * @returns {(req: IncomingMessage, res: ServerResponse) => Promise<void>}
 */
export function createRequestListener(handleWithNext) {
  return async (req, res) => {
    try {
      const route = fastRouteOf(req);
      const url = route && URL.parse(req.url ?? "", `http://${req.headers.host ?? "localhost"}`);
      if (route && url) await answerWithFastRoute(route, url, req, res);
      else await handleWithNext(req, res);
    } catch (error) {
      console.error(`Failed to handle request for ${req.url}:`, error);
      if (res.headersSent) res.destroy();
      else res.writeHead(500).end("Internal Server Error");
    }
  };
}

/** @param {IncomingMessage} req */
function fastRouteOf(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  const target = req.url ?? "";
  const query = target.indexOf("?");
  return findFastRoute(query === -1 ? target : target.slice(0, query));
}

/**
 * Writes the route's Response with what Next's router adds to every response of this app: the
 * security headers of next.config.mjs, and gzip when the client accepts it (Next's `compress`
 * streams these answers, so it compresses them whatever their size; never a HEAD's).
 * @param {FastRoute} route @param {URL} url @param {IncomingMessage} req @param {ServerResponse} res
 */
async function answerWithFastRoute(route, url, req, res) {
  const response = await route(url, requestHeaders(req));
  /** @type {Buffer} */
  let body = Buffer.from(await response.arrayBuffer());
  res.statusCode = response.status;
  for (const { key, value } of securityHeaders) res.setHeader(key, value);
  for (const [key, value] of response.headers) if (key !== "set-cookie") res.setHeader(key, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  res.appendHeader("vary", "Accept-Encoding");
  if (req.method === "GET" && acceptsGzip(req.headers["accept-encoding"])) {
    body = await gzipAsync(body);
    res.setHeader("content-encoding", "gzip");
  }
  res.setHeader("content-length", body.length);
  res.end(body); // Node sends no body for HEAD.
}

/** @param {IncomingMessage} req */
function requestHeaders(req) {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i] ?? "", req.rawHeaders[i + 1] ?? "");
  return headers;
}

/**
 * Whether Accept-Encoding allows gzip: its own weight, else that of `*`; `q=0` refuses.
 * @param {string | undefined} header
 */
export function acceptsGzip(header) {
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of (header ?? "").split(",")) {
    const [coding, ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    if (coding) weights.set(coding, q ? Number(q.slice(2)) : 1);
  }
  return (weights.get("gzip") ?? weights.get("*") ?? 0) > 0;
}
