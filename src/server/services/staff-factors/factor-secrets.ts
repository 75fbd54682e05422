import "server-only";

import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from "node:crypto";

import { getAuthSecret } from "~/server/auth/secret";

/*
 * What the second factors keep in the database. The authenticator-app secret must be read back to
 * check a code, so it is encrypted (AES-256-GCM) under a key derived from AUTH_SECRET: a copy of the
 * database alone does not give it away. Recovery codes and ceremony tokens are only compared, so
 * only their keyed hashes are kept.
 */

const VERSION = "v1";

function keyFor(purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", getAuthSecret(), Buffer.alloc(0), `clinic:${purpose}`, 32));
}

export function encryptSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor("totp-secret"), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(".");
}

export function decryptSecret(stored: string): string {
  const [version, iv, tag, body] = stored.split(".");
  if (version !== VERSION || !iv || !tag || !body) throw new Error("unreadable second-factor secret");
  const decipher = createDecipheriv("aes-256-gcm", keyFor("totp-secret"), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

/** A recovery code's hash, keyed per account (the same code on two accounts hashes apart). */
export function hashRecoveryCode(userId: string, code: string): string {
  return createHmac("sha256", keyFor("recovery-code")).update(`${userId}:${code}`).digest("hex");
}

/** A ceremony token: 256 random bits, so a plain hash is enough to look it up. */
export function newCeremonyToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashCeremonyToken(token) };
}

export function hashCeremonyToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
