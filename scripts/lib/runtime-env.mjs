// Shared by the launchers (start, dev, migrate, e2e): load .env files, fill the run contract's
// defaults that need the file system, and validate the environment once, before anything runs.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import nextEnv from "@next/env";

/** @param {string} message @returns {never} */
export function fail(message) {
  console.error(message);
  process.exit(1);
}

/** Reads or creates DATA_DIR/secrets/auth-secret; production must configure AUTH_SECRET itself. */
/** @param {string} dataDir @param {string | undefined} operatorNodeEnv */
function ensureAuthSecret(dataDir, operatorNodeEnv) {
  if (process.env.AUTH_SECRET) return;
  if (operatorNodeEnv === "production") {
    fail("Invalid configuration: AUTH_SECRET is required when NODE_ENV=production (e.g. `openssl rand -base64 48`)");
  }
  const file = path.join(dataDir, "secrets", "auth-secret");
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600 });
  }
  process.env.AUTH_SECRET = readFileSync(file, "utf8").trim();
}

/**
 * Reads or creates DATA_DIR/secrets/data-encryption-keys, the key that seals health fields, for a
 * site that is not https (development, tests, a demo). An https site sets DATA_ENCRYPTION_KEYS
 * itself (src/env.js refuses to start without it).
 * @param {string} dataDir
 */
function ensureDataEncryptionKeys(dataDir) {
  if (process.env.DATA_ENCRYPTION_KEYS || process.env.PUBLIC_URL?.startsWith("https://")) return;
  const file = path.join(dataDir, "secrets", "data-encryption-keys");
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, `local:${randomBytes(32).toString("base64")}`, { mode: 0o600 });
  }
  process.env.DATA_ENCRYPTION_KEYS = readFileSync(file, "utf8").trim();
}

export async function prepareRuntimeEnv({ dev = false } = {}) {
  const operatorNodeEnv = process.env.NODE_ENV;
  // Next would otherwise try to send usage telemetry; this product makes no outbound calls.
  process.env.NEXT_TELEMETRY_DISABLED ??= "1";
  nextEnv.loadEnvConfig(process.cwd(), dev, { info: () => {}, error: console.error });
  process.env.DATA_DIR ||= "./data";
  mkdirSync(process.env.DATA_DIR, { recursive: true });
  ensureAuthSecret(process.env.DATA_DIR, operatorNodeEnv);
  ensureDataEncryptionKeys(process.env.DATA_DIR);
  try {
    const { env } = await import("../../src/env.js");
    return env;
  } catch (error) {
    if (error instanceof Error && error.name === "InvalidConfigError") fail(error.message);
    throw error;
  }
}
