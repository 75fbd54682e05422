import { readdirSync } from "node:fs";

import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// Module boundaries (docs/decisions/016-module-boundaries.md).

// Which service folders each service folder may import (its own files always). The graph must stay
// acyclic, and every folder under src/server/services must be listed: adding a domain means
// deciding where it sits.
/** @type {Record<string, string[]>} */
const serviceDependencies = {
  security: [],
  orders: [],
  // Cache tags of the public pages and the record of their changes (decision 022).
  content: [],
  catalogue: ["content", "media"],
  maintenance: [],
  // The job queue's view for staff: failed jobs and retrying them (decision 027).
  jobs: [],
  // What /api/metrics reports of the clinic's state: queues, e-mails, payments, bookings (decision 043).
  monitoring: [],
  // Uploads checked by content into the media store (decision 026).
  media: [],
  // Staff second factors: passkeys, authenticator app, recovery codes (decision 038).
  "staff-factors": ["security"],
  // A code that proves an address attaches the children of the visits booked with it as a guest (decision 046).
  users: ["security", "staff-factors", "family"],
  newsletter: ["security"],
  // Children and their adults (decision 045): every later feature that acts for a child reads
  // access through family/child-access.ts.
  family: ["security"],
  // Children as the clinic's staff see them: a child's page, the search, past visits made children (decision 050).
  "clinic-children": ["family"],
  // Appointments name their service in the parent's language (catalogue's translations), and book
  // for a child through family's access check (decision 046).
  appointments: ["orders", "security", "content", "catalogue", "family"],
  courses: ["orders", "content", "media"],
  // Payments settle the orders appointments and courses open, and fulfil them. The confirmation
  // shown to the browser back from paying names the service in the page's language, and what that
  // browser may ask (the confirmation e-mailed, a retry) is limited like any sending.
  payments: ["appointments", "courses", "orders", "catalogue", "security"],
  // The site's own words staff edit: testimonials, questions and answers, the guides' texts (decision 034).
  "site-content": ["content"],
  // Video visits (decision 048): a visit's room and its tokens, for the visit's parent (its signed
  // link, or an adult of its child) and for staff.
  video: ["appointments"],
  // The public pages' cached reads of the catalogue, the courses, the site's words and the online hours.
  "public-pages": ["catalogue", "courses", "content", "site-content", "appointments"],
};

function checkServiceDependencies() {
  const onDisk = readdirSync(new URL("./src/server/services", import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const unlisted = onDisk.filter((name) => !(name in serviceDependencies));
  if (unlisted.length) throw new Error(`eslint.config.mjs: list src/server/services/{${unlisted.join(",")}} in serviceDependencies`);
  /** @type {(name: string, path: string[]) => void} */
  const visit = (name, path) => {
    if (path.includes(name)) throw new Error(`eslint.config.mjs: serviceDependencies has a cycle: ${[...path, name].join(" → ")}`);
    for (const next of serviceDependencies[name] ?? []) visit(next, [...path, name]);
  };
  for (const name of Object.keys(serviceDependencies)) visit(name, []);
}
checkServiceDependencies();

const serviceZones = Object.entries(serviceDependencies).map(([name, allowed]) => ({
  target: `./src/server/services/${name}`,
  from: "./src/server/services",
  except: [name, ...allowed].map((folder) => `./${folder}`),
  message: `services/${name} may import only services/{${[name, ...allowed].join(",")}} (serviceDependencies in eslint.config.mjs): no cycles between service folders.`,
}));

const boundaryZones = [
  // Server code never reaches the browser bundle.
  { target: "./src/components", from: "./src/server", message: "Components get data through tRPC or props." },
  {
    target: "./src/app",
    from: "./src/server/db",
    message: "Pages and route handlers reach data through services or the tRPC caller (the context's db goes to a service).",
  },
  {
    target: "./src/server/db",
    from: "./src/server",
    except: ["./db"],
    message: "The database layer is the bottom one: schema, client, migrations, demo data.",
  },
  ...["./src/server/api", "./src/app", "./src/trpc"].map((from) => ({
    target: ["./src/server/services", "./src/server/payments", "./src/server/media"],
    from,
    message: "Services, payment providers and the media store know nothing of the edges (tRPC, REST, pages) that call them.",
  })),
  {
    target: "./src/server/media",
    from: "./src/server/services",
    message: "The media store keeps files (docs/decisions/026); services decide what they are.",
  },
  {
    target: ["./src/server/services", "./src/server/mail"],
    from: ["./src/server/jobs/handlers", "./src/server/jobs/start-job-workers.ts"],
    message: "Services queue jobs (jobs/enqueue-job); the job handlers call services, never the other way (decision 027).",
  },
  {
    target: "./src/server/payments",
    from: "./src/server/services",
    message: "Payment providers talk to the provider; services decide what a payment means.",
  },
  ...serviceZones,
];

const config = [
  { ignores: [".next/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", "bench/results/**", "next-env.d.ts"] },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // The import plugin's rules never need to parse a package (import-js/eslint-plugin-import#3255).
    settings: { "import/ignore": ["node_modules"] },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Import cycles are refused by scripts/lint.mjs after ESLint (decision 061): import/no-cycle
      // walked the graph again from every file, 78 % of the lint's time.
      "import/no-restricted-paths": ["error", { zones: boundaryZones }],
    },
  },
  {
    files: ["src/app/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["drizzle-orm", "drizzle-orm/*", "pg", "@electric-sql/pglite", "@electric-sql/pglite/*"],
              message: "Queries are built in services (src/server/services/<domain>/), not in pages or route handlers.",
            },
          ],
        },
      ],
    },
  },
  {
    // Parents' pages keep their language in every link (decision 032): SiteLink, ClientLink,
    // CourseLink or next-intl's Link from ~/i18n/navigation prefix the path; next/link does not.
    files: ["src/app/[[]locale]/**", "src/components/**"],
    ignores: ["src/components/admin/**", "src/components/ui/side-nav-link.tsx", "src/components/courses/course-link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              message: "Links on parents' pages keep the page's language: use SiteLink, ClientLink, CourseLink or Link from ~/i18n/navigation.",
            },
            // Dates, numbers and lists are written with intlLocale (Levantine months in Arabic), as
            // the e-mails and certificates are; next-intl's own formatter uses the bare language.
            { name: "next-intl", importNames: ["useFormatter"], message: "Use siteFormatter(locale) from ~/i18n/formatter." },
            { name: "next-intl/server", importNames: ["getFormatter"], message: "Use siteFormatter(locale) from ~/i18n/formatter." },
          ],
          patterns: [
            {
              group: ["drizzle-orm", "drizzle-orm/*", "pg", "@electric-sql/pglite", "@electric-sql/pglite/*"],
              message: "Queries are built in services (src/server/services/<domain>/), not in pages or route handlers.",
            },
          ],
        },
      ],
    },
  },
  {
    // The public content pages navigate with plain links, full page loads, on purpose: next/link's
    // script and its prefetching cost phones more than they save there (docs/decisions/010).
    files: [
      "src/app/[[]locale]/(site)/*.tsx",
      "src/app/[[]locale]/not-found.tsx",
      "src/app/[[]locale]/error.tsx",
      "src/app/global-not-found.tsx",
      "src/app/[[]locale]/(site)/{about,blogs,services}/**",
      "src/components/{layout,home,services,blog,popup}/**",
    ],
    rules: { "@next/next/no-html-link-for-pages": "off" },
  },
];

export default config;
