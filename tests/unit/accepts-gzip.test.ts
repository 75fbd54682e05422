import { describe, expect, it } from "vitest";

import { acceptsGzip } from "../../scripts/lib/server.mjs";

describe("acceptsGzip (the fast routes' compression, as Next's)", () => {
  it.each([
    ["gzip, deflate, br", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["*", true],
    ["gzip;q=0, *", false],
    ["deflate, br", false],
    ["identity", false],
    [undefined, false],
  ])("%s → %s", (header, accepted) => {
    expect(acceptsGzip(header)).toBe(accepted);
  });
});
