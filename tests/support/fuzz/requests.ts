import fc from "fast-check";

import { asText, bodyOf, type BodySpec } from "./bodies";
import type { FuzzFixtures } from "./fixtures";
import { headerSpec, type HeaderSpec } from "./headers";
import { routePath, type ApiRoute } from "./next-route";
import { trpcCall, type TrpcProcedure } from "./trpc-requests";
import { fieldValue, nastyString, segmentValue, type FieldList } from "./values";

/** One generated request, as data: printable when it fails, sent by `toRequest`. */
export type FuzzRequest = {
  /** What the summary counts it under: the route's template, or "trpc <procedure>". */
  target: string;
  api: "rest" | "trpc";
  /** tRPC only: sent as `?batch=1`. */
  batch?: boolean;
  route: ApiRoute;
  method: string;
  params: Record<string, string | string[]>;
  query: [string, string][];
  headers: HeaderSpec;
  body?: BodySpec;
  /** Webhook only: signed as the payment gateway signs its events, to get past the signature. */
  signed?: boolean;
};

const ODD_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "DELETE", "PATCH"] as const;

/** The input fields of each REST path with a body (the tRPC procedures' come from their schemas). */
const REST_BODY_FIELDS: Record<string, FieldList> = {
  "/api/appointments/book": [
    "service",
    ["patient", ["name", "phoneNumber", "email"]],
    "date",
    "startTime",
    "endTime",
    "type",
    "meetingLink",
    "status",
    "notes",
    "address",
    "healthDataConsent",
    "noticeVersion",
    "consentPage",
  ],
  "/api/newsletter/subscribe": ["email", "source"],
  "/api/user/login": ["email", "password"],
  "/api/user/register": ["firstName", "lastName", "email", "phoneNumber", "password", "confirmationToken"],
  "/api/user/register/confirm": ["email", "otp", "confirmationToken"],
  "/api/user/registerEnroll": ["email"],
  "/api/user/sendForgotOtp": ["email"],
  "/api/user/verifyotp": ["email", "otp"],
  "/api/user/verifyForgotOtp": ["email", "otp"],
  "/api/user/changePass": ["password"],
  "/api/payments/simulated/[sessionId]": ["outcome"],
  "/api/webhooks/simulated": ["id", "object", "type", "created", ["data", [["object", ["object", "id"]]]]],
  "/api/webhooks/stripe": ["id", "object", "type", "created", ["data", [["object", ["object", "id"]]]]],
};

/** Paths that read a form, not JSON. */
const FORM_ROUTES = new Set(["/api/payments/simulated/[sessionId]"]);

/** The webhook whose signature the test can make (the simulated gateway's). */
const SIGNED_WEBHOOK = "/api/webhooks/simulated";

/** Query parameters some paths read. */
const QUERY_FIELDS = ["date", "from", "to", "t", "u", "e", "s", "session_id", "callbackUrl", "csrf"];

/** Auth.js's actions and providers, so the catch-all reaches its handlers, not only "unknown action". */
const AUTH_SEGMENTS = ["session", "csrf", "providers", "signin", "signout", "callback", "error", "verify-request", "password", "one-time-code"];

function query(route: ApiRoute, fx: FuzzFixtures): fc.Arbitrary<[string, string][]> {
  const pair = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...QUERY_FIELDS).chain((k) => fc.tuple(fc.constant(k), fieldValue(k, fx).map(asText))) },
    { weight: 1, arbitrary: fc.tuple(nastyString.filter((s) => s.length < 200), nastyString.filter((s) => s.length < 2_000)) },
  );
  const pairs = fc.array(pair, { maxLength: 3 });
  if (route.template === "/api/media/lessons/[lessonId]") {
    // The signed address of a lesson the parent may watch, sometimes with a tampered part.
    const signed = new URLSearchParams(fx.videoQuery);
    return fc.oneof(fc.constant([...signed.entries()]), pairs).map((list) => [...list]);
  }
  if (route.template === "/api/newsletter/unsubscribe/[id]") {
    const valid: [string, string] = ["t", fx.unsubscribeToken];
    return fc.oneof(fc.constant([valid, ["from", "page"] as [string, string]]), fc.constant([valid]), pairs).map((list) => [...list]);
  }
  return pairs;
}

function params(route: ApiRoute, fx: FuzzFixtures): fc.Arbitrary<Record<string, string | string[]>> {
  const model: Record<string, fc.Arbitrary<string | string[]>> = {};
  for (const { name, catchAll } of route.segments) {
    const segment = name === "nextauth" ? fc.oneof(fc.constantFrom(...AUTH_SEGMENTS), segmentValue(name, fx)) : segmentValue(name, fx);
    model[name] = catchAll ? fc.array(segment, { minLength: 1, maxLength: 3 }) : segment;
  }
  return fc.record(model);
}

/** A method: mostly one the route serves, else any of the seven Next knows. */
function method(route: ApiRoute): fc.Arbitrary<string> {
  return route.served.length
    ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...route.served) }, { weight: 1, arbitrary: fc.constantFrom(...ODD_METHODS) })
    : fc.constantFrom(...ODD_METHODS);
}

export function restRequest(route: ApiRoute, fx: FuzzFixtures): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: method(route),
      params: params(route, fx),
      query: query(route, fx),
      headers: headerSpec,
      body: fc.option(bodyOf(REST_BODY_FIELDS[route.template] ?? ["email", "courseId", "orderId"], fx, { form: FORM_ROUTES.has(route.template) }), {
        freq: 4,
      }),
      signed: route.template === SIGNED_WEBHOOK ? fc.boolean() : fc.constant(false),
    })
    .map(({ body, signed, ...rest }) =>
      withRoute({ target: route.template, api: "rest" as const, ...rest, ...(body ? { body } : {}), ...(signed ? { signed } : {}) }, route),
    );
}

export function trpcRequest(route: ApiRoute, procedures: TrpcProcedure[], fx: FuzzFixtures): fc.Arbitrary<FuzzRequest> {
  return fc.record({ call: trpcCall(procedures, fx), headers: headerSpec }).map(({ call, headers }) =>
    withRoute(
      {
        target: `trpc ${call.target}`,
        api: "trpc" as const,
        batch: call.batch,
        method: call.method,
        params: { trpc: call.path },
        query: call.query,
        headers,
        ...(call.body ? { body: call.body } : {}),
      },
      route,
    ),
  );
}

/** The route rides along unlisted, so that a printed counterexample shows only the request. */
function withRoute(request: Omit<FuzzRequest, "route">, route: ApiRoute): FuzzRequest {
  return Object.defineProperty(request, "route", { value: route, enumerable: false }) as FuzzRequest;
}

/** Under Node's 16 KB limit for the request line and headers, as a real server would demand. */
export function withinNodeHeaderLimit(request: FuzzRequest): boolean {
  const url = routePath(request.route, request.params) + "?" + new URLSearchParams(request.query).toString();
  const headers = Object.entries(request.headers.extra).reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
  const auth = "value" in request.headers.auth ? request.headers.auth.value.length : 1_000;
  return url.length + headers + auth + (request.headers.forwardedFor?.length ?? 0) < 15_000;
}
