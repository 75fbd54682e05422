import { createTRPCClient, httpBatchLink, loggerLink } from "@trpc/client";
import superjson from "superjson";

import { TRPC_MAX_BATCH_SIZE } from "~/config/api";
import { LOCALE_HEADER } from "~/i18n/locales";
import { readXsrfToken, XSRF_HEADER } from "~/lib/xsrf-token";
import type { AppRouter } from "~/server/api/root";

/**
 * The browser's one tRPC client (decision 021): the signed-in pages' React provider and the public
 * pages' widgets (services grid, newsletter, session check, booking form) call the procedures
 * through it. Calls made in the same tick share one request (at most TRPC_MAX_BATCH_SIZE calls,
 * the server's cap). superjson is the server's transformer, so the client must speak it too.
 *
 * Public-page widgets do not import this module: they load it with `loadTRPCClient()`
 * (`./load-client.ts`) when they first need the server, so it stays out of the pages' first load.
 */
function createBrowserTRPCClient() {
  return createTRPCClient<AppRouter>({
    links: [
      loggerLink({
        enabled: (op) =>
          process.env.NODE_ENV === "development" || (op.direction === "down" && op.result instanceof Error),
      }),
      httpBatchLink({
        transformer: superjson,
        maxItems: TRPC_MAX_BATCH_SIZE,
        url: "/api/trpc",
        // Every change made with the session cookie must echo the XSRF-TOKEN cookie (double submit).
        // The page's language goes along: the server answers (messages, e-mails) in it.
        headers: () => {
          const token = readXsrfToken();
          const lang = typeof document === "undefined" ? "" : (document.documentElement?.lang ?? "");
          const base = { "x-trpc-source": "react", ...(lang ? { [LOCALE_HEADER]: lang } : {}) };
          return token ? { ...base, [XSRF_HEADER]: token } : base;
        },
      }),
    ],
  });
}

export type BrowserTRPCClient = ReturnType<typeof createBrowserTRPCClient>;

let browserClient: BrowserTRPCClient | undefined;

/** The tab's client (one per tab, so calls from different widgets batch together). */
export function getTRPCClient(): BrowserTRPCClient {
  // On the server (a client component's first render) nothing is called; no shared instance there.
  if (typeof window === "undefined") return createBrowserTRPCClient();
  browserClient ??= createBrowserTRPCClient();
  return browserClient;
}
