// `npm start`: validate configuration, build when no build is present, then serve. Migrations and
// demo data are applied by the server itself as it starts (src/instrumentation.ts).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

import { fail, prepareRuntimeEnv } from "./lib/runtime-env.mjs";
import { serve } from "./lib/server.mjs";

const env = await prepareRuntimeEnv();
const nextBin = "node_modules/next/dist/bin/next";

if (!existsSync(".next/BUILD_ID")) {
  console.log("No production build found: building (this takes a minute or two) …");
  const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit" });
  if (build.status !== 0) fail("The production build failed; see the messages above.");
}

// Next's request handler in this process, behind the custom server of the fast routes (decision 009).
process.env.PORT = String(env.PORT);
await serve({ port: env.PORT, hostname: env.HOSTNAME });
