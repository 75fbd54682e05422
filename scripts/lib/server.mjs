// The production HTTP server of `npm start` (decision 009): Next's request handler (its documented
// custom-server API) behind a plain Node server that first looks for a fast route — one of the few
// hot, read-only API paths the app registered as it started — and answers it without Next's router.
// Everything else, and everything until the app has registered its routes, goes to Next, whose
// pages' script tags are rewritten to load after the first paint (decision 011). Every response is
// compressed here, the fast routes' and Next's alike; Next's own compression is off
// (`compress: false` in next.config.mjs) because it would come before that rewrite.
import { createServer } from "node:http";
import { Duplex } from "node:stream";

import compression from "compression";

import { securityHeaders } from "../../src/config/security-headers.js";
import { findFastRoute } from "../../src/server/http/fast-routes.ts";
import { createPaintFirstRewriter } from "../../src/server/http/paint-first-scripts.ts";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */
/** @typedef {(req: IncomingMessage, res: ServerResponse) => Promise<void>} NodeHandler */
/** @typedef {import("../../src/server/http/fast-routes.ts").FastRoute} FastRoute */

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
  const server = createServer(
    createRequestListener(async (req, res) => {
      loadPageScriptsAfterPaint(res);
      await (await nextHandler)(req, res);
    }),
  );
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
 * The request listener: a GET or HEAD of a fast route's exact pathname is answered here (the route
 * counts the API flood limit itself, as src/proxy.ts does for Next's routes); the rest goes to
 * `handleWithNext`. Every answer is compressed when the client accepts it.
 * @param {NodeHandler} handleWithNext
 * @returns {(req: IncomingMessage, res: ServerResponse) => Promise<void>}
 */
export function createRequestListener(handleWithNext) {
  // The middleware Next uses (which also offers brotli). Next compresses a streamed answer whatever
  // its size, and most of its answers stream: no size threshold, so every answer is treated alike.
  const compress = compression({ threshold: 0 });
  return async (req, res) => {
    try {
      compressResponse(compress, req, res);
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
 * Writes the route's Response with the security headers next.config.mjs adds to every response.
 * @param {FastRoute} route @param {URL} url @param {IncomingMessage} req @param {ServerResponse} res
 */
async function answerWithFastRoute(route, url, req, res) {
  const response = await route(url, requestHeaders(req));
  const body = Buffer.from(await response.arrayBuffer());
  res.statusCode = response.status;
  for (const { key, value } of securityHeaders) res.setHeader(key, value);
  for (const [key, value] of response.headers) if (key !== "set-cookie") res.setHeader(key, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  res.setHeader("content-length", body.length); // dropped by the compression when it compresses
  res.end(body); // Node sends no body for HEAD.
}

/**
 * Wraps the response in the compression middleware; it must come before the page rewrite below, so
 * that it compresses the rewrite's output.
 * @param {import("express").RequestHandler} compress @param {IncomingMessage} req @param {ServerResponse} res
 */
function compressResponse(compress, req, res) {
  compress(/** @type {any} */ (req), /** @type {any} */ (res), () => {});
  // The middleware never ends its compression stream when the client goes away; as Next does, reach
  // the stream through the `drain` listener the middleware forwards to it, and destroy it.
  res.once("close", () => {
    if (res.writableFinished) return;
    const noop = () => {};
    const stream = res.on("drain", noop);
    if (stream instanceof Duplex) stream.destroy();
    else res.off("drain", noop);
  });
}

/**
 * Passes the text of every HTML response through the paint-first rewriter
 * (src/server/http/paint-first-scripts.ts); other responses are left as they are.
 * @param {ServerResponse} res
 */
export function loadPageScriptsAfterPaint(res) {
  const { write, end, writeHead } = res;
  /** @type {ReturnType<typeof createPaintFirstRewriter> | null | undefined} undefined until the headers are known */
  let rewriter;
  const decoder = new TextDecoder();
  const rewriterOfResponse = () => {
    if (rewriter === undefined) {
      const html = String(res.getHeader("content-type") ?? "").startsWith("text/html");
      rewriter = html ? createPaintFirstRewriter() : null;
      // The rewrite changes the length; the response is sent chunked (or compressed) instead.
      if (html) res.removeHeader("content-length");
    }
    return rewriter;
  };
  /** @param {unknown} chunk @param {unknown} encoding */
  const textOf = (chunk, encoding) => {
    if (typeof chunk !== "string") return decoder.decode(/** @type {Uint8Array} */ (chunk), { stream: true });
    const text = typeof encoding === "string" && !/^utf-?8$/i.test(encoding) ? Buffer.from(chunk, /** @type {BufferEncoding} */ (encoding)).toString("utf8") : chunk;
    return decoder.decode() + text; // bytes of an earlier chunk first
  };

  res.writeHead = /** @type {typeof writeHead} */ (
    function (/** @type {number} */ statusCode, /** @type {any[]} */ ...rest) {
      const headers = typeof rest[0] === "string" ? rest[1] : rest[0];
      if (headers && !Array.isArray(headers)) {
        for (const [key, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(key, value);
        rest = typeof rest[0] === "string" ? [rest[0]] : [];
      }
      rewriterOfResponse();
      return writeHead.call(res, statusCode, ...rest);
    }
  );
  res.write = /** @type {typeof write} */ (
    function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      const html = rewriterOfResponse();
      if (!html) return write.call(res, chunk, encoding, callback);
      const done = typeof encoding === "function" ? encoding : callback;
      const text = html.write(textOf(chunk, encoding));
      if (text === "") {
        if (done) process.nextTick(done);
        return true;
      }
      return write.call(res, text, "utf8", done);
    }
  );
  res.end = /** @type {typeof end} */ (
    function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      const done = [chunk, encoding, callback].find((arg) => typeof arg === "function");
      const html = rewriterOfResponse();
      if (!html) return end.call(res, chunk, encoding, callback);
      const last = chunk !== undefined && chunk !== null && typeof chunk !== "function" ? textOf(chunk, encoding) : "";
      const text = html.write(last + decoder.decode()) + html.end();
      return end.call(res, text, "utf8", done);
    }
  );
}

/** @param {IncomingMessage} req */
function requestHeaders(req) {
  // From `req.headers`, not the raw ones: the client-address label is added there on arrival.
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(key, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(key, item);
  }
  return headers;
}
