/**
 * An erased account keeps its row (the audit log's entries point at it) under an address no one
 * can hold: `.invalid` is reserved (RFC 2606), so the parent's own address is free to register anew.
 */
export const ERASED_DOMAIN = "erased.invalid";

export function erasedAddress(userId: string): string {
  return `erased-${userId}@${ERASED_DOMAIN}`;
}

export function isErasedAddress(email: string): boolean {
  return email.toLowerCase().endsWith(`@${ERASED_DOMAIN}`);
}
