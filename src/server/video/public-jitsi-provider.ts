import type { VideoProvider, VideoTokenRequest } from "./provider";

export const PUBLIC_JITSI_DOMAIN = "meet.jit.si";

/**
 * The public meet.jit.si, for a demo or a developer's machine only: it checks no token, so anyone
 * who learns a room's name enters it, and it cuts embedded calls short. An https deployment runs
 * it only when VIDEO_PROVIDER=public-jitsi says so, and the back-office then says so to staff.
 */
export function createPublicJitsiProvider(): VideoProvider {
  return {
    name: "public-jitsi",
    origins: [`https://${PUBLIC_JITSI_DOMAIN}`, `wss://${PUBLIC_JITSI_DOMAIN}`, "https://*.jitsi.net", "wss://*.jitsi.net"],
    async join(request: VideoTokenRequest) {
      return {
        provider: "public-jitsi",
        domain: PUBLIC_JITSI_DOMAIN,
        roomName: request.room,
        scriptUrl: `https://${PUBLIC_JITSI_DOMAIN}/external_api.js`,
        roomUrl: `https://${PUBLIC_JITSI_DOMAIN}/${request.room}`,
        jwt: null,
        expiresAt: null,
      };
    },
  };
}
