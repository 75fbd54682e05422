import { TRPCError } from "@trpc/server";
import { expect } from "vitest";

import { describeError } from "~/server/api/trpc";

/** The one error shape a refused tRPC call answers with (the call must fail with a TRPCError). */
export async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return describeError(error as TRPCError);
}
