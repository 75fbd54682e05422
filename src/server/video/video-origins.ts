import { env } from "~/env";
import { JAAS_DOMAIN } from "./jaas-domain";

/**
 * Where the configured video service's room loads from (decision 048): its iframe, its
 * external_api.js and its connections. Only the visit pages' policies name them (src/proxy.ts).
 */
export function videoOrigins(): { hosts: string[]; sockets: string[] } {
  const host =
    env.VIDEO_PROVIDER === "jaas" ? JAAS_DOMAIN : env.VIDEO_PROVIDER === "jitsi" ? env.JITSI_DOMAIN!.toLowerCase() : "meet.jit.si";
  return { hosts: [`https://${host}`], sockets: [`wss://${host}`] };
}

/** The parent's visit page (/visit/<id>, in any language) and the doctor's (/admin/visit/<id>). */
export const VIDEO_PAGE = /^(?:\/(?:en|fr|ar))?\/visit\/[^/]+$|^\/admin\/visit\/[^/]+$/;
