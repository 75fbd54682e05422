import { TRPCClientError } from "@trpc/client";

/** The tRPC code of a failed call (NOT_FOUND, CONFLICT …), or null for a network failure. */
export function trpcErrorCode(error: unknown): string | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  return data && typeof data === "object" && "code" in data && typeof data.code === "string" ? data.code : null;
}
