// Headers every response carries, added by next.config.mjs to whatever Next serves. Plain
// JavaScript, because the config loads it before anything is compiled.

/** @type {Array<{ key: string; value: string }>} */
export const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(self)" },
];
