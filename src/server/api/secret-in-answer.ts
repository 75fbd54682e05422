/**
 * The last guard before an answer leaves the server: no password hash, code or token hash, session
 * token or second-factor secret, under any name a row or a mapping could give it. Services answer
 * through explicit shapes (named columns, DTOs); this catches the one that forgets, in the suite's
 * traffic and in production alike, where it fails the call (500, logged) instead of leaking.
 */

/** Fields that hold a secret, as Drizzle names them and as their columns are named. */
const SECRET_KEYS = new Set(
  ["passwordHash", "codeHash", "tokenHash", "sessionToken", "secretHash", "totpSecret", "recoveryCodeHash", "recoveryCodeHashes", "credentialPublicKey", "pendingTotpSecret"].flatMap(
    (key) => [key, key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)],
  ),
);
/** A password hash however it is named: argon2's encoded form. */
const HASH_VALUE = /^\$argon2(?:id|i|d)\$/;
/** Answers are small; a walk that goes on longer stops there, having found nothing. */
const MAX_NODES = 200_000;

/** The path ("user.passwordHash") of the first secret in `answer`, or null. */
export function secretInAnswer(answer: unknown): string | null {
  const stack: Array<[value: unknown, path: string]> = [[answer, ""]];
  const seen = new Set<object>();
  for (let visited = 0; stack.length > 0 && visited < MAX_NODES; visited++) {
    const [value, path] = stack.pop()!;
    if (typeof value === "string") {
      if (HASH_VALUE.test(value)) return path || "(answer)";
      continue;
    }
    if (typeof value !== "object" || value === null || seen.has(value)) continue;
    seen.add(value);
    const entries = value instanceof Map ? [...value.entries()] : Array.isArray(value) || value instanceof Set ? [...value].entries() : Object.entries(value);
    for (const [key, item] of entries) {
      const at = path ? `${path}.${String(key)}` : String(key);
      // The key alone gives a whole row away, even where this one's secret is empty.
      if (typeof key === "string" && SECRET_KEYS.has(key)) return at;
      stack.push([item, at]);
    }
  }
  return null;
}
