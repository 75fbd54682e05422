import type { ReactNode } from "react";
import { TRPCReactProvider } from "~/trpc/react";

/**
 * The site's account pages and a course's enrol panel talk to the server through the tRPC React
 * client. The content pages do not load it; the booking form brings its own (decision 010).
 */
export default function InteractiveLayout({ children }: { children: ReactNode }) {
  return <TRPCReactProvider>{children}</TRPCReactProvider>;
}
