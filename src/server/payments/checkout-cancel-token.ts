import "server-only";

import { createHmac } from "node:crypto";

import { sameInConstantTime } from "~/server/auth/constant-time";
import { getAuthSecret } from "~/server/auth/secret";

/**
 * The proof, in a gateway's Cancel address, that the browser coming back is the one the checkout
 * was opened for: order numbers are short and shown on screen, so "cancel order X" alone would let
 * anyone end another parent's checkout. Signed with AUTH_SECRET for this order only.
 */
export function checkoutCancelToken(orderId: string): string {
  return createHmac("sha256", getAuthSecret()).update(`checkout-cancel:${orderId}`).digest("base64url");
}

export function checkoutCancelTokenValid(orderId: string, token: string | null | undefined): boolean {
  return typeof token === "string" && token.length > 0 && token.length <= 64 && sameInConstantTime(token, checkoutCancelToken(orderId));
}
