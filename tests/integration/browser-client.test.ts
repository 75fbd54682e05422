import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { GET as trpcGet, POST as trpcPost } from "~/app/api/trpc/[trpc]/route";
import { withClientAddress } from "~/server/http/client-address";
import { callErrorOf } from "~/trpc/app-error";
import { getTRPCClient } from "~/trpc/client";
import { newParent, registerParent, sessionCookieFrom } from "../support/accounts";
import { testDb } from "../support/app";
import { onlineService } from "../support/booking";
import { upcoming } from "../support/dates";

// The browser's one tRPC client (decision 021) against the real /api/trpc handler: what the public
// pages' widgets (services grid, newsletter, session check, booking form) send and read.
const XSRF = "browser-client-xsrf-token-0123456789";

/** What the browser would send along: its cookies, and the XSRF-TOKEN cookie the page can read. */
let jar: { session?: string; pageSeesXsrf: boolean };
/** The X-XSRF-TOKEN header of each request the client made. */
let sentTokens: Array<string | null>;
let address = 0;

beforeEach(() => {
  jar = { pageSeesXsrf: true };
  sentTokens = [];
  // The client logs each failed call (its logger link); the failures here are on purpose.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.stubGlobal("document", {
    get cookie() {
      return jar.pageSeesXsrf ? `XSRF-TOKEN=${XSRF}` : "";
    },
  });
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = withClientAddress(new Headers(init?.headers), `198.51.100.${++address % 250}`);
    headers.set("cookie", [`XSRF-TOKEN=${XSRF}`, jar.session].filter(Boolean).join("; "));
    sentTokens.push(headers.get("x-xsrf-token"));
    const request = new Request(new URL(String(input), "http://localhost:3000"), { ...init, headers });
    return request.method === "POST" ? trpcPost(request) : trpcGet(request);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function signIn() {
  const registered = await registerParent(newParent());
  jar.session = sessionCookieFrom(registered.headers);
}

describe("the browser's tRPC client", () => {
  it("echoes the XSRF-TOKEN cookie in the X-XSRF-TOKEN header, so a signed-in parent's change passes the CSRF check", async () => {
    await signIn();
    const client = getTRPCClient();
    await expect(client.newsletter.subscribe.mutate({ email: `signed-in-${Date.now()}@example.com`, source: "footer" })).resolves.toEqual({
      success: true,
    });
    expect(sentTokens).toEqual([XSRF]);

    // Without the header the same change is refused, in the one error shape.
    jar.pageSeesXsrf = false;
    const refused = await client.newsletter.subscribe.mutate({ email: `no-header-${Date.now()}@example.com`, source: "footer" }).catch((e: unknown) => e);
    expect(callErrorOf(refused)).toMatchObject({ code: "FORBIDDEN", message: expect.stringMatching(/could not be verified/) });
  });

  it("reads the session check: the profile with a session, null without one", async () => {
    const client = getTRPCClient();
    await expect(client.users.me.query()).resolves.toBeNull();
    await signIn();
    await expect(client.users.me.query()).resolves.toMatchObject({ role: "parent", email: expect.stringContaining("@example.com") });
  });

  it("brings the server's per-field messages, keyed by path, for the booking form to place under its fields", async () => {
    const service = await onlineService(await testDb());
    const client = getTRPCClient();
    const failed = await client.appointments.book
      .mutate({
        service: service.id,
        patient: { name: "Rana Khoury", phoneNumber: "12", email: "not-an-email" },
        date: upcoming(2),
        startTime: "10:00",
        type: "Online",
        notes: "",
        healthDataConsent: true,
      })
      .catch((e: unknown) => e);
    const error = callErrorOf(failed);
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message).not.toBe("");
    expect(Object.keys(error.fields)).toEqual(expect.arrayContaining(["patient.phoneNumber", "patient.email"]));
  });

  it("batches the calls a widget makes together into one request, and answers each", async () => {
    await onlineService(await testDb());
    const client = getTRPCClient();
    const from = upcoming(1);
    const [services, online, days] = await Promise.all([
      client.appointments.listServices.query(),
      client.appointments.listOnlineServices.query(),
      client.appointments.availableDays.query({ from, to: from }),
    ]);
    expect(sentTokens).toHaveLength(1);
    expect(services.length).toBeGreaterThan(0);
    expect(online[0]).toMatchObject({ priceOnlineCents: expect.any(Number) });
    expect(days.days).toHaveLength(1);
  });

  it("reads a failure that is not the server's answer as NETWORK", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    const failed = await getTRPCClient().users.me.query().catch((e: unknown) => e);
    expect(callErrorOf(failed)).toEqual({ code: "NETWORK", message: "", fields: {} });
  });
});
