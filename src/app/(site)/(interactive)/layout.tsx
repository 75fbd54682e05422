import type { ReactNode } from "react";
import { TRPCReactProvider } from "~/trpc/react";

/**
 * The site's interactive pages (booking, accounts, a course's enrol panel) talk to the server
 * through the tRPC React client. The content pages around them do not load it (decision 010).
 */
export default function InteractiveLayout({ children }: { children: ReactNode }) {
  return <TRPCReactProvider>{children}</TRPCReactProvider>;
}
