import { createTranslator } from "next-intl";

import type { Locale } from "./locales";
import { loadMessages, type Namespace } from "./messages";

/**
 * A translator outside React: API errors, e-mails, invitations and PDFs, in the language of the
 * request or the one stored with the booking, enrollment or account. Times are Beirut time.
 */
export async function translatorFor<N extends Namespace>(locale: Locale, namespace: N) {
  const messages = await loadMessages(locale);
  return createTranslator({ locale, messages, namespace, timeZone: "Asia/Beirut" });
}
