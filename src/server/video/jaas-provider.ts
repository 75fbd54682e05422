import "server-only";

import { createPrivateKey, type KeyObject } from "node:crypto";

import { SignJWT } from "jose";

import { JAAS_DOMAIN } from "./jaas-domain";
import { JITSI_AUDIENCE, type VideoProvider, type VideoTokenRequest } from "./provider";

export { JAAS_DOMAIN };

/**
 * 8x8 Jitsi as a Service: RS256 tokens whose header names the API key (`kid` = <app id>/<key id>),
 * `iss` "chat", `sub` the app id, the moderator flag as the strings "true"/"false" under
 * context.user (JaaS reads nothing else for it).
 */
export function createJaasProvider({ appId, keyId, privateKey }: { appId: string; keyId: string; privateKey: string }): VideoProvider {
  let key: KeyObject | undefined;
  const signingKey = () => (key ??= createPrivateKey(privateKey));
  return {
    name: "jaas",
    origins: [`https://${JAAS_DOMAIN}`, `wss://${JAAS_DOMAIN}`, "https://*.8x8.vc", "wss://*.8x8.vc", "https://*.jitsi.net"],
    async join(request: VideoTokenRequest) {
      const jwt = await signJaasToken({ appId, keyId, key: signingKey(), request });
      return {
        provider: "jaas",
        domain: JAAS_DOMAIN,
        roomName: `${appId}/${request.room}`,
        scriptUrl: `https://${JAAS_DOMAIN}/${appId}/external_api.js`,
        roomUrl: `https://${JAAS_DOMAIN}/${appId}/${request.room}?jwt=${jwt}`,
        jwt,
        expiresAt: request.expiresAt,
      };
    },
  };
}

function signJaasToken({ appId, keyId, key, request }: { appId: string; keyId: string; key: KeyObject; request: VideoTokenRequest }) {
  const moderator = request.role === "doctor";
  return new SignJWT({
    room: request.room,
    context: {
      user: { id: request.userId, name: request.displayName, moderator: moderator ? "true" : "false" },
      // Only the doctor may change the room; nothing is recorded, streamed or dialled out.
      features: { livestreaming: "false", recording: "false", transcription: "false", "outbound-call": "false", "sip-outbound-call": "false" },
    },
  })
    .setProtectedHeader({ alg: "RS256", kid: keyId, typ: "JWT" })
    .setAudience(JITSI_AUDIENCE)
    .setIssuer("chat")
    .setSubject(appId)
    .setNotBefore(Math.floor(request.notBefore.getTime() / 1000))
    .setExpirationTime(Math.floor(request.expiresAt.getTime() / 1000))
    .sign(key);
}
