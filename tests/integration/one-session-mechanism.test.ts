import { readdirSync } from "node:fs";
import path from "node:path";

import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import * as catchAll from "~/app/api/[...path]/route";
import { GET as videoRoute } from "~/app/api/media/lessons/[lessonId]/route";
import { GET as trpcGet } from "~/app/api/trpc/[trpc]/route";
import { users } from "~/server/db/schema";
import { getMe, newParent, postUser, registerParent } from "../support/accounts";
import { callRoute, testDb } from "../support/app";

// Docs/decisions/017: one session mechanism. Every place that reads a session — the tRPC context
// (users.me), the REST adapter (/api/user/me) and the routes that are not procedures (a lesson's
// video) — refuses a revoked one, with the cookie and with the Bearer token; /api/auth/* is not
// mounted any more, so nothing else answers with a session.

type Signed = { token: string; user: { id: string; email: string } };

const apiDir = path.resolve(import.meta.dirname, "../../src/app/api");
const someLesson = "00000000-0000-4000-8000-000000000000";

/** What each reader of sessions makes of a token, sent as the cookie and as a Bearer header. */
async function seenBy(token: string) {
  const seen: Record<string, string> = {};
  for (const [via, headers] of [
    ["cookie", { cookie: `authjs.session-token=${token}` }],
    ["bearer", { authorization: `Bearer ${token}` }],
  ] as const) {
    const trpc = await trpcGet(new Request("http://localhost:3000/api/trpc/users.me", { headers }));
    const me = ((await trpc.json()) as { result: { data: { json: { email: string } | null } } }).result.data.json;
    seen[`tRPC users.me (${via})`] = me ? "signed in" : "anonymous";
    const rest = await getMe(headers);
    seen[`GET /api/user/me (${via})`] = rest.status === 200 ? "signed in" : `${rest.status}`;
    // Signed in, an unsigned video address is 403; without a session it is 401.
    const video = await videoRoute(new Request(`http://localhost:3000/api/media/lessons/${someLesson}`, { headers }), {
      params: Promise.resolve({ lessonId: someLesson }),
    });
    seen[`lesson video (${via})`] = video.status === 403 ? "signed in" : `${video.status}`;
  }
  return seen;
}

const everywhere = (answer: string) => ({
  "tRPC users.me (cookie)": answer === "signed in" ? answer : "anonymous",
  "tRPC users.me (bearer)": answer === "signed in" ? answer : "anonymous",
  "GET /api/user/me (cookie)": answer,
  "GET /api/user/me (bearer)": answer,
  "lesson video (cookie)": answer,
  "lesson video (bearer)": answer,
});

describe("one session mechanism", () => {
  it("/api/auth/* is not mounted: its paths answer 404 in the one error shape", async () => {
    const topLevel = readdirSync(apiDir);
    expect(topLevel).not.toContain("auth");
    // Only the catch-all could match /api/auth/…: no other dynamic segment at that level.
    expect(topLevel.filter((name) => name.startsWith("["))).toEqual(["[...path]"]);

    for (const [method, authPath] of [
      ["GET", "session"],
      ["GET", "providers"],
      ["GET", "csrf"],
      ["GET", "signin"],
      ["POST", "callback/password"],
      ["POST", "callback/one-time-code"],
      ["POST", "signout"],
    ] as const) {
      const handler = catchAll[method];
      const response = await callRoute(handler, { url: `http://localhost:3000/api/auth/${authPath}`, method, params: { path: ["auth", ...authPath.split("/")] } });
      expect(response, `${method} /api/auth/${authPath}`).toMatchObject({
        status: 404,
        json: { success: false, code: "NOT_FOUND", message: "No API endpoint at this address.", error: "No API endpoint at this address." },
      });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it("a logged-out session is refused everywhere; the parent's other session goes on", async () => {
    const parent = newParent();
    const first = (await registerParent(parent)).json as Signed;
    const second = (await postUser("login", { email: parent.email, password: parent.password })).json as Signed;
    expect(await seenBy(first.token)).toEqual(everywhere("signed in"));

    expect((await postUser("logout", {}, { authorization: `Bearer ${first.token}` })).status).toBe(200);
    expect(await seenBy(first.token)).toEqual(everywhere("401"));
    expect(await seenBy(second.token)).toEqual(everywhere("signed in"));
  });

  it("a password change ends the other sessions everywhere; the one that made it goes on", async () => {
    const parent = newParent();
    const other = (await registerParent(parent)).json as Signed;
    const current = (await postUser("login", { email: parent.email, password: parent.password })).json as Signed;
    const changed = await postUser("changePass", { password: "new-cedar-77", currentPassword: parent.password }, { authorization: `Bearer ${current.token}` });
    expect(changed.status).toBe(200);
    expect(await seenBy(other.token)).toEqual(everywhere("401"));
    expect(await seenBy(current.token)).toEqual(everywhere("signed in"));
  });

  it("a bumped session version is refused everywhere even while the session's row remains", async () => {
    const session = (await registerParent(newParent())).json as Signed;
    const db = await testDb();
    await db.update(users).set({ sessionVersion: sql`${users.sessionVersion} + 1` }).where(eq(users.id, session.user.id));
    expect(await seenBy(session.token)).toEqual(everywhere("401"));
  });
});
