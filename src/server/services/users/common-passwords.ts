import "server-only";

import { dictionary } from "@zxcvbn-ts/language-common";

// The 1,000 most frequent passwords of the zxcvbn-ts list (ordered by frequency in breaches).
const COMMON = new Set(dictionary["passwords-common"].slice(0, 1000).map((p) => p.toLowerCase()));

export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose one that is harder to guess.";

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
