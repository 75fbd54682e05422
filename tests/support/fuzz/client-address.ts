/**
 * The client address a fuzzed request comes from. The services limit actions per address (table
 * rate_limit_counters); with one address the limits would answer 429 to most of the run and the
 * fuzzer would stop reaching the code behind them. So most requests come from an address of their
 * own, and every eighth from one shared address, which keeps the 429 answers exercised too.
 *
 * How the server derives the client's address may change (see src/server/http/client-address.ts):
 * this is the one place the fuzzer decides it.
 */
const SHARED_EVERY = 8;

export function clientAddressHeaders(requestNumber: number, spoofed?: string): Record<string, string> {
  const address =
    requestNumber % SHARED_EVERY === 0
      ? "203.0.113.8"
      : `198.18.${Math.floor(requestNumber / 250) % 250}.${requestNumber % 250}`;
  // A client may send its own X-Forwarded-For; the proxy in front appends the address it saw.
  return { "x-forwarded-for": spoofed ? `${spoofed}, ${address}` : address };
}
