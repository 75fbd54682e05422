import { describe, expect, it } from "vitest";

import { readCookie } from "~/server/auth/session";

describe("readCookie", () => {
  it("decodes a cookie's value", () => {
    expect(readCookie(new Headers({ cookie: "a=1; XSRF-TOKEN=abc%3D%3D" }), "XSRF-TOKEN")).toBe("abc==");
  });

  it("treats a value that is not valid percent-encoding as absent instead of failing the request", () => {
    const headers = new Headers({ cookie: "authjs.session-token=%E0%A4%A; XSRF-TOKEN=%" });
    expect(readCookie(headers, "authjs.session-token")).toBeUndefined();
    expect(readCookie(headers, "XSRF-TOKEN")).toBeUndefined();
  });
});
