import "server-only";

import { headers } from "next/headers";
import { getLocale } from "next-intl/server";
import { cache } from "react";

import { LOCALE_HEADER } from "~/i18n/locales";
import { createCaller } from "~/server/api/root";
import { createTRPCContext } from "~/server/api/trpc";

const createContext = cache(async () => {
  const heads = new Headers(await headers());
  heads.set("x-trpc-source", "rsc");
  // The page's language, as the browser's client sends it: links and messages made for the page
  // (a visit's manage link on the dashboard, say) are in it. The back-office's pages are English.
  heads.set(LOCALE_HEADER, await getLocale());
  return createTRPCContext({ headers: heads });
});

/** The tRPC caller for server components: in-process, no HTTP. */
export const api = createCaller(createContext);

/**
 * The same request context, for a page whose data comes from a service that is not a procedure:
 * the page hands `db` to that service and builds no query itself.
 */
export const serverContext = createContext;
