import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import * as loginRoute from "~/app/api/user/login/route";
import * as registerEnrollRoute from "~/app/api/user/registerEnroll/route";
import * as registerConfirmRoute from "~/app/api/user/register/confirm/route";
import * as registerRoute from "~/app/api/user/register/route";
import * as trpcRoute from "~/app/api/trpc/[trpc]/route";
import { oneTimeCodes, rateLimitCounters } from "~/server/db/schema";
import { startHttpApp } from "../support/http-app";
import { testDb } from "../support/app";
import { latestCodeFor, newParent } from "../support/accounts";

// The attacks of the security review, replayed against the app's request pipeline on a real HTTP
// server (client address labelled from the socket, src/proxy.ts, the route handlers) and the real
// database. Each failed on the code before the fix.
vi.hoisted(() => {
  process.env.LOG_LEVEL = "info"; // the log test below reads what the app logs
});

let app: Awaited<ReturnType<typeof startHttpApp>>;
/** Every line the app logs during this file (kept, not printed). */
const logLines: string[] = [];
beforeAll(async () => {
  const capture = (...args: unknown[]) => void logLines.push(args.map(String).join(" "));
  vi.spyOn(console, "log").mockImplementation(capture);
  vi.spyOn(console, "error").mockImplementation(capture);
  await testDb();
  app = await startHttpApp([
    ["/api/user/login", loginRoute],
    ["/api/user/register", registerRoute],
    ["/api/user/register/confirm", registerConfirmRoute],
    ["/api/user/registerEnroll", registerEnrollRoute],
    ["/api/trpc/:trpc", trpcRoute],
  ]);
});
afterAll(async () => {
  await app.close();
  vi.restoreAllMocks();
});

const sameSite = { "content-type": "application/json", origin: "http://localhost:3000" };
const post = (path: string, body: unknown, headers: Record<string, string> = sameSite) =>
  fetch(`${app.url}${path}`, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });

function wrongCodes(right: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => String((Number(right) + 1 + i * 7919) % 1_000_000).padStart(6, "0"));
}

/** Registers over HTTP as the site does: the details, then the e-mailed code with the first answer's token. */
async function register(parent: Record<string, string> & { email: string }) {
  const started = await post("/api/user/register", parent);
  expect(started.status).toBe(202);
  const { confirmationToken } = (await started.json()) as { confirmationToken: string };
  return post("/api/user/register/confirm", { email: parent.email, otp: await latestCodeFor(parent.email), confirmationToken });
}

async function signInCodeFor(email: string): Promise<string> {
  expect((await post("/api/user/registerEnroll", { email })).status).toBe(200);
  return latestCodeFor(email);
}

/** One tRPC batch calling users.verifySignInCode once per code; the answers in order. */
async function verifyInOneBatch(email: string, codes: string[]) {
  const path = `/api/trpc/${codes.map(() => "users.verifySignInCode").join(",")}?batch=1`;
  const body = Object.fromEntries(codes.map((otp, i) => [i, { json: { email, otp } }]));
  const response = await post(path, body);
  return { status: response.status, body: (await response.json()) as unknown };
}

/** The error message of each answer of a tRPC batch (superjson puts the error under `json`). */
function errorMessages(batch: unknown): string[] {
  return (batch as Array<{ error?: { json: { message: string } } }>).map((item) => item.error?.json.message ?? "(no error)");
}

async function attemptsOf(email: string): Promise<number> {
  const [row] = await (await testDb()).select({ attempts: oneTimeCodes.attempts }).from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
  return row!.attempts;
}

describe("one-time codes: at most 5 comparisons per code, however the guesses arrive", () => {
  it("refuses a batch larger than the cap without comparing anything", async () => {
    const email = `batch-big-${Date.now()}@example.com`;
    const code = await signInCodeFor(email);
    const { status } = await verifyInOneBatch(email, [...wrongCodes(code, 19), code]);
    expect(status).toBe(400);
    expect(await attemptsOf(email)).toBe(0);
  });

  it("in one batch: 5 compared, the rest refused, the right code after them refused too", async () => {
    const email = `batch-${Date.now()}@example.com`;
    const code = await signInCodeFor(email);
    const { body } = await verifyInOneBatch(email, wrongCodes(code, 10));
    const messages = errorMessages(body);
    const compared = messages.filter((m) => /Invalid OTP|Too many wrong codes/.test(m));
    expect(compared).toHaveLength(5);
    expect(messages.filter((m) => /expired or was already used/.test(m))).toHaveLength(5);
    expect(await attemptsOf(email)).toBe(5);
    expect(errorMessages((await verifyInOneBatch(email, [code])).body)).toEqual([expect.stringMatching(/expired or was already used/)]);
  });

  it("in parallel requests: the same", async () => {
    const email = `parallel-${Date.now()}@example.com`;
    const code = await signInCodeFor(email);
    const answers = await Promise.all(wrongCodes(code, 20).map((otp) => verifyInOneBatch(email, [otp])));
    const messages = answers.flatMap(({ body }) => errorMessages(body));
    expect(messages.filter((m) => /Invalid OTP|Too many wrong codes/.test(m))).toHaveLength(5);
    expect(await attemptsOf(email)).toBe(5);
    expect(errorMessages((await verifyInOneBatch(email, [code])).body)).toEqual([expect.stringMatching(/expired or was already used/)]);
  });
});

describe("password logins: the lockout holds under parallel tries", () => {
  it("30 wrong passwords at once: 10 hashed and refused (401), 20 locked out (429); then even the right one waits", async () => {
    const parent = newParent();
    expect((await register(parent)).status).toBe(201);
    const statuses = await Promise.all(Array.from({ length: 30 }, (_, i) => post("/api/user/login", { email: parent.email, password: `wrong-${i}` }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect((await post("/api/user/login", { email: parent.email, password: parent.password })).status).toBe(429);
  });
});

describe("the client cannot choose its own address", () => {
  it("failed logins with a different X-Forwarded-For each all count against the socket's address", async () => {
    const db = await testDb();
    for (let i = 0; i < 12; i++) {
      const response = await post("/api/user/login", { email: `xff-${i}@example.com`, password: "x" }, { ...sameSite, "x-forwarded-for": `198.51.100.${i}` });
      expect(response.status).toBe(401);
    }
    const counted = await db.select().from(rateLimitCounters).where(like(rateLimitCounters.key, "login-fail:ip:%"));
    expect(counted.map((row) => row.key)).not.toContain("login-fail:ip:198.51.100.3");
    expect(counted.find((row) => row.key === "login-fail:ip:127.0.0.1")?.count).toBeGreaterThanOrEqual(12);
  });
});

describe("cross-site requests", () => {
  it("a cross-site text/plain login (login CSRF) is refused, and no session cookie is set", async () => {
    const parent = newParent();
    expect((await register(parent)).status).toBe(201);
    const body = JSON.stringify({ email: parent.email, password: parent.password });
    const crossSite: Array<Record<string, string>> = [
      { "content-type": "text/plain", origin: "https://evil.example" },
      { "content-type": "application/json", origin: "https://evil.example" },
      { "content-type": "text/plain", "sec-fetch-site": "cross-site" },
      { "content-type": "application/json", origin: "null" },
    ];
    for (const headers of crossSite) {
      const response = await post("/api/user/login", body, headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(await response.json()).toMatchObject({ success: false, code: "FORBIDDEN", message: expect.stringMatching(/another site/) });
    }
    // Not a browser (no Origin, no Sec-Fetch-Site), but not JSON either: 415.
    const plain = await post("/api/user/login", body, { "content-type": "text/plain" });
    expect(plain.status).toBe(415);
    expect(await plain.json()).toMatchObject({ success: false, code: "UNSUPPORTED_MEDIA_TYPE" });
    // The same login from the clinic's own page works.
    expect((await post("/api/user/login", body)).status).toBe(200);
  });

  it("a cross-site tRPC mutation is refused too", async () => {
    const response = await post("/api/trpc/users.requestSignInCode", { json: { email: "victim@example.com" } }, { "content-type": "application/json", origin: "https://evil.example" });
    expect(response.status).toBe(403);
  });
});

describe("bodies are refused before they are read", () => {
  it("a declared 60 MB body is refused at once (413) without sending it", async () => {
    const { request } = await import("node:http");
    const { port } = new URL(app.url);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path: "/api/user/login", method: "POST", agent: false, headers: { "content-type": "application/json", "content-length": String(60 * 1024 * 1024) } }, (response) => {
        response.resume();
        resolve(response.statusCode);
        req.destroy();
      });
      req.on("error", reject);
      req.write("{");
    });
    expect(status).toBe(413);
  });

  it("a body without a declared length is cut off at the cap (413), on REST and tRPC paths", async () => {
    const { request } = await import("node:http");
    const { port } = new URL(app.url);
    const big = JSON.stringify({ email: "a@example.com", password: "x".repeat(200 * 1024) });
    for (const path of ["/api/user/login", "/api/trpc/users.login"]) {
      // Written in pieces, with no Content-Length: Node sends it chunked.
      const answer = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
        const req = request({ host: "127.0.0.1", port, path, method: "POST", agent: false, headers: sameSite }, (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode, body }));
        });
        req.on("error", reject);
        for (let i = 0; i < big.length; i += 16 * 1024) req.write(big.slice(i, i + 16 * 1024));
        req.end();
      });
      expect(answer.status, path).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE" });
    }
  });
});

describe("no secret in the logs", () => {
  it("a sign-in code appears in no log line; the e-mail's template and id do", async () => {
    logLines.length = 0;
    const email = `logs-${Date.now()}@example.com`;
    const code = await signInCodeFor(email);
    await verifyInOneBatch(email, wrongCodes(code, 1));
    expect(logLines.some((line) => line.includes('"template":"sign-in-code"') && /"id":"[0-9a-f-]{36}"/.test(line))).toBe(true);
    expect(logLines.filter((line) => line.includes(code))).toEqual([]);
  });
});
