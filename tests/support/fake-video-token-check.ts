// A local stand-in for what a Jitsi deployment's prosody checks when someone enters a room with a
// token (mod_auth_token / token_verification, as JaaS and a self-hosted server run it): the
// signature (RS256 by the key its `kid` names for JaaS, HS256 by the app secret for a self-hosted
// server), aud, iss, sub, the room, nbf and exp, and then the moderator flag the room gives.
import { createPublicKey, type KeyObject } from "node:crypto";

import { decodeProtectedHeader, jwtVerify, type JWTPayload } from "jose";

export type TokenCheckConfig =
  | { provider: "jaas"; appId: string; publicKeys: Record<string, KeyObject> }
  | { provider: "jitsi"; domain: string; appId: string; appSecret: string };

export type TokenCheck =
  | { entered: true; moderator: boolean; name: string | null; claims: JWTPayload & Record<string, unknown> }
  | { entered: false; reason: string };

/** A JaaS account's public keys, by key id, from the PEM private keys it signs with. */
export function jaasPublicKeys(keys: Record<string, string>): Record<string, KeyObject> {
  return Object.fromEntries(Object.entries(keys).map(([kid, pem]) => [kid, createPublicKey(pem)]));
}

type Context = { user?: { name?: unknown; moderator?: unknown; affiliation?: unknown } };

/** Whether `token` lets its holder into `room` at `now`, and with which rights. */
export async function checkVideoToken(config: TokenCheckConfig, { token, room, now }: { token: string | null; room: string; now: Date }): Promise<TokenCheck> {
  if (!token) return { entered: false, reason: "no token" };
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    return { entered: false, reason: "not a JWT" };
  }
  const expected =
    config.provider === "jaas"
      ? { alg: "RS256", issuer: "chat", subject: config.appId }
      : { alg: "HS256", issuer: config.appId, subject: config.domain };
  if (header.alg !== expected.alg) return { entered: false, reason: `alg ${String(header.alg)}` };
  let key: KeyObject | Uint8Array;
  if (config.provider === "jaas") {
    // JaaS finds the public key by the header's kid, which must be one of this app's keys.
    const kid = header.kid ?? "";
    const found = kid.startsWith(`${config.appId}/`) ? config.publicKeys[kid] : undefined;
    if (!found) return { entered: false, reason: `unknown kid ${kid}` };
    key = found;
  } else {
    key = new TextEncoder().encode(config.appSecret);
  }
  let payload: JWTPayload & Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, key, {
      algorithms: [expected.alg],
      audience: "jitsi",
      issuer: expected.issuer,
      subject: expected.subject,
      currentDate: now,
      clockTolerance: 0,
      requiredClaims: ["exp", "nbf", "room"],
    }));
  } catch (error) {
    return { entered: false, reason: (error as { code?: string }).code ?? String(error) };
  }
  // prosody lets "*" into any room of the tenant; a token the clinic mints never says it.
  const tokenRoom = String(payload.room ?? "").toLowerCase();
  const roomName = (config.provider === "jaas" ? room.replace(`${config.appId}/`, "") : room).toLowerCase();
  if (tokenRoom !== "*" && tokenRoom !== roomName) return { entered: false, reason: `room ${tokenRoom}` };
  const user = (payload.context as Context | undefined)?.user ?? {};
  const moderator =
    config.provider === "jaas"
      ? user.moderator === true || user.moderator === "true"
      : payload.moderator === true || user.affiliation === "owner" || user.affiliation === "moderator";
  return { entered: true, moderator, name: typeof user.name === "string" ? user.name : null, claims: payload };
}
