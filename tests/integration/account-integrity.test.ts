import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as bookRoute from "~/app/api/appointments/book/route";
import * as trpcRoute from "~/app/api/trpc/[trpc]/route";
import * as registerRoute from "~/app/api/user/register/route";
import { createSession } from "~/server/auth/session-token";
import { MAX_JSON_DEPTH } from "~/server/http/api-request-guard";
import { startHttpApp } from "../support/http-app";
import { testDb } from "../support/app";
import { newParent } from "../support/accounts";
import { createAccount } from "../support/factories";

// Issue 25's attacks on account integrity, replayed against the app's request pipeline on a real
// HTTP server and the real database. Each passed on the code before its fix.

let app: Awaited<ReturnType<typeof startHttpApp>>;
let adminToken: string;
beforeAll(async () => {
  const db = await testDb();
  const admin = await createAccount(db, "admin");
  adminToken = (await createSession(db, { userId: admin.id, sessionVersion: 1, kind: "staff" })).token;
  app = await startHttpApp([
    ["/api/user/register", registerRoute],
    ["/api/appointments/book", bookRoute],
    ["/api/trpc/:trpc", trpcRoute],
  ]);
});
afterAll(() => app.close());

const sameSite = { "content-type": "application/json", origin: "http://localhost:3000" };
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${path}`, { method: "POST", headers: { ...sameSite, ...headers }, body: typeof body === "string" ? body : JSON.stringify(body) });
const asAdmin = () => ({ authorization: `Bearer ${adminToken}` });
const SECRET = /\$argon2|passwordHash|password_hash|codeHash|tokenHash|sessionToken/;

describe("attack 3: no password hash reaches the browser", () => {
  it("inviting a parent who has a password, changing their role and disabling them answer no hash", async () => {
    const parent = newParent();
    expect((await post("/api/user/register", parent)).status).toBe(201);

    const invited = await post("/api/trpc/admin.staff.invite", { json: { email: parent.email, firstName: "Rana", lastName: "Khoury", role: "staff" } }, asAdmin());
    const invitedText = await invited.text();
    expect(invited.status, invitedText).toBe(200);
    expect(invitedText).not.toMatch(SECRET);
    const userId = (JSON.parse(invitedText) as { result: { data: { json: { user: { id: string } } } } }).result.data.json.user.id;

    const answers = await Promise.all([
      post("/api/trpc/admin.staff.setRole", { json: { userId, role: "admin" } }, asAdmin()),
      post("/api/trpc/admin.staff.setDisabled", { json: { userId, disabled: true } }, asAdmin()),
    ]);
    for (const answer of answers) {
      const text = await answer.text();
      expect(answer.status, text).toBe(200);
      expect(text).not.toMatch(SECRET);
    }
    const list = await fetch(`${app.url}/api/trpc/admin.staff.list`, { headers: asAdmin() });
    expect(await list.text()).not.toMatch(SECRET);
  });
});

describe("attack 4: deeply nested JSON is a 400 in the one shape, not a stack overflow", () => {
  const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

  it("10,000 levels in a tRPC mutation, a batch and a REST body; 1,000 in a query's address (within Node's 16 KB for headers)", async () => {
    const answers = [
      await post("/api/trpc/users.login", `{"json":${deep(10_000)}}`),
      await post("/api/trpc/users.login,users.login?batch=1", `{"0":{"json":{"email":"a@b.c","password":"x"}},"1":{"json":${deep(10_000)}}}`),
      await fetch(`${app.url}/api/trpc/catalogue.services?input=${encodeURIComponent(`{"json":${deep(1_000)}}`)}`),
      await post("/api/appointments/book", `{"patient":${deep(10_000)}}`),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain(`nested too deeply (at most ${MAX_JSON_DEPTH} levels)`);
    }
  });

  it("in the caller's language", async () => {
    const answer = await post("/api/appointments/book", `{"patient":${deep(100)}}`, { "accept-language": "fr" });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ success: false, code: "BAD_REQUEST", message: `La requête est trop imbriquée (${MAX_JSON_DEPTH} niveaux au maximum).` });
  });

  it("an input as deep as the limit still reaches validation", async () => {
    const answer = await post("/api/appointments/book", `{"patient":${deep(MAX_JSON_DEPTH - 1)}}`);
    expect(answer.status).toBe(400);
    expect(await answer.text()).not.toContain("nested too deeply");
  });
});
