import { CLIENT_ADDRESS_HEADER, withClientAddress } from "~/server/http/client-address";

/**
 * The client address a fuzzed request comes from. The services limit actions per address (table
 * rate_limit_counters); with one address the limits would answer 429 to most of the run and the
 * fuzzer would stop reaching the code behind them. So most requests come from an address of their
 * own, and every eighth from one shared address, which keeps the 429 answers exercised too. The
 * address is labelled as the server labels a socket's peer (src/server/http/client-address.ts); a
 * client's own X-Forwarded-For, when fuzzed, is only noise.
 */
const SHARED_EVERY = 8;

export function clientAddressHeaders(requestNumber: number, spoofed?: string): Record<string, string> {
  const address =
    requestNumber % SHARED_EVERY === 0
      ? "203.0.113.8"
      : `198.18.${Math.floor(requestNumber / 250) % 250}.${requestNumber % 250}`;
  const label = withClientAddress({}, address).get(CLIENT_ADDRESS_HEADER)!;
  return { [CLIENT_ADDRESS_HEADER]: label, ...(spoofed ? { "x-forwarded-for": spoofed } : {}) };
}
