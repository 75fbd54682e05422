import "server-only";

import { headers } from "next/headers";
import { cache } from "react";

import { createCaller } from "~/server/api/root";
import { createTRPCContext } from "~/server/api/trpc";

const createContext = cache(async () => {
  const heads = new Headers(await headers());
  heads.set("x-trpc-source", "rsc");
  return createTRPCContext({ headers: heads });
});

/** The tRPC caller for server components: in-process, no HTTP. */
export const api = createCaller(createContext);

/**
 * The same request context, for a page whose data comes from a service that is not a procedure:
 * the page hands `db` to that service and builds no query itself.
 */
export const serverContext = createContext;
