import fc from "fast-check";

import { headerValue } from "./values";

/**
 * Who the request claims to be. "valid-*" use a live session of the fixtures' parent, filled in
 * when the request is sent (a session may have been ended by an earlier request).
 */
export type AuthSpec =
  | { kind: "none" }
  | { kind: "bearer" | "session-cookie" | "raw-authorization" | "raw-cookie"; value: string }
  | { kind: "valid-bearer" }
  | { kind: "valid-cookie"; csrf: "matching" | "missing" | "wrong" };

export type HeaderSpec = { auth: AuthSpec; forwardedFor?: string; extra: Record<string, string> };

const jwtLike = fc
  .tuple(fc.base64String({ maxLength: 60 }), fc.base64String({ maxLength: 200 }), fc.base64String({ maxLength: 60 }))
  .map((parts) => parts.join(".").replace(/=/g, ""));

const auth: fc.Arbitrary<AuthSpec> = fc.oneof(
  { weight: 8, arbitrary: fc.constant({ kind: "none" as const }) },
  { weight: 2, arbitrary: fc.oneof(jwtLike, headerValue).map((value) => ({ kind: "bearer" as const, value })) },
  { weight: 2, arbitrary: fc.oneof(jwtLike, headerValue).map((value) => ({ kind: "session-cookie" as const, value })) },
  {
    weight: 1,
    arbitrary: fc
      .oneof(headerValue, fc.constantFrom("Bearer", "Bearer ", "Basic YTpi", "bearer  x y", "Bearer\tabc"))
      .map((value) => ({ kind: "raw-authorization" as const, value })),
  },
  {
    weight: 2,
    arbitrary: fc
      .oneof(
        headerValue,
        fc.constantFrom("=;=;;", "authjs.session-token=%E0%A4%A", "XSRF-TOKEN=%", "authjs.session-token", "a=b; a=c; XSRF-TOKEN="),
      )
      .map((value) => ({ kind: "raw-cookie" as const, value })),
  },
  { weight: 3, arbitrary: fc.constant({ kind: "valid-bearer" as const }) },
  { weight: 3, arbitrary: fc.constantFrom("matching", "missing", "wrong").map((csrf) => ({ kind: "valid-cookie" as const, csrf })) },
);

const headerName = fc.oneof(
  fc.constantFrom(
    "accept",
    "accept-language",
    "origin",
    "referer",
    "user-agent",
    "x-xsrf-token",
    "x-real-ip",
    "range",
    "if-none-match",
    "trpc-accept",
    "trpc-batch-mode",
    "x-trpc-source",
    "stripe-signature",
    "simulated-signature",
    "x-http-method-override",
    "forwarded",
  ),
  fc.stringMatching(/^x-[a-z0-9-]{1,20}$/),
);

const specialValues: Record<string, fc.Arbitrary<string>> = {
  range: fc.constantFrom("bytes=0-10", "bytes=-5", "bytes=5-", "bytes=999999999-", "bytes=10-2", "bytes=0-1,4-5", "items=0-1", "bytes=-0"),
  "trpc-accept": fc.constantFrom("application/jsonl", "application/json"),
  accept: fc.constantFrom("application/json", "text/html", "*/*", "application/jsonl"),
};

const extraHeaders = fc
  .array(
    headerName.chain((name) =>
      fc.tuple(fc.constant(name), specialValues[name] ? fc.oneof(specialValues[name], headerValue) : headerValue),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => Object.fromEntries(pairs));

export const headerSpec: fc.Arbitrary<HeaderSpec> = fc.record(
  { auth, forwardedFor: fc.oneof(fc.constantFrom("1.2.3.4", "::1", "unknown"), headerValue), extra: extraHeaders },
  { requiredKeys: ["auth", "extra"] },
);
