"use client";

import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, loggerLink } from "@trpc/client";
import type { inferRouterOutputs } from "@trpc/server";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import { useState, type ReactNode } from "react";
import superjson from "superjson";

import { TRPC_MAX_BATCH_SIZE } from "~/config/api";
import { readXsrfToken, XSRF_HEADER } from "~/lib/xsrf-token";
import type { AppRouter } from "~/server/api/root";
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
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({
      links: [
        loggerLink({
          enabled: (op) =>
            process.env.NODE_ENV === "development" || (op.direction === "down" && op.result instanceof Error),
        }),
        httpBatchLink({
          transformer: superjson,
          maxItems: TRPC_MAX_BATCH_SIZE,
          url: "/api/trpc",
          headers: () => {
            const token = readXsrfToken();
            return token ? { [XSRF_HEADER]: token, "x-trpc-source": "react" } : { "x-trpc-source": "react" };
          },
        }),
      ],
    }),
  );

  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
