import { beforeAll, describe, expect, it } from "vitest";

import { GET as subscribersCsv } from "~/app/api/admin/subscribers/csv/route";
import { createSession } from "~/server/auth/session-token";
import { newsletterSubscribers } from "~/server/db/schema";
import { callRoute, testCaller, testDb } from "../support/app";
import { createAccount } from "../support/factories";

const csvUrl = (query = "") => `http://localhost:3000/api/admin/subscribers/csv${query}`;

let staffToken: string;
let parentToken: string;
let staff: Awaited<ReturnType<typeof createAccount>>;
beforeAll(async () => {
  const db = await testDb();
  staff = await createAccount(db, "staff");
  const parent = await createAccount(db, "parent");
  staffToken = (await createSession(db, { userId: staff.id, sessionVersion: 1, kind: "staff" })).token;
  parentToken = (await createSession(db, { userId: parent.id, sessionVersion: 1 })).token;
  await db.insert(newsletterSubscribers).values([
    { email: "amal@example.com", source: "footer", consentVersion: "2026-11", subscribedAt: new Date("2026-11-01T10:00:00Z") },
    { email: "=cmd|' /C calc'!A0@example.com", source: "popup", consentVersion: "2026-11", subscribedAt: new Date("2026-11-02T10:00:00Z") },
    { email: "left@example.com", source: "footer", consentVersion: "2026-10", subscribedAt: new Date("2026-10-01T10:00:00Z"), unsubscribedAt: new Date("2026-10-20T10:00:00Z") },
  ]);
});

describe("subscribers", () => {
  it("lists newest first with the total, filtered and paged on the server", async () => {
    const caller = await testCaller({ user: staff });
    const all = await caller.admin.subscribers.list({});
    expect(all.total).toBe(3);
    expect(all.rows.map((r) => r.email)[0]).toContain("calc");
    expect((await caller.admin.subscribers.list({ show: "unsubscribed" })).rows.map((r) => r.email)).toEqual(["left@example.com"]);
    expect((await caller.admin.subscribers.list({ search: "AMAL" })).rows.map((r) => r.email)).toEqual(["amal@example.com"]);
    expect((await caller.admin.subscribers.list({ page: 2 })).rows).toEqual([]);
  });

  it("sorts on the server by e-mail, date or source, either way", async () => {
    const caller = await testCaller({ user: staff });
    const emails = async (sort: "email" | "subscribedAt" | "source", dir: "asc" | "desc") => (await caller.admin.subscribers.list({ sort, dir })).rows.map((r) => r.email);
    // Where "=" sorts depends on the database's collation; the letters' order does not.
    const byEmail = await emails("email", "asc");
    expect(byEmail.indexOf("amal@example.com")).toBeLessThan(byEmail.indexOf("left@example.com"));
    expect(await emails("email", "desc")).toEqual([...byEmail].reverse());
    expect(await emails("subscribedAt", "asc")).toEqual(["left@example.com", "amal@example.com", expect.stringContaining("calc")]);
    expect((await emails("source", "desc"))[0]).toContain("calc");
    await expect(caller.admin.subscribers.list({ sort: "password" as "email" })).rejects.toThrow("Sort by date, e-mail or source.");
  });

  it("exports CSV to staff only; a cell a spreadsheet would run as a formula stays text", async () => {
    expect((await callRoute(subscribersCsv, { url: csvUrl() })).status).toBe(401);
    expect((await callRoute(subscribersCsv, { url: csvUrl(), headers: { authorization: `Bearer ${parentToken}` } })).status).toBe(403);
    const response = await subscribersCsv(new Request(csvUrl("?show=subscribed"), { headers: { authorization: `Bearer ${staffToken}` } }), { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("email,source,consent_version,subscribed_at,unsubscribed_at");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(`"'=cmd|' /C calc'!A0@example.com","popup","2026-11","2026-11-02T10:00:00.000Z",""`);
    expect(lines[2]).toBe(`"amal@example.com","footer","2026-11","2026-11-01T10:00:00.000Z",""`);
  });
});
