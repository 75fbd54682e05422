import "server-only";

import { randomBytes } from "node:crypto";
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";

import proxyAddr from "proxy-addr";

/*
 * Who is the client? The socket's peer, unless that peer is a reverse proxy named in
 * TRUSTED_PROXIES: then the address that proxy saw, from its X-Forwarded-For entry (decision 015).
 * Anything else the client sends about itself is ignored.
 *
 * Route handlers see only headers, not the socket, and Next keeps a client's own X-Forwarded-For.
 * So as each request arrives, Node's "http.server.request.start" diagnostics channel (a public
 * Node API, published before any handler runs, whatever server Next runs in) lets us compute the
 * address from the socket and write it into a header of our own. The header carries a secret of
 * this process, so a client that sends the header itself — or a request that arrived before the
 * subscription — is never believed.
 */

const HEADER = "x-clinic-client-address";
const TOKEN_KEY = Symbol.for("clinic.client-address-token");
/** The bucket of requests whose address is unknown (no socket, e.g. a server-side call). */
export const UNKNOWN_CLIENT = "unknown";

/** One secret per process, shared by every bundle of the app that runs in it. */
function processToken(): string {
  const store = globalThis as { [TOKEN_KEY]?: string };
  return (store[TOKEN_KEY] ??= randomBytes(18).toString("base64url"));
}

const CHANNEL = "http.server.request.start";

/** Labels every request this process receives from now on with its client's address; returns the way to stop. */
export function watchClientAddresses(trustedProxies: string[]): () => void {
  const trust = proxyAddr.compile(trustedProxies);
  const label = (message: unknown) => {
    const { request } = message as { request: IncomingMessage };
    request.headers[HEADER] = labelFor(addressOf(request, trust));
  };
  subscribe(CHANNEL, label);
  return () => unsubscribe(CHANNEL, label);
}

function addressOf(request: IncomingMessage, trust: (address: string, hop: number) => boolean): string {
  if (!request.socket?.remoteAddress) return UNKNOWN_CLIENT;
  // proxy-addr walks X-Forwarded-For from the socket back while each hop is trusted.
  return normalise(proxyAddr(request, trust));
}

/** "::ffff:203.0.113.7" and "203.0.113.7" are one client. */
function normalise(address: string): string {
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}

function labelFor(address: string): string {
  return `${address} ${processToken()}`;
}

/** The client's address as labelled on arrival, or UNKNOWN_CLIENT when the label is absent or forged. */
export function clientAddress(headers: Pick<Headers, "get">): string {
  const label = headers.get(HEADER);
  const space = label?.lastIndexOf(" ") ?? -1;
  if (!label || space <= 0 || label.slice(space + 1) !== processToken()) return UNKNOWN_CLIENT;
  return label.slice(0, space);
}

/** Headers labelled as coming from `address`, for in-process callers (tests, server-side calls). */
export function withClientAddress(headers: HeadersInit, address: string): Headers {
  const labelled = new Headers(headers);
  labelled.set(HEADER, labelFor(address));
  return labelled;
}

export const CLIENT_ADDRESS_HEADER = HEADER;
