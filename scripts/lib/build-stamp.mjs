// The address a production build was made for. The build prerenders the public pages with
// PUBLIC_URL in their canonical, hreflang and Open Graph addresses, so a server started with
// another address would serve pages that point somewhere else (seen: a checkout built without it
// pointed every page at http://localhost:3000). `npm run build` records the address; `npm start`
// refuses a build made for another one.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

export const BUILD_STAMP = ".next/clinic-build.json";

/** The public address as src/env.js derives it: PUBLIC_URL, else http://localhost:$PORT. */
export function publicUrlOf(env = process.env) {
  return (env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, "");
}

/**
 * `next build` with the given environment, then the address it was made for.
 * @param {NodeJS.ProcessEnv} env
 * @returns {number} the build's exit status
 */
export function buildFor(env) {
  const build = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit", env });
  if (build.status !== 0) return build.status ?? 1;
  writeFileSync(BUILD_STAMP, `${JSON.stringify({ publicUrl: publicUrlOf(env), builtAt: new Date().toISOString() }, null, 2)}\n`);
  return 0;
}

/**
 * Why the build here cannot serve `publicUrl`, or null when it can.
 * @param {string} publicUrl
 */
export function buildMismatch(publicUrl) {
  if (!existsSync(BUILD_STAMP)) {
    return `The production build in .next was not made by \`npm run build\`, so the address its pages carry is unknown. Build it again with PUBLIC_URL=${publicUrl}: \`npm run build\`.`;
  }
  const built = JSON.parse(readFileSync(BUILD_STAMP, "utf8")).publicUrl;
  if (built === publicUrl) return null;
  return `The production build in .next was made for PUBLIC_URL=${built}, but this server runs with PUBLIC_URL=${publicUrl}: its pages would point at the other address. Build again with the same PUBLIC_URL (\`npm run build\`), or start with PUBLIC_URL=${built}.`;
}
