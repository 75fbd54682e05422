// `npm run dev`: the development server with hot reload, with the same configuration checks as start.
import { spawn } from "node:child_process";

import { prepareRuntimeEnv } from "./lib/runtime-env.mjs";

const env = await prepareRuntimeEnv({ dev: true });
const args = ["node_modules/next/dist/bin/next", "dev", "--port", String(env.PORT), "--hostname", env.HOSTNAME];
const server = spawn(process.execPath, [...args, ...process.argv.slice(2)], { stdio: "inherit" });
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
