import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import type { Messages, Namespace } from "~/i18n/messages";

type Tree = Record<string, unknown>;

function isTree(value: unknown): value is Tree {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The catalogue's parts named by path: "account" takes a namespace, "booking.form.phone" one subtree. */
function pickParts(messages: Messages, parts: readonly string[]): Messages {
  const picked: Tree = {};
  for (const part of parts) {
    const path = part.split(".");
    let source: unknown = messages;
    for (const key of path) source = isTree(source) ? source[key] : undefined;
    if (source === undefined) continue;
    let target = picked;
    for (const key of path.slice(0, -1)) {
      const next = isTree(target[key]) ? target[key] : {};
      target[key] = next;
      target = next;
    }
    target[path.at(-1)!] = source;
  }
  return picked;
}

/**
 * Gives the client components below it the parts of the catalogue they use (and "common"): the
 * root layout passes only "common", and a nested provider replaces, not adds. Language and time
 * zone come from the page.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  /** Namespaces, or a subtree of one ("booking.form.phone"). */
  namespaces: ReadonlyArray<Namespace | `${Namespace}.${string}`>;
  children: ReactNode;
}) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickParts(messages, ["common", ...namespaces])}>{children}</NextIntlClientProvider>;
}
