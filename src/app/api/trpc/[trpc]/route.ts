import { fetchRequestHandler } from "@trpc/server/adapters/fetch";

import { TRPC_MAX_BATCH_SIZE } from "~/config/api";
import { appRouter } from "~/server/api/root";
import { otherMethods } from "~/server/api/rest/other-methods";
import { createTRPCContext, retryAfterOf } from "~/server/api/trpc";
import { AppError, appErrorResponse } from "~/server/errors";
import { assertJsonDepth, MAX_JSON_BODY_BYTES, readBodyText } from "~/server/http/api-request-guard";
import { requestLocale } from "~/server/http/request-locale";
import { withRequestContext } from "~/server/observability/request-context";

function handler(req: Request): Promise<Response> {
  return withRequestContext(req.headers, () => answer(req));
}

async function answer(req: Request): Promise<Response> {
  // src/proxy.ts refused a declared length over the cap; a body without one is cut off here. The
  // input (a query's is in the address) is refused when it nests too deeply, before tRPC walks it.
  let capped = req;
  try {
    assertJsonDepth(new URL(req.url).searchParams.get("input") ?? "");
    if (req.method === "POST") {
      const body = await readBodyText(req, MAX_JSON_BODY_BYTES);
      assertJsonDepth(body);
      capped = new Request(req.url, { method: "POST", headers: req.headers, body });
    }
  } catch (error) {
    if (error instanceof AppError) return appErrorResponse(error, requestLocale(req.headers));
    throw error;
  }
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req: capped,
    router: appRouter,
    maxBatchSize: TRPC_MAX_BATCH_SIZE,
    createContext: ({ resHeaders }) => createTRPCContext({ headers: req.headers, resHeaders }),
    responseMeta: ({ errors }) => {
      const retryAfter = retryAfterOf(errors);
      return retryAfter === null ? {} : { headers: new Headers({ "retry-after": String(retryAfter) }) };
    },
  });
}

// tRPC refuses other methods itself, in its error envelope (METHOD_NOT_SUPPORTED, 405).
export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE };
export const { OPTIONS } = otherMethods("GET", "POST");
