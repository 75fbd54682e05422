import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createRequestListener } from "../../scripts/lib/server.mjs";
import { GET as timeslotsRoute } from "~/app/api/appointments/timeslots/route";
import { securityHeaders } from "~/config/security-headers.js";
import { clearFastRoutes } from "~/server/http/fast-routes";
import { registerFastRoutes } from "~/server/http/register-fast-routes";
import { testDb } from "../support/app";
import { bookingPayload, onlineService, postBooking } from "../support/booking";
import { upcoming } from "../support/dates";

// The custom server's request listener (decision 009) with the real fast routes, in front of a
// stand-in for Next that records what reaches it.
const reachedNext: string[] = [];
const standInForNext = async (req: IncomingMessage, res: ServerResponse) => {
  reachedNext.push(`${req.method} ${req.url}`);
  res.end("Next");
};
const server = createServer(createRequestListener(standInForNext));
let base = "";

beforeAll(async () => {
  await testDb();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  clearFastRoutes();
  await new Promise((resolve) => server.close(resolve));
});

type Slots = { data: { bookedSlots: Array<{ startTime: string }>; slots: Array<{ startTime: string; available: boolean }> } };

describe("the custom server's fast routes", () => {
  it("leaves every request to Next until the app has registered its routes", async () => {
    const response = await fetch(`${base}/api/appointments/timeslots?date=${upcoming(2)}`);
    expect(await response.text()).toBe("Next");
    expect(reachedNext).toEqual([`GET /api/appointments/timeslots?date=${upcoming(2)}`]);
    registerFastRoutes();
  });

  it("answers time slots as the Next route handler does, plus the security headers", async () => {
    reachedNext.length = 0;
    for (const query of [`?date=${upcoming(2)}`, "?date=2026-02-30", ""]) {
      const fast = await fetch(`${base}/api/appointments/timeslots${query}`);
      const route = await timeslotsRoute(new Request(`http://localhost:3000/api/appointments/timeslots${query}`));
      expect(fast.status, query).toBe(route.status);
      expect(await fast.text(), query).toBe(await route.text());
      for (const name of ["content-type", "cache-control"]) expect(fast.headers.get(name), name).toBe(route.headers.get(name));
      for (const { key, value } of securityHeaders) expect(fast.headers.get(key), key).toBe(value);
    }
    const head = await fetch(`${base}/api/appointments/timeslots?date=${upcoming(2)}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("application/json");
    expect(await head.text()).toBe("");
    expect(reachedNext).toEqual([]);
  });

  it("leaves other methods and other spellings of the path to Next", async () => {
    reachedNext.length = 0;
    await fetch(`${base}/api/appointments/timeslots`, { method: "POST" });
    await fetch(`${base}/api/appointments/timeslots/?date=${upcoming(2)}`);
    await fetch(`${base}/api/services`);
    expect(reachedNext).toEqual(["POST /api/appointments/timeslots", `GET /api/appointments/timeslots/?date=${upcoming(2)}`, "GET /api/services"]);
  });

  it("shows a booking on the next read, within the taken-slot cache's lifetime", async () => {
    const service = await onlineService(await testDb());
    const date = upcoming(2, 14);
    const read = async () => ((await (await fetch(`${base}/api/appointments/timeslots?date=${date}`)).json()) as Slots).data;
    const slot = (await read()).slots.find((s) => s.available)!;
    expect((await postBooking(bookingPayload(service.id, date, slot.startTime))).status).toBe(201);
    const after = await read();
    expect(after.slots.find((s) => s.startTime === slot.startTime)?.available).toBe(false);
    expect(after.bookedSlots).toContainEqual({ startTime: slot.startTime });
  });
});

describe("the custom server's limit on API calls per client address", () => {
  // A clock that stays inside one minute, so the calls below all count against the same window.
  const limited = createServer(createRequestListener(standInForNext, { apiRequestsPerMinute: 3, now: () => 1_800_000_030_000 }));
  let limitedBase = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => limited.listen(0, "127.0.0.1", resolve));
    limitedBase = `http://127.0.0.1:${(limited.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => limited.close(resolve)));

  const from = (address: string) => ({ headers: { "x-forwarded-for": address } });

  it("refuses the call over the limit, fast routes and Next's alike, in the one error shape", async () => {
    registerFastRoutes();
    const statuses = [];
    for (const path of ["/api/services", `/api/appointments/timeslots?date=${upcoming(2)}`, "/api/courses"]) {
      statuses.push((await fetch(`${limitedBase}${path}`, from("203.0.113.10"))).status);
    }
    expect(statuses).toEqual([200, 200, 200]);
    for (const path of [`/api/appointments/timeslots?date=${upcoming(2)}`, "/api/services"]) {
      reachedNext.length = 0;
      const refused = await fetch(`${limitedBase}${path}`, from("203.0.113.10"));
      expect(refused.status, path).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("30");
      expect(refused.headers.get("content-type")).toBe("application/json");
      for (const { key, value } of securityHeaders) expect(refused.headers.get(key), key).toBe(value);
      expect(await refused.json()).toEqual({
        success: false,
        code: "TOO_MANY_REQUESTS",
        message: "Too many requests. Please wait a minute and try again.",
        error: "Too many requests. Please wait a minute and try again.",
      });
      expect(reachedNext).toEqual([]);
    }
  });

  it("counts each client on its own, by the address the proxy appended last", async () => {
    // The same client sending a made-up first entry is still the same client.
    const spoofed = await fetch(`${limitedBase}/api/services`, from("10.0.0.1, 203.0.113.10"));
    expect(spoofed.status).toBe(429);
    const other = await fetch(`${limitedBase}/api/services`, from("203.0.113.11"));
    expect(other.status).toBe(200);
  });

  it("counts a path spelled with dot segments as the API path it resolves to", async () => {
    // Sent as written (fetch would resolve the dot segments before sending).
    const statusOfRawPath = (path: string) =>
      new Promise<number | undefined>((resolve, reject) => {
        const { port } = limited.address() as AddressInfo;
        request({ host: "127.0.0.1", port, path, headers: { "x-forwarded-for": "203.0.113.10" } }, (response) => {
          response.resume();
          resolve(response.statusCode);
        })
          .on("error", reject)
          .end();
      });
    for (const path of ["/./api/services", "/api/../api/services", "/%2e/api/services"]) {
      expect(await statusOfRawPath(path), path).toBe(429);
    }
    expect(await statusOfRawPath("/./about")).toBe(200);
  });

  it("leaves pages and files alone", async () => {
    for (let i = 0; i < 5; i++) expect((await fetch(`${limitedBase}/about`, from("203.0.113.10"))).status).toBe(200);
  });
});
