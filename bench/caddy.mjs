// Debian's Caddy with the deploy kit's own Caddyfile in front of app processes, as a clinic runs
// it (HTTPS from Caddy's local CA, HTTP/2 and HTTP/3, zstd/gzip, the build's static files from
// disk): for the benchmarks that measure the deployed shape (bench:site, bench:lighthouse).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import https from "node:https";
import path from "node:path";

const repo = path.resolve(import.meta.dirname, "..");
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function caddyInstalled() {
  return spawnSync("sh", ["-c", "command -v caddy"]).status === 0;
}

/**
 * Starts Caddy at https://localhost:`httpsPort` in front of `upstreams` and waits until the app
 * answers its health check through it.
 * @param {{ dir: string, upstreams: string[], staticDir: string, httpsPort: number }} options
 *   `dir`: Caddy's own folder (its settings, its CA); `staticDir`: the build's `.next/static`.
 * @returns {Promise<{ base: string, ca: Buffer, get: (url: string) => Promise<number>, stop: () => void }>}
 */
export async function startCaddy({ dir, upstreams, staticDir, httpsPort }) {
  mkdirSync(dir, { recursive: true });
  const envFile = path.join(dir, "caddy.env");
  writeFileSync(
    envFile,
    [
      "CLINIC_SITE=localhost",
      `CLINIC_UPSTREAMS=${upstreams.join(" ")}`,
      `CLINIC_STATIC=${staticDir}`,
      "CLINIC_TLS=internal",
      `CLINIC_HTTPS_PORT=${httpsPort}`,
      `CLINIC_HTTP_PORT=${httpsPort - 400}`,
      `CLINIC_CADDY_ADMIN=localhost:${httpsPort + 1}`,
    ].join("\n"),
  );
  const caddy = spawn("caddy", ["run", "--config", path.join(repo, "deploy/Caddyfile"), "--adapter", "caddyfile", "--envfile", envFile], {
    env: { ...process.env, XDG_DATA_HOME: path.join(dir, "data"), XDG_CONFIG_HOME: path.join(dir, "config") },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  caddy.stderr.on("data", (chunk) => (log = (log + chunk).slice(-5_000)));
  const stop = () => void caddy.kill("SIGTERM");
  const base = `https://localhost:${httpsPort}`;
  try {
    const caRoot = path.join(dir, "data/caddy/pki/authorities/local/root.crt");
    for (let i = 0; !existsSync(caRoot); i++) {
      if (i > 300 || caddy.exitCode !== null) throw new Error(`Caddy did not start: ${log}`);
      await sleep(100);
    }
    const ca = readFileSync(caRoot);
    const get = (/** @type {string} */ url) => statusOf(url, ca);
    for (let i = 0; (await get(`${base}/api/healthz`)) !== 200; i++) {
      if (i > 300) throw new Error(`the app is not healthy through Caddy: ${log}`);
      await sleep(100);
    }
    return { base, ca, get, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** A GET through Caddy, trusting its CA: the answer's status once its body is read (0: no answer). @param {string} url @param {Buffer} ca @returns {Promise<number>} */
function statusOf(url, ca) {
  return new Promise((resolve) => {
    const request = https.get(url, { ca }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", () => resolve(0));
    request.setTimeout(5_000, () => request.destroy());
  });
}
