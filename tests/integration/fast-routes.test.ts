import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
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
