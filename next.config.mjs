// Validates the environment at build and start (src/env.js), like every T3 app.
import "./src/env.js";
import { fileURLToPath } from "node:url";
import createNextIntlPlugin from "next-intl/plugin";
import { NOT_A_VIDEO_PAGE, permissionsPolicy, securityHeaders } from "./src/config/security-headers.js";

/** @type {import("next").NextConfig} */
const config = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` type-checks in a step of its own (tsc --noEmit, the same tsconfig) beside this build,
  // so its build skips the second check (BUILD_SKIP_TYPECHECK, set by scripts/test.mjs only). Every
  // other build, `npm start`'s and a deployment's, checks the types (decision 036).
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === "1" },
  // Public pages are prerendered; their data comes from "use cache" loaders tagged by what they
  // show, dropped in every process when that data changes (decision 022).
  cacheComponents: true,
  // Off: with it, every page's HTML carried its Flight payload twice (decision 058).
  partialPrefetching: false,
  cacheHandlers: {
    default: fileURLToPath(new URL("./src/server/cache/shared-tags-cache-handler.mjs", import.meta.url)),
  },
  // Native or WASM packages load from node_modules at run time instead of being bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pg-boss", "@node-rs/argon2", "pdfkit", "prom-client"],
  experimental: {
    // One 404 for addresses outside both root layouts ([locale] and admin); see global-not-found.tsx.
    globalNotFound: true,
    // src/proxy.ts sees every API call, so Next keeps a copy of each body for it, up to this size
    // (then cuts it off): 1 MB holds the largest body any route takes (a webhook), and bounds what
    // a huge upload can make the server hold (decision 015).
    proxyClientMaxBodySize: "1mb",
  },
  turbopack: {
    resolveAlias: {
      // react-datepicker require()s date-fns-tz for its optional timeZone prop; the CommonJS build
      // it would get pulls in all of date-fns (~190 KB). In the browser, use the ES module build,
      // which takes only the date-fns functions it needs.
      "date-fns-tz": { browser: "./node_modules/date-fns-tz/dist/esm/index.js" },
    },
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      { source: NOT_A_VIDEO_PAGE, headers: [permissionsPolicy] },
      // Font files carry their version in their name (src/config/arabic-font.ts): a new one is a new address.
      { source: "/fonts/:file", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
    ];
  },
};

// next-intl finds its request configuration (src/i18n/request.ts) through this plugin.
const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

export default withNextIntl(config);
