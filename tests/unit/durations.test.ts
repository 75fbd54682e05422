import { describe, expect, it } from "vitest";

import { formatLength } from "~/lib/durations";

describe("formatLength", () => {
  it("says a short video's seconds, and rounds long ones to the minute", () => {
    expect(formatLength(30, "en")).toBe("30 secs");
    expect(formatLength(150, "en")).toBe("2 mins 30 secs");
    expect(formatLength(155 * 60, "en")).toBe("2 hrs 35 mins");
    expect(formatLength(30, "fr").replace(/\s/g, " ")).toBe("30 s");
    expect(formatLength(30, "ar")).toMatch(/^30\sث$/);
  });
});
