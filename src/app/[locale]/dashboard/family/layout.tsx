import type { ReactNode } from "react";

import { ClientMessages } from "~/components/layout/client-messages";

/** The family's forms read their own catalogue (and the dashboard's, for confirming an address). */
export default function FamilyLayout({ children }: { children: ReactNode }) {
  return <ClientMessages parts={["dashboard", "account", "validation", "family"]}>{children}</ClientMessages>;
}
