import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { pickNamespaces, type Namespace } from "~/i18n/messages";

/**
 * Gives the client components below it the catalogue namespaces they use (and "common"): the root
 * layout passes only "common", and a nested provider replaces, not adds. Language and time zone
 * come from the page.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly Namespace[]; children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickNamespaces(messages, ["common", ...namespaces])}>{children}</NextIntlClientProvider>;
}
