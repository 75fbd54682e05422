import { fetchRequestHandler } from "@trpc/server/adapters/fetch";

import { appRouter } from "~/server/api/root";
import { otherMethods } from "~/server/api/rest/other-methods";
import { createTRPCContext } from "~/server/api/trpc";

const handler = (req: Request) =>
  fetchRequestHandler({
    endpoint: "/api/trpc",
    req,
    router: appRouter,
    createContext: ({ resHeaders }) => createTRPCContext({ headers: req.headers, resHeaders }),
  });

// tRPC refuses other methods itself, in its error envelope (METHOD_NOT_SUPPORTED, 405).
export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE };
export const { OPTIONS } = otherMethods("GET", "POST");
