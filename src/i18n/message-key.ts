import { createTranslator } from "next-intl";

import type { Locale } from "./locales";
import { loadMessages } from "./messages";

/**
 * Messages that travel as data — zod schemas' messages shared by forms and server, field errors in
 * the API's answers — are catalogue keys ("account.validation.emailRequired"): the form or the
 * server turns them into text in the reader's language. Anything else (a server's text) is shown
 * as it is. No React here: the proxy and the server's error handling use this module too; the
 * forms' hook is in message-text.ts.
 */
const MESSAGE_KEY = /^[a-z][A-Za-z]*(?:\.[A-Za-z0-9_]+)+$/;

export function isMessageKey(message: string): boolean {
  return MESSAGE_KEY.test(message);
}

/** Outside React (API answers, e-mails, server-rendered refusals): keys as text in `locale`. */
export async function messageTextFor(locale: Locale): Promise<(message: string) => string> {
  // Keys arrive as data, so they are checked with has() rather than typed.
  const t = createTranslator({ locale, messages: await loadMessages(locale) }) as unknown as {
    (key: string): string;
    has(key: string): boolean;
  };
  return (message) => (isMessageKey(message) && t.has(message) ? t(message) : message);
}
