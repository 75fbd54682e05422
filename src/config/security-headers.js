// Headers every response carries, added by next.config.mjs to whatever Next serves. Plain
// JavaScript, because the config loads it before anything is compiled.

/** @type {Array<{ key: string; value: string }>} */
export const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
];

/**
 * No camera, microphone or location for any page but the video visit pages (decision 048), whose
 * policy the proxy writes, naming the video service's origin for its frame.
 * @type {{ key: string; value: string }}
 */
export const permissionsPolicy = { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(self)" };

/** Every address but /visit/<id> (in any language) and /admin/visit/<id>, in next.config's path syntax. */
export const NOT_A_VIDEO_PAGE = "/:path((?!(?:(?:en|fr|ar)/)?visit/[^/]+$|admin/visit/[^/]+$).*)";
