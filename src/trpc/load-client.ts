import type { BrowserTRPCClient } from "./client";

let loading: Promise<BrowserTRPCClient> | undefined;

/**
 * The browser's tRPC client, loaded on first need (decision 021): the client, its links and
 * superjson are a chunk of their own that a public page fetches only when a widget calls the
 * server (the services grid near the viewport, a newsletter sign-up, a stored session, the
 * booking form). Calling it early (on focus, alongside another import) only starts the download.
 */
export function loadTRPCClient(): Promise<BrowserTRPCClient> {
  loading ??= import("./client").then(
    (module) => module.getTRPCClient(),
    (error: unknown) => {
      // A failed download (a flaky network) may be tried again by the next call.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
