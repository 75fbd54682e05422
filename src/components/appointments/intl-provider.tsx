import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import type { ReactNode } from "react";

import type { Messages } from "~/i18n/messages";

type Tree = Record<string, unknown>;

function isTree(value: unknown): value is Tree {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Only the parts of the catalogue a client tree reads: "booking.form" keeps booking's form subtree. */
function pickParts(messages: Messages, parts: readonly string[]): Messages {
  const picked: Tree = {};
  for (const part of parts) {
    const path = part.split(".");
    let source: unknown = messages;
    for (const key of path) source = isTree(source) ? source[key] : undefined;
    if (source === undefined) continue;
    let target = picked;
    for (const key of path.slice(0, -1)) {
      const next = isTree(target[key]) ? (target[key] as Tree) : {};
      target[key] = next;
      target = next;
    }
    target[path.at(-1)!] = source;
  }
  return picked;
}

/**
 * The messages a form or status island needs in the browser, in the page's language: its own
 * parts of the catalogue plus `common`, and the validation messages its schemas can return (the
 * e-mail and phone checks shared with accounts live in account.validation). A nested provider
 * replaces the layout's messages, so `common` is always passed on.
 */
export async function IntlParts({ parts, children }: { parts: readonly string[]; children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <NextIntlClientProvider locale={locale} messages={pickParts(messages, ["common", "validation", "account.validation", ...parts])}>
      {children}
    </NextIntlClientProvider>
  );
}

/** What the booking and waiting-list forms read in the browser. */
export const BOOKING_FORM_PARTS = ["booking.form", "booking.price", "booking.validation", "booking.waitlist.form", "booking.waitlist.joined"] as const;
