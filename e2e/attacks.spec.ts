import { readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";

import { expect, test } from "./fixtures";
import { registerAccount } from "./parents";

// Attacks from the security review, against the real server `npm start` runs (no proxy in front,
// TRUSTED_PROXIES unset) and its database.

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/**
 * One request on a connection of its own, from a loopback address of our choosing (all of
 * 127.0.0.0/8 is this machine), so that this test is a client apart from the rest of the suite.
 */
function send(baseURL: string, path: string, { from = "127.0.0.1", method = "POST", headers = {}, body }: { from?: string; method?: string; headers?: Record<string, string>; body?: string | Buffer }): Promise<Answer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method, headers, localAddress: from, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

test("a client cannot choose its own address: forged X-Forwarded-For headers all count as the socket's peer", async ({ baseURL }) => {
  // Checking a code is counted per address (300 per quarter hour, sized for carrier-grade NAT);
  // each try below names another address in X-Forwarded-For.
  const tryCode = (from: string, i: number) =>
    send(baseURL!, "/api/user/verifyotp", {
      from,
      headers: { "content-type": "application/json", "x-forwarded-for": `198.51.${i % 250}.${i % 200}` },
      body: JSON.stringify({ email: `nobody-${i}@example.com`, otp: "123456" }),
    });
  const statuses: number[] = [];
  for (let i = 0; i < 301; i++) statuses.push((await tryCode("127.0.0.2", i)).status);
  expect(statuses.slice(0, 300).every((status) => status === 400)).toBe(true);
  expect(statuses[300]).toBe(429);
  // Another client is not affected.
  expect((await tryCode("127.0.0.3", 0)).status).toBe(400);
});

test("login CSRF: a cross-site text/plain login is refused and sets no session", async ({ baseURL, request }) => {
  const email = `csrf-${Date.now()}@example.com`;
  const password = "cedar-tree-42";
  await registerAccount(request, { firstName: "Rana", lastName: "Khoury", email, phoneNumber: "+961 3 123 456", password });
  const body = JSON.stringify({ email, password });
  const forged = await send(baseURL!, "/api/user/login", { headers: { "content-type": "text/plain", origin: "https://evil.example" }, body });
  expect(forged.status).toBe(403);
  expect(forged.headers["set-cookie"]).toBeUndefined();
  expect(JSON.parse(forged.body)).toMatchObject({ success: false, code: "FORBIDDEN" });
  const noOrigin = await send(baseURL!, "/api/user/login", { headers: { "content-type": "text/plain", "sec-fetch-site": "cross-site" }, body });
  expect(noOrigin.status).toBe(403);
  // The clinic's own page still signs in.
  const own = await send(baseURL!, "/api/user/login", { headers: { "content-type": "application/json", origin: new URL(baseURL!).origin }, body });
  expect(own.status).toBe(200);
});

/** The resident memory of the server process listening for this suite (Linux /proc). */
function serverResidentBytes(port: string): number {
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      const environ = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
      // `next start`, started by scripts/start.mjs, names itself "next-server (v…)".
      if (cmdline.startsWith("next-server") && environ.includes(`PORT=${port}`)) {
        const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
        if (rss) return Number(rss) * 1024;
      }
    } catch {
      // A process that ended or is not ours.
    }
  }
  throw new Error(`no server process for port ${port}`);
}

test("four parallel 40 MB bodies are refused without the server holding them", async ({ baseURL }) => {
  const { port } = new URL(baseURL!);
  const before = serverResidentBytes(port);
  const chunk = Buffer.alloc(1024 * 1024, "x");
  /** A 40 MB JSON-typed body: half of them declare their length, half are sent chunked. */
  const upload = (declared: boolean) =>
    new Promise<number>((resolve, reject) => {
      const { hostname } = new URL(baseURL!);
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (declared) headers["content-length"] = String(40 * chunk.length);
      const req = httpRequest({ hostname, port, path: "/api/user/login", method: "POST", headers, agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNRESET" || error.code === "EPIPE" ? resolve(0) : reject(error)));
      let sent = 0;
      const more = () => {
        while (sent < 40) {
          sent++;
          if (!req.write(chunk)) return void req.once("drain", more);
        }
        req.end();
      };
      more();
    });
  const statuses = await Promise.all([upload(true), upload(true), upload(false), upload(false)]);
  for (const status of statuses) expect([413, 400, 0]).toContain(status);
  expect(statuses.filter((status) => status === 413).length).toBeGreaterThanOrEqual(2);
  const grown = serverResidentBytes(port) - before;
  expect(grown).toBeLessThan(100 * 1024 * 1024);
});
