import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { pickParts, type Namespace } from "~/i18n/messages";

/**
 * Gives the client components below it the parts of the catalogue they read, in the page's
 * language, with "common": the root layout passes only "common", and a nested provider replaces
 * its messages rather than adding to them.
 */
export async function ClientMessages({
  parts,
  children,
}: {
  /** Namespaces, or subtrees of one ("booking.form.phone"). */
  parts: ReadonlyArray<Namespace | `${Namespace}.${string}`>;
  children: ReactNode;
}) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickParts(messages, ["common", ...parts])}>{children}</NextIntlClientProvider>;
}
