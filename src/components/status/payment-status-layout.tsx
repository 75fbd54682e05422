import type { ReactNode } from "react";
import { IntlParts } from "~/components/appointments/intl-provider";
import { TRPCReactProvider } from "~/trpc/react";

/**
 * The payment status pages poll and cancel orders through the tRPC React client; the pending
 * page's script says what it finds in the page's language.
 */
export function PaymentStatusLayout({ children }: { children: ReactNode }) {
  return (
    <IntlParts parts={["status.order", "status.check", "status.appointment.pending", "status.course.pending", "booking.validation"]}>
      <TRPCReactProvider>{children}</TRPCReactProvider>
    </IntlParts>
  );
}
