import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { POST as subscribe } from "~/app/api/newsletter/subscribe/route";
import { POST as unsubscribe } from "~/app/api/newsletter/unsubscribe/[id]/route";
import { POST as trpc } from "~/app/api/trpc/[trpc]/route";
import { newsletterSubscribers } from "~/server/db/schema";
import { newsletterSignUpsPerAddress } from "~/server/services/security/limits";
import { callRoute, fillRateLimit, testCaller, testDb } from "../support/app";
import { recipients } from "../support/outbox";
import { deliveredMail } from "../support/jobs";

const url = "http://localhost:3000/api/newsletter/subscribe";

describe("newsletter subscription", () => {
  it("stores the subscriber once, lower-cased, with source and consent version", async () => {
    const first = await callRoute(subscribe, { url, method: "POST", body: { email: "Parent@Example.com" } });
    expect(first).toMatchObject({ status: 200, json: { success: true } });
    const again = await callRoute(subscribe, { url, method: "POST", body: { email: "parent@example.com " } });
    expect(again).toMatchObject({ status: 200, json: { success: true } });

    const db = await testDb();
    const rows = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "parent@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: "api", unsubscribedAt: null });
    expect(rows[0]!.consentVersion).toMatch(/\S/);
  });

  it("refuses an empty or malformed address with a 400 and a per-field message", async () => {
    const empty = await callRoute(subscribe, { url, method: "POST", body: { email: "" } });
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({
      success: false,
      code: "BAD_REQUEST",
      message: "Please enter your email.",
      error: "Please enter your email.",
      fields: { email: "Please enter your email." },
    });
    const malformed = await callRoute(subscribe, { url, method: "POST", body: { email: "not-an-address" } });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toMatchObject({ fields: { email: "Please enter a valid email address." } });
  });

  it("refuses a body that is not JSON", async () => {
    const response = await callRoute(subscribe, { url, method: "POST", body: "{oops" });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ message: "The request body must be valid JSON." });
  });

  it("refuses the NUL character over tRPC with 400, even under a key superjson will not send back", async () => {
    for (const [input, field] of [
      [{ email: "nul@example.com", source: "foot\u0000er" }, "source"],
      [JSON.parse('{"email":"nul@example.com","constructor":"\\u0000"}'), "_"],
    ] as const) {
      const { status, json } = await callRoute(trpc, { url: "http://localhost:3000/api/trpc/newsletter.subscribe", method: "POST", body: { json: input } });
      expect(status).toBe(400);
      expect(json).toMatchObject({
        error: { json: { message: "Text may not contain the NUL character.", data: { appCode: "BAD_REQUEST", fields: { [field]: "Text may not contain the NUL character." } } } },
      });
    }
  });

  it("the tRPC procedure validates with the same schema", async () => {
    const caller = await testCaller();
    await expect(caller.newsletter.subscribe({ email: "new@example.com", source: "footer" })).resolves.toEqual({
      success: true,
    });
    const error = await caller.newsletter.subscribe({ email: "nope" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe("BAD_REQUEST");
  });

  it("welcomes a new subscriber once, with a one-click unsubscribe link and the RFC 8058 headers", async () => {
    const email = `welcome-${Date.now()}@example.com`;
    await callRoute(subscribe, { url, method: "POST", body: { email } });
    await callRoute(subscribe, { url, method: "POST", body: { email } });
    const welcomes = (await deliveredMail()).filter((m) => recipients(m).includes(email));
    expect(welcomes).toHaveLength(1);
    const [welcome] = welcomes;
    const header = (name: string) => welcome!.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, "").replace(/\r?\n\s+/g, "");
    const listUnsubscribe = String(header("list-unsubscribe"));
    expect(listUnsubscribe).toMatch(/^<http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\/[0-9a-f-]{36}\?t=[\w-]+>$/);
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(welcome!.text).toMatch(/http:\/\/localhost:3000\/newsletter\/unsubscribe\/[0-9a-f-]{36}\?t=/);

    // The mail client's one-click POST unsubscribes at once.
    const target = new URL(listUnsubscribe.slice(1, -1));
    const id = target.pathname.split("/").at(-1)!;
    const forged = await callRoute(unsubscribe, { url: target.toString().replace(/t=[\w-]+/, "t=forged"), method: "POST", body: "List-Unsubscribe=One-Click", params: { id } });
    expect(forged.status).toBe(400);
    const response = await callRoute(unsubscribe, { url: target.toString(), method: "POST", body: "List-Unsubscribe=One-Click", params: { id } });
    expect(response).toMatchObject({ status: 200, json: { success: true } });
    const db = await testDb();
    const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(row!.unsubscribedAt).not.toBeNull();

    // Subscribing again works and welcomes again.
    await callRoute(subscribe, { url, method: "POST", body: { email } });
    const [again] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(again!.unsubscribedAt).toBeNull();
    expect((await deliveredMail()).filter((m) => recipients(m).includes(email))).toHaveLength(2);
  });

  it("limits sign-ups per network address, generously (carrier-grade NAT)", async () => {
    const address = "192.0.2.9";
    const limit = newsletterSignUpsPerAddress(address);
    expect(limit.limit).toBeGreaterThanOrEqual(200);
    await fillRateLimit(limit, limit.limit - 1);
    const post = (i: number) => callRoute(subscribe, { url, method: "POST", body: { email: `burst-${i}@example.com` }, from: address });
    expect((await post(1)).status).toBe(200);
    expect((await post(2))).toMatchObject({ status: 429, json: { code: "TOO_MANY_REQUESTS" } });
    expect((await callRoute(subscribe, { url, method: "POST", body: { email: "other@example.com" }, from: "192.0.2.10" })).status).toBe(200);
  });
});
