import { TRPCError } from "@trpc/server";

/**
 * For a back-office page's server call: a refusal the visitor should read (their role may not
 * open this page) becomes `{ refused: message }`; anything else is thrown on to the error page.
 */
export function callErrorOfServer(error: unknown): { refused: string } {
  if (error instanceof TRPCError && error.code === "FORBIDDEN") return { refused: error.message };
  throw error;
}
