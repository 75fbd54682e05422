// `npm run build`: the production build, for the PUBLIC_URL of the environment (and .env files),
// recorded so that `npm start` refuses to serve it under another address (scripts/lib/build-stamp.mjs).
import nextEnv from "@next/env";

import { buildFor, publicUrlOf } from "./lib/build-stamp.mjs";

process.env.NEXT_TELEMETRY_DISABLED ??= "1";
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
console.log(`Building for ${publicUrlOf()} (PUBLIC_URL) …`);
process.exit(buildFor(process.env));
