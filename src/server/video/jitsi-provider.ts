import "server-only";

import { SignJWT } from "jose";

import { JITSI_AUDIENCE, type VideoProvider, type VideoTokenRequest } from "./provider";

/**
 * A clinic's own Jitsi Meet with prosody's token authentication (authentication = "token",
 * app_id and app_secret): HS256 tokens with `iss` the app id and `sub` the server's domain. The
 * moderator flag is said both ways self-hosted servers read it: `moderator` (token_moderation)
 * and context.user.affiliation "owner" / "member" (token_affiliation).
 */
export function createJitsiProvider({ domain, appId, appSecret }: { domain: string; appId: string; appSecret: string }): VideoProvider {
  const secret = new TextEncoder().encode(appSecret);
  const host = domain.toLowerCase();
  return {
    name: "jitsi",
    origins: [`https://${host}`, `wss://${host}`],
    async join(request: VideoTokenRequest) {
      const moderator = request.role === "doctor";
      const jwt = await new SignJWT({
        room: request.room,
        moderator,
        context: { user: { id: request.userId, name: request.displayName, affiliation: moderator ? "owner" : "member" } },
      })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setAudience(JITSI_AUDIENCE)
        .setIssuer(appId)
        .setSubject(host)
        .setNotBefore(Math.floor(request.notBefore.getTime() / 1000))
        .setExpirationTime(Math.floor(request.expiresAt.getTime() / 1000))
        .sign(secret);
      return {
        provider: "jitsi",
        domain: host,
        roomName: request.room,
        scriptUrl: `https://${host}/external_api.js`,
        roomUrl: `https://${host}/${request.room}?jwt=${jwt}`,
        jwt,
        expiresAt: request.expiresAt,
      };
    },
  };
}
