import type { ReactNode } from "react";
import { ClientMessages } from "~/components/layout/client-messages";
import { TRPCReactProvider } from "~/trpc/react";

/**
 * The payment status pages poll and cancel orders through the tRPC React client; the pending
 * page's script says what it finds in the page's language.
 */
export function PaymentStatusLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages parts={["validation", "account.validation", "status.order", "status.check", "status.appointment.pending", "status.course.pending", "status.confirmation.deviceTime", "booking.validation"]}>
      <TRPCReactProvider>{children}</TRPCReactProvider>
    </ClientMessages>
  );
}
