// Login figures for `npm run bench` (issue: accounts): argon2id hashes per second on this
// machine, login throughput through the API, and how a cheap route fares while logins hash.
import { hash } from "@node-rs/argon2";
import autocannon from "autocannon";

import { load, registerParent } from "./lib.mjs";

const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes per second with the product's parameters, 4 at a time (libuv's default pool size). */
export async function hashesPerSecond(seconds = 3) {
  let done = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (performance.now() < end) {
        await hash("correct horse battery staple", ARGON2);
        done++;
      }
    }),
  );
  return Math.round(done / seconds);
}

/** @param {string} base @param {string} dataDir @param {number} duration */
export async function benchLogin(base, dataDir, duration) {
  const email = `bench-${Date.now()}@example.com`;
  const password = "cedar-bench-2026";
  await registerParent(base, dataDir, { firstName: "Bench", lastName: "Parent", email, phoneNumber: "+9613123456", password });
  const idle = await load(`${base}/api/services`, { duration: 3, connections: 4 });
  const login = autocannon({
    url: `${base}/api/user/login`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
    connections: 8,
    duration,
  });
  // While logins hash: is a cheap route still answered quickly?
  const during = await load(`${base}/api/services`, { duration: duration - 2, connections: 4 });
  const result = await login;
  return {
    loginsPerSecond: Math.round(result.requests.average),
    loginP50: result.latency.p50,
    loginP99: result.latency.p99,
    loginErrors: result.errors + result.non2xx,
    servicesIdleP99: idle.p99,
    servicesDuringLoginP99: during.p99,
    servicesDuringLoginRps: during.requestsPerSecond,
  };
}
