import type { ReactNode } from "react";
import { TRPCReactProvider } from "~/trpc/react";

/** The payment status pages poll and cancel orders through the tRPC React client. */
export function PaymentStatusLayout({ children }: { children: ReactNode }) {
  return <TRPCReactProvider>{children}</TRPCReactProvider>;
}
