import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  { ignores: [".next/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", "bench/results/**", "next-env.d.ts"] },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import/no-cycle": "error",
      // Server code never reaches the browser bundle.
      "import/no-restricted-paths": [
        "error",
        {
          zones: [{ target: "./src/components", from: "./src/server", message: "Components get data through tRPC or props." }],
        },
      ],
    },
  },
  {
    // The public content pages navigate with plain links, full page loads, on purpose: next/link's
    // script and its prefetching cost phones more than they save there (docs/decisions/010).
    files: ["src/app/(site)/*.tsx", "src/app/not-found.tsx", "src/app/error.tsx", "src/app/(site)/{about,blogs,services}/**", "src/components/{layout,home,services,blog,popup}/**"],
    rules: { "@next/next/no-html-link-for-pages": "off" },
  },
];

export default config;
