"use client";

import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import type { ReactNode } from "react";

import type { AppRouter } from "~/server/api/root";
import { getTRPCClient } from "./client";
import { createQueryClient } from "./query-client";

let browserQueryClient: QueryClient | undefined;

function getQueryClient() {
  if (typeof window === "undefined") return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

/** What each procedure returns (type only: importing it loads nothing). */
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient();
  // The same client as the public pages' widgets (decision 021): one link, one CSRF header.
  const trpcClient = getTRPCClient();

  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
