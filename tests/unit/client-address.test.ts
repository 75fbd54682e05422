import { describe, expect, it } from "vitest";

import { clientAddress } from "../../src/server/services/security/rate-limit";

describe("clientAddress", () => {
  it("takes the address the reverse proxy appended, not the ones the client sent before it", () => {
    // nginx's $proxy_add_x_forwarded_for: whatever the client sent, then the address nginx saw.
    const spoofed = new Headers({ "x-forwarded-for": "10.9.8.7, 203.0.113.5" });
    expect(clientAddress(spoofed)).toBe("203.0.113.5");
    const another = new Headers({ "x-forwarded-for": "192.0.2.1,203.0.113.5" });
    expect(clientAddress(another)).toBe(clientAddress(spoofed));
  });

  it("reads a single entry (Caddy, or Next filling it in from the socket)", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": " 198.51.100.7 " }))).toBe("198.51.100.7");
  });

  it("falls back to X-Real-IP, then to one shared key", () => {
    expect(clientAddress(new Headers({ "x-real-ip": "198.51.100.8" }))).toBe("198.51.100.8");
    expect(clientAddress(new Headers({ "x-forwarded-for": "" }))).toBe("local");
    expect(clientAddress(new Headers())).toBe("local");
  });
});
