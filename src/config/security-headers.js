// Headers every response carries. One list for both servers of a response: next.config.mjs adds
// it to whatever Next serves, the custom server (scripts/lib/server.mjs) to the fast routes it
// answers itself. Plain JavaScript, because both load it before anything is compiled.

/** @type {Array<{ key: string; value: string }>} */
export const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(self)" },
];
