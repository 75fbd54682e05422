import { describe, expect, it } from "vitest";

import { isDatabaseUnavailable } from "~/server/db/unavailable";
import { metricsAccessRefusal } from "~/server/observability/metrics-access";
import { ROUTE_GROUPS, routeGroupOf } from "~/server/observability/route-group";

describe("routeGroupOf: a request's group, from a fixed list whatever the address", () => {
  it.each([
    ["/", "page"],
    ["/fr/courses/3?x=1", "page"],
    ["/ar/appointment", "page"],
    ["/admin", "page:admin"],
    ["/admin/agenda?day=2026-12-01", "page:admin"],
    ["/_next/static/chunks/app-123.js", "static"],
    ["/_next/image?url=%2Fimages%2Fa.png&w=640", "static"],
    ["/images/hero/doctor.webp", "static"],
    ["/guides/newborn-care-essentials.pdf", "static"],
    ["/og-image.png", "static"],
    ["/robots.txt", "static"],
    ["/media/images/abc.webp", "media"],
    ["/api/media/lessons/5f0c?token=x", "media"],
    ["/api/healthz", "health"],
    ["/healthz", "health"],
    ["/api/metrics", "metrics"],
    ["/api/trpc/appointments.book?batch=1", "trpc:appointments"],
    ["/api/trpc/admin.agenda.list,admin.jobs.list?batch=1", "trpc:admin"],
    ["/api/trpc/catalogue.services,courses.list?batch=1", "trpc:catalogue"],
    ["/api/trpc/__proto__.x", "trpc:other"],
    ["/api/trpc/", "trpc:other"],
    ["/api/appointments/order/APT-7KQ2M9XD", "api:appointments"],
    ["/api/courses/12/modules/3/videos/4", "api:courses"],
    ["/api/user/login", "api:user"],
    ["/api/webhooks/stripe", "api:webhooks"],
    ["/api/wp-login.php", "api:other"],
    ["/api", "api:other"],
    ["/api/constructor", "api:other"],
  ])("%s → %s", (target, group) => {
    expect(routeGroupOf(target)).toBe(group);
    expect(ROUTE_GROUPS).toContain(group);
  });

  it("never returns anything outside the list, for arbitrary addresses", () => {
    const odd = ["", "?", "#", "//", "/api//", "/%ff", "/api/trpc/a%2Eb", `/api/${"x".repeat(5000)}`, "/api/trpc/hasOwnProperty.x", "http://evil/api/user"];
    for (const target of odd) expect(ROUTE_GROUPS).toContain(routeGroupOf(target));
  });
});

describe("metricsAccessRefusal", () => {
  const token = "0123456789abcdef0123456789abcdef-metrics";
  const headers = (authorization?: string) => new Headers(authorization === undefined ? {} : { authorization });

  it("is a 404 when no token is configured, whatever is sent", () => {
    expect(metricsAccessRefusal(headers(`Bearer ${token}`), undefined)).toMatchObject({ code: "NOT_FOUND" });
    expect(metricsAccessRefusal(headers(`Bearer `), "")).toMatchObject({ code: "NOT_FOUND" });
  });

  it("lets the configured token through as a Bearer credential, in any case of the scheme", () => {
    for (const scheme of ["Bearer", "bearer", "BeArEr"]) expect(metricsAccessRefusal(headers(`${scheme} ${token}`), token)).toBeNull();
  });

  it("is a 401 for anything else", () => {
    for (const sent of [undefined, "", "Bearer", "Bearer ", token, `Basic ${token}`, `Bearer ${token}x`, `Bearer x${token}`, `Bearer ${token.toUpperCase()}`, `Bearer ${token} extra`, `Bearer\t${token}`, `Bearer ${token}${"=".repeat(2000)}`]) {
      expect(metricsAccessRefusal(headers(sent), token), String(sent).slice(0, 40)).toMatchObject({ code: "UNAUTHORIZED" });
    }
  });
});

describe("isDatabaseUnavailable", () => {
  const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: select 1"), { cause });
  it("recognises a server that is not there, however deeply wrapped", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error("Connection terminated unexpectedly")))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error("the database system is starting up"), { code: "57P03" })))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new AggregateError([Object.assign(new Error("x"), { code: "ECONNREFUSED" })])))).toBe(true);
  });
  it("leaves other errors alone: a wrong query, a constraint, a plain error, a cycle of causes", () => {
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('relation "x" does not exist'), { code: "42P01" })))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error("duplicate key"), { code: "23505" })))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Something"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    const a: { cause?: unknown } = new Error("a");
    a.cause = a;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
