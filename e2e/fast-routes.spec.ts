import { request as httpRequest } from "node:http";
import { gunzipSync } from "node:zlib";
import { expect, test } from "./fixtures";

// `npm start` answers GET /api/appointments/timeslots itself, before Next's router (a fast route,
// decision 009). The fast path takes the exact pathname only; Next resolves other spellings of it,
// such as a dot segment, to the same route handler. Both answers must be the same.

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** Sends the path exactly as written (fetch and Playwright would remove the dot segment). */
function rawRequest(baseURL: string, path: string, method = "GET"): Promise<Answer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method, headers: { "accept-encoding": "gzip" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers["content-encoding"] === "gzip" && raw.length > 0 ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString() });
      });
    });
    req.on("error", reject).end();
  });
}

// Per message and connection, not part of the answer: Next streams its body, the fast path sends
// its length. Next's Vary also names its page-navigation headers (compared separately).
const TRANSPORT_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "vary"]);
const answerHeaders = (answer: Answer) => Object.entries(answer.headers).filter(([name]) => !TRANSPORT_HEADERS.has(name));

/** A weekday with free slots, far enough ahead that no other test books on it. */
async function quietDate(request: import("@playwright/test").APIRequestContext, daysAhead: number): Promise<string> {
  for (let day = daysAhead; day < daysAhead + 7; day += 1) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const { data } = (await (await request.get(`/api/appointments/timeslots?date=${date}`)).json()) as Slots;
    if (data.slots.some((s) => s.available)) return date;
  }
  throw new Error("No weekday with free slots");
}

type Slots = { data: { bookedSlots: Array<{ startTime: string }>; slots: Array<{ startTime: string; available: boolean; reason: string }> } };

test("the fast path answers time slots exactly as Next's route does", async ({ baseURL, request }) => {
  const date = await quietDate(request, 300);
  const cases: Array<[query: string, method: string, status: number]> = [
    [`?date=${date}`, "GET", 200],
    [`?date=${date}`, "HEAD", 200],
    ["?date=2026-02-30", "GET", 400],
    ["", "GET", 400],
  ];
  for (const [query, method, status] of cases) {
    const fast = await rawRequest(baseURL!, `/api/appointments/timeslots${query}`, method);
    const viaNext = await rawRequest(baseURL!, `/api/appointments/./timeslots${query}`, method);
    const label = `${method} ${query}`;
    expect(fast.status, label).toBe(status);
    expect(viaNext.status, label).toBe(status);
    expect(fast.body, label).toBe(viaNext.body);
    expect(answerHeaders(fast), label).toEqual(answerHeaders(viaNext));
    // Only Next's router adds its navigation headers: the fast path did answer.
    expect(fast.headers.vary, label).toBe("Accept-Encoding");
    expect(viaNext.headers.vary, label).toMatch(/^rsc, .*Accept-Encoding$/);
  }
  const answer = await rawRequest(baseURL!, `/api/appointments/timeslots?date=${date}`);
  expect(answer.headers).toMatchObject({ "x-frame-options": "DENY", "cache-control": "no-store", "content-encoding": "gzip" });
  expect(JSON.parse(answer.body)).toMatchObject({ success: true, data: { date, bookedSlots: [] } });
});

test("a booking shows as taken on the next read through the fast path", async ({ request }) => {
  const date = await quietDate(request, 320);
  const read = async () => ((await (await request.get(`/api/appointments/timeslots?date=${date}`)).json()) as Slots).data;
  const slot = (await read()).slots.find((s) => s.available)!;
  const services = (await (await request.get("/api/services/online/online")).json()) as { data: Array<{ id: string }> };
  const booking = await request.post("/api/appointments/book", {
    headers: { "x-forwarded-for": "198.18.200.1" },
    data: { service: services.data[0]!.id, patient: { name: "Nour Saad", phoneNumber: "+9613123456" }, date, startTime: slot.startTime, type: "Online" },
  });
  expect(booking.status()).toBe(201);
  const after = await read();
  expect(after.slots.find((s) => s.startTime === slot.startTime)).toMatchObject({ available: false, reason: "booked" });
  expect(after.bookedSlots).toContainEqual({ startTime: slot.startTime });
});
