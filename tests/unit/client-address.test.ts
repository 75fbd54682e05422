import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { CLIENT_ADDRESS_HEADER, clientAddress, UNKNOWN_CLIENT, watchClientAddresses, withClientAddress } from "~/server/http/client-address";

// A real HTTP server whose handler reports the address it was told, as a route handler would see it.
let stop: (() => void) | undefined;
afterEach(() => stop?.());

async function addressSeenBy(trustedProxies: string[], headers: Record<string, string>): Promise<string> {
  stop = watchClientAddresses(trustedProxies);
  const server = createServer((req, res) => {
    const seen = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === "string") seen.set(key, value);
    res.end(clientAddress(seen));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<string>((resolve, reject) => {
      httpRequest({ host: "127.0.0.1", port, headers }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk));
        response.on("end", () => resolve(body));
      })
        .on("error", reject)
        .end();
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("the client's address", () => {
  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For says", async () => {
    expect(await addressSeenBy([], {})).toBe("127.0.0.1");
    expect(await addressSeenBy([], { "x-forwarded-for": "203.0.113.9" })).toBe("127.0.0.1");
    expect(await addressSeenBy([], { "x-forwarded-for": "10.0.0.1, 203.0.113.9", "x-real-ip": "198.51.100.1" })).toBe("127.0.0.1");
  });

  it("is the address a trusted proxy appended, not what the client wrote before it", async () => {
    expect(await addressSeenBy(["loopback"], { "x-forwarded-for": "203.0.113.9" })).toBe("203.0.113.9");
    expect(await addressSeenBy(["127.0.0.1/32"], { "x-forwarded-for": "10.9.8.7, 203.0.113.9" })).toBe("203.0.113.9");
    // A chain of trusted proxies is walked back to the first untrusted hop.
    expect(await addressSeenBy(["loopback", "10.0.0.0/8"], { "x-forwarded-for": "203.0.113.9, 10.1.2.3" })).toBe("203.0.113.9");
    // Without the header, the proxy itself is the client.
    expect(await addressSeenBy(["loopback"], {})).toBe("127.0.0.1");
  });

  it("cannot be named by the client through the server's own header", async () => {
    expect(await addressSeenBy([], { [CLIENT_ADDRESS_HEADER]: "203.0.113.9" })).toBe("127.0.0.1");
    // Headers that never passed the server (or were forged) belong to no one in particular.
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: "203.0.113.9 made-up-token" }))).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(new Headers({ "x-forwarded-for": "203.0.113.9" }))).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(new Headers())).toBe(UNKNOWN_CLIENT);
  });

  it("can be given by in-process callers", () => {
    expect(clientAddress(withClientAddress({}, "198.51.100.4"))).toBe("198.51.100.4");
  });
});
