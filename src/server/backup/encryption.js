// Backups are encrypted with age (age-encryption.org/v1, the npm `age-encryption` library; decision
// 042): to public keys ("recipients", age1…) set on the server, so the server can write backups but
// not read them; the private key ("identity", AGE-SECRET-KEY-1…) is kept off it and given only to
// a restore. age authenticates every 64 KiB chunk and the end of the file: a changed, cut or
// swapped byte makes decryption fail before the bytes are used.
import { readFileSync } from "node:fs";

import { Decrypter, Encrypter, generateX25519Identity, identityToRecipient } from "age-encryption";

import { BackupError } from "./backup-error.js";

/**
 * The recipients of a BACKUP_RECIPIENTS setting: age public keys, separated by commas or spaces.
 * @param {string} setting
 */
export function parseRecipients(setting) {
  return setting.split(/[\s,]+/).filter(Boolean);
}

/**
 * The identities (private keys) in an age identity file, as `age-keygen` or `npm run backup:key`
 * writes it: one per line, # comments.
 * @param {string} file
 */
export function readIdentityFile(file) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new BackupError(`Cannot read the backup key file ${file}: ${/** @type {Error} */ (error).message}`);
  }
  const identities = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  if (identities.length === 0 || identities.some((line) => !line.startsWith("AGE-SECRET-KEY-"))) {
    throw new BackupError(`${file} is not an age identity file: it should hold a line starting with AGE-SECRET-KEY-1.`);
  }
  return identities;
}

/** A new key pair: the identity to keep off the server, the recipient to set on it. */
export async function generateBackupKey() {
  const identity = await generateX25519Identity();
  return { identity, recipient: await identityToRecipient(identity) };
}

/**
 * @param {ReadableStream<Uint8Array>} plaintext
 * @param {ReadonlyArray<string>} recipients
 * @returns {Promise<ReadableStream<Uint8Array>>}
 */
export async function encryptStream(plaintext, recipients) {
  const encrypter = new Encrypter();
  for (const recipient of recipients) {
    try {
      encrypter.addRecipient(recipient);
    } catch (error) {
      throw new BackupError(`BACKUP_RECIPIENTS: "${recipient}" is not an age public key (${/** @type {Error} */ (error).message}).`);
    }
  }
  return encrypter.encrypt(plaintext);
}

/**
 * The plaintext of an encrypted backup, checked chunk by chunk as it is read: the stream fails
 * (describeDecryptionFailure says how) at the first byte that was changed, and if the file was cut.
 * @param {ReadableStream<Uint8Array>} ciphertext
 * @param {ReadonlyArray<string>} identities
 * @returns {Promise<ReadableStream<Uint8Array>>}
 */
export async function decryptStream(ciphertext, identities) {
  const decrypter = new Decrypter();
  for (const identity of identities) decrypter.addIdentity(identity);
  return decrypter.decrypt(ciphertext);
}

/**
 * What went wrong when a backup did not decrypt, in words for the person restoring it.
 * @param {unknown} error
 * @param {string} name
 */
export function describeDecryptionFailure(error, name) {
  const message = error instanceof Error ? error.message : String(error);
  if (/no identity matched/i.test(message)) {
    return new BackupError(`${name} was not encrypted for the key given (BACKUP_IDENTITY_FILE or --identity): use the private key whose public key was in BACKUP_RECIPIENTS when it was made. Nothing was restored.`);
  }
  if (/invalid data length|invalid bech32|unknown letter|checksum/i.test(message)) {
    return new BackupError(`The backup key given is not a valid age private key (${message}). Nothing was restored.`);
  }
  // The library's own words when they are a short phrase ("invalid tag"); never a line of the file
  // itself, which some of its messages quote.
  const detail = /^[a-z ]{1,40}$/i.test(message) ? ` (${message})` : "";
  return new BackupError(`${name} failed its integrity check${detail}: it is not a backup, or it was changed or cut short since it was made. Nothing was restored; use another backup.`);
}
