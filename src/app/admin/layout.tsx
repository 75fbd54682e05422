import type { Metadata } from "next";
import type { ReactNode } from "react";
import { TRPCReactProvider } from "~/trpc/react";

export const metadata: Metadata = {
  title: { default: "Back-office", template: "%s | Back-office" },
  robots: { index: false, follow: false },
};

/** The clinic's back-office: staff pages, all talking to the server through tRPC. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return <TRPCReactProvider>{children}</TRPCReactProvider>;
}
