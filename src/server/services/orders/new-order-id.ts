import { randomBytes } from "node:crypto";

// Crockford-style alphabet without look-alikes (no I, L, O, U); an id is read out over the phone.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A fresh order id per payment attempt, e.g. APT-7KQ2M9XD4R (50 random bits). */
export function newOrderId(prefix: "APT" | "CRS"): string {
  const bytes = randomBytes(10);
  let id = "";
  for (const byte of bytes) id += ALPHABET[byte % 32];
  return `${prefix}-${id}`;
}
