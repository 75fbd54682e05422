import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/*
 * Health fields encrypted in the application (issue 29, decision 052): the reason for a visit, a
 * child's medical alerts, the staff's note on a visit. AES-256-GCM with a random 96-bit IV per value; each
 * value names the key it was sealed with, so keys can be rotated: DATA_ENCRYPTION_KEYS lists
 * `id:key` pairs (key: 32 bytes in base64), the first seals, every one listed opens.
 * `npm run privacy:rotate-key` seals every value again with the first key.
 *
 * A stored value reads "enc1:<key id>:<iv>:<tag>:<ciphertext>" (base64url). Text without the prefix
 * is a value written before encryption: it reads as it is, and the rotation seals it.
 *
 * Plain JavaScript and no `~/env`: the schema (read by drizzle-kit) and the rotation script use this module, and
 * the setting is validated at start-up by src/env.js; it is parsed here on first use.
 */

const PREFIX = "enc1:";
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** @typedef {{ id: string; key: Buffer }} DataKey */
/** @typedef {{ sealing: DataKey; opening: Map<string, Buffer> }} Keyring */

/** The columns sealed this way, as SQL names: the rotation walks them (a test checks the schema agrees). */
export const SEALED_COLUMNS = /** @type {const} */ ([
  { table: "appointments", column: "notes" },
  { table: "appointments", column: "staff_note" },
  { table: "children", column: "medical_alerts" },
]);

/**
 * Parses DATA_ENCRYPTION_KEYS; a message for the first thing wrong, or the keys.
 * @param {string} setting
 * @returns {{ keys: DataKey[] } | { error: string }}
 */
export function parseDataKeys(setting) {
  const pairs = setting.split(",").map((pair) => pair.trim()).filter(Boolean);
  if (pairs.length === 0) return { error: "must list at least one key as id:base64 (npm run privacy:new-key)" };
  /** @type {DataKey[]} */
  const keys = [];
  for (const pair of pairs) {
    const [id = "", encoded = "", ...rest] = pair.split(":");
    if (!KEY_ID.test(id) || rest.length > 0) return { error: `must be id:key pairs separated by commas; "${id}" is not a key id (letters, digits, - and _)` };
    const key = Buffer.from(encoded, "base64");
    if (key.length !== 32) return { error: `key "${id}" must be 32 bytes in base64 (npm run privacy:new-key)` };
    if (keys.some((k) => k.id === id)) return { error: `key id "${id}" is listed twice` };
    keys.push({ id, key });
  }
  return { keys };
}

/** A new key for DATA_ENCRYPTION_KEYS, named by the day it was made. */
export function newDataKey(now = new Date()) {
  return `k${now.toISOString().slice(0, 10).replaceAll("-", "")}:${randomBytes(32).toString("base64")}`;
}

/** @type {{ setting: string; keyring: Keyring } | null} */
let cached = null;

/** @returns {Keyring} */
function keyring() {
  const setting = process.env.DATA_ENCRYPTION_KEYS ?? "";
  if (cached?.setting === setting) return cached.keyring;
  const parsed = parseDataKeys(setting);
  if ("error" in parsed) throw new Error(`DATA_ENCRYPTION_KEYS ${parsed.error}`);
  const keyring = { sealing: /** @type {DataKey} */ (parsed.keys[0]), opening: new Map(parsed.keys.map((k) => [k.id, k.key])) };
  cached = { setting, keyring };
  return keyring;
}

/** @param {Buffer} bytes */
const b64 = (bytes) => bytes.toString("base64url");

/** @param {string} plain @returns {string} */
export function sealField(plain) {
  const { sealing } = keyring();
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealing.key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${PREFIX}${sealing.id}:${b64(iv)}:${b64(cipher.getAuthTag())}:${b64(ciphertext)}`;
}

/** @param {string} stored @returns {string} */
export function openField(stored) {
  if (!stored.startsWith(PREFIX)) return stored;
  const [id = "", iv = "", tag = "", ciphertext = ""] = stored.slice(PREFIX.length).split(":");
  const key = keyring().opening.get(id);
  if (!key) throw new Error(`A health field was sealed with key "${id}", which DATA_ENCRYPTION_KEYS no longer lists: add it back (after the new key) until privacy:rotate-key has run.`);
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}

/**
 * The key a stored value was sealed with; null for text written before encryption.
 * @param {string} stored @returns {string | null}
 */
export function sealingKeyOf(stored) {
  return stored.startsWith(PREFIX) ? (stored.slice(PREFIX.length).split(":")[0] ?? null) : null;
}

/**
 * True when the value is not sealed with the current (first) key: the rotation seals it again.
 * @param {string} stored
 */
export function needsResealing(stored) {
  return sealingKeyOf(stored) !== keyring().sealing.id;
}

/** The id of the key that seals new values (the first of DATA_ENCRYPTION_KEYS). */
export function sealingKeyId() {
  return keyring().sealing.id;
}
