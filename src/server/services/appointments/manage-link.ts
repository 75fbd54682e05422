import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { env } from "~/env";
import { getAuthSecret } from "~/server/auth/secret";

/**
 * The link in a parent's e-mails that opens their visit without an account: signed for that one
 * appointment, valid until the visit ends. The token is `<expiry in seconds>.<signature>`.
 */
function signature(appointmentId: string, expires: number): string {
  return createHmac("sha256", getAuthSecret()).update(`appointment-manage:${appointmentId}:${expires}`).digest("base64url");
}

export function manageToken(appointmentId: string, endsAt: Date): string {
  const expires = Math.floor(endsAt.getTime() / 1000);
  return `${expires}.${signature(appointmentId, expires)}`;
}

export function manageUrl(appointment: { id: string; endsAt: Date }): string {
  return `${env.PUBLIC_URL}/appointment/manage/${appointment.id}?t=${manageToken(appointment.id, appointment.endsAt)}`;
}

export type ManageTokenCheck = "valid" | "expired" | "invalid";

/** Whether a token opens this appointment now: tampered or for another booking → invalid; after the visit → expired. */
export function checkManageToken(appointmentId: string, token: string | null | undefined, now = Date.now()): ManageTokenCheck {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token ?? "");
  if (!match) return "invalid";
  const expires = Number(match[1]);
  const expected = Buffer.from(signature(appointmentId, expires));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  return expires * 1000 < now ? "expired" : "valid";
}
