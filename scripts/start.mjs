// `npm start`: validate configuration, build when no build is present, then serve with Next's own
// server (`next start`). Migrations and demo data are applied by the app itself as it starts
// (src/instrumentation.ts), before it answers a request.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

import { buildFor, buildMismatch } from "./lib/build-stamp.mjs";
import { fail, prepareRuntimeEnv } from "./lib/runtime-env.mjs";

const env = await prepareRuntimeEnv();
const nextBin = "node_modules/next/dist/bin/next";

if (!existsSync(".next/BUILD_ID")) {
  console.log("No production build found: building (this takes a minute or two) …");
  if (buildFor(process.env) !== 0) fail("The production build failed; see the messages above.");
}
// BUILD_ADDRESS_CHECK=off: for test servers that share one build on other ports (their pages'
// addresses are not what they test); never in a deployment.
const mismatch = process.env.BUILD_ADDRESS_CHECK === "off" ? null : buildMismatch(env.PUBLIC_URL);
if (mismatch) fail(mismatch);

// Next treats the proxy's rewrites (every English page is rewritten to /en/…) as calls to another
// server when it was started on a loopback address written as an IP: it compares "127.0.0.1" with
// the "localhost" its URLs are normalised to, and the page answers with a redirect to itself
// (vercel/next.js#94745, open). Binding to "localhost" is the same socket without that mismatch.
const LOOPBACK_IP = /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\])$/;
const hostname = LOOPBACK_IP.test(env.HOSTNAME) ? "localhost" : env.HOSTNAME;

// The app stops itself gracefully on SIGTERM (src/server/process-lifecycle.ts): Next's own handler,
// which exits at once, is turned off.
const server = spawn(process.execPath, [nextBin, "start", "--port", String(env.PORT), "--hostname", hostname], {
  stdio: "inherit",
  env: { ...process.env, NEXT_MANUAL_SIG_HANDLE: "true" },
});
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal === "SIGINT" ? 130 : 143)));
