// `npm start`: validate configuration, build when no build is present, then serve with Next's own
// server (`next start`). Migrations and demo data are applied by the app itself as it starts
// (src/instrumentation.ts), before it answers a request.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

import { fail, prepareRuntimeEnv } from "./lib/runtime-env.mjs";

const env = await prepareRuntimeEnv();
const nextBin = "node_modules/next/dist/bin/next";

if (!existsSync(".next/BUILD_ID")) {
  console.log("No production build found: building (this takes a minute or two) …");
  const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit" });
  if (build.status !== 0) fail("The production build failed; see the messages above.");
}

const server = spawn(process.execPath, [nextBin, "start", "--port", String(env.PORT), "--hostname", env.HOSTNAME], { stdio: "inherit" });
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal === "SIGINT" ? 130 : 143)));
