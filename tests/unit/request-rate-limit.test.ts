import { describe, expect, it } from "vitest";

import { createRequestRateLimiter } from "../../src/server/http/request-rate-limit";

describe("createRequestRateLimiter", () => {
  const minute = 60_000;
  const start = 1_800_000_000_000; // a window boundary (a multiple of a minute)

  it("allows `limit` calls per client in a window, then says how long until the next", () => {
    const limiter = createRequestRateLimiter({ limit: 2, windowMs: minute });
    expect(limiter.take("a", start).allowed).toBe(true);
    expect(limiter.take("a", start + 1_000).allowed).toBe(true);
    expect(limiter.take("a", start + 15_500)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.take("b", start + 15_500).allowed).toBe(true);
  });

  it("starts counting afresh in the next window", () => {
    const limiter = createRequestRateLimiter({ limit: 1, windowMs: minute });
    expect(limiter.take("a", start + minute - 1).allowed).toBe(true);
    expect(limiter.take("a", start + minute - 1)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.take("a", start + minute).allowed).toBe(true);
  });
});
