import { describe, expect, it } from "vitest";

import { bodyRefusal, crossSiteRefusal, jsonNestsDeeperThan, MAX_JSON_BODY_BYTES, MAX_JSON_DEPTH, MAX_WEBHOOK_BODY_BYTES } from "~/server/http/api-request-guard";

const ours = "https://clinic.example";
const headers = (values: Record<string, string>) => new Headers(values);

describe("cross-site requests", () => {
  it("passes reads, our own origin, and callers that are not browsers", () => {
    expect(crossSiteRefusal("GET", headers({ origin: "https://evil.example" }), ours)).toBeNull();
    expect(crossSiteRefusal("POST", headers({ origin: ours }), ours)).toBeNull();
    expect(crossSiteRefusal("POST", headers({ "sec-fetch-site": "same-origin" }), ours)).toBeNull();
    expect(crossSiteRefusal("POST", headers({ "sec-fetch-site": "none" }), ours)).toBeNull();
    expect(crossSiteRefusal("POST", headers({}), ours)).toBeNull();
  });

  it("refuses another origin, an opaque one, and a sibling site", () => {
    const crossSite: Array<Record<string, string>> = [{ origin: "https://evil.example" }, { origin: "null" }, { origin: "http://clinic.example" }, { "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }];
    for (const values of crossSite) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        expect(crossSiteRefusal(method, headers(values), ours)?.code, JSON.stringify(values)).toBe("FORBIDDEN");
      }
    }
  });

  it("a loopback site is also itself under its localhost name (passkeys need a host name), and nothing else is", () => {
    const loopback = ["http://127.0.0.1:3210", "http://localhost:3210"];
    expect(crossSiteRefusal("POST", headers({ origin: "http://localhost:3210" }), loopback)).toBeNull();
    expect(crossSiteRefusal("POST", headers({ origin: "http://localhost:3211" }), loopback)?.code).toBe("FORBIDDEN");
  });
});

describe("request bodies", () => {
  it("refuses a declared length over the route's cap, or one that is not a length", () => {
    expect(bodyRefusal("/api/user/login", "POST", headers({ "content-length": String(MAX_JSON_BODY_BYTES + 1), "content-type": "application/json" }))?.code).toBe("PAYLOAD_TOO_LARGE");
    expect(bodyRefusal("/api/webhooks/stripe", "POST", headers({ "content-length": String(MAX_JSON_BODY_BYTES + 1), "content-type": "application/json" }))).toBeNull();
    expect(bodyRefusal("/api/webhooks/stripe", "POST", headers({ "content-length": String(MAX_WEBHOOK_BODY_BYTES + 1), "content-type": "application/json" }))?.code).toBe("PAYLOAD_TOO_LARGE");
    expect(bodyRefusal("/api/user/login", "POST", headers({ "content-length": "12abc", "content-type": "application/json" }))?.code).toBe("BAD_REQUEST");
  });

  it("takes only JSON on JSON paths and only forms on form paths", () => {
    const sized = (type: string) => headers({ "content-length": "20", "content-type": type });
    expect(bodyRefusal("/api/user/login", "POST", sized("application/json; charset=utf-8"))).toBeNull();
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", ""]) {
      expect(bodyRefusal("/api/trpc/users.login", "POST", sized(type))?.code, type).toBe("UNSUPPORTED_MEDIA_TYPE");
    }
    expect(bodyRefusal("/api/payments/simulated/abc", "POST", sized("application/x-www-form-urlencoded"))).toBeNull();
    expect(bodyRefusal("/api/payments/simulated/abc", "POST", sized("application/json"))?.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(bodyRefusal("/api/newsletter/unsubscribe/abc", "POST", sized("application/x-www-form-urlencoded"))).toBeNull();
  });

  it("lets an empty change through (logout), and a chunked body is typed too", () => {
    expect(bodyRefusal("/api/user/logout", "POST", headers({}))).toBeNull();
    expect(bodyRefusal("/api/user/logout", "POST", headers({ "content-length": "0" }))).toBeNull();
    expect(bodyRefusal("/api/user/login", "POST", headers({ "transfer-encoding": "chunked", "content-type": "text/plain" }))?.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });
});

describe("JSON nesting", () => {
  const nested = (depth: number, open = "[", close = "]") => open.repeat(depth) + close.repeat(depth);

  it("passes the site's own inputs and anything up to the limit", () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ "0": { json: { patient: { name: "Rami" }, modules: [{ lessons: [{ title: "a" }] }] } } }))).toBe(false);
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestsDeeperThan('{"a":{"b":[1,{"c":2}]}}{"d":[]}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":{"b":[1,{"c":2}]}}{"d":[]}', 3)).toBe(true);
    expect(jsonNestsDeeperThan("")).toBe(false);
  });

  it("refuses one level past the limit, in arrays, objects or both", () => {
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestsDeeperThan('{"a":'.repeat(MAX_JSON_DEPTH + 1) + "1" + "}".repeat(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestsDeeperThan(nested(10_000))).toBe(true);
    // Unbalanced text is still measured as it opens: the parser refuses it afterwards.
    expect(jsonNestsDeeperThan("[".repeat(MAX_JSON_DEPTH + 1))).toBe(true);
  });

  it("does not count brackets inside strings, escaped quotes included", () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ text: nested(100) }))).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ text: `say "${"[".repeat(100)}" and \\` }))).toBe(false);
    // A string ending in an escaped backslash ends at its quote: the brackets after it count.
    expect(jsonNestsDeeperThan(String.raw`["\\", ` + nested(MAX_JSON_DEPTH) + "]")).toBe(true);
  });
});
