import type { ReactNode } from "react";
import { TRPCReactProvider } from "~/trpc/react";

/** The payment result pages poll and cancel orders through the tRPC React client. */
export default function PaymentStatusLayout({ children }: { children: ReactNode }) {
  return <TRPCReactProvider>{children}</TRPCReactProvider>;
}
