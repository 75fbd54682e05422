import type { Locale } from "~/i18n/locales";
import { translatorFor } from "~/i18n/translator";

/**
 * The catalogue entry each code request answers with once the code went out. The password reset's
 * is the one the forgot-password page shows, so the page and the API say the same words; English
 * stays the spec's ("OTP sent to your email!").
 */
const sentEntries = { signIn: "code.sent", passwordReset: "forgot.codeSent", register: "register.codeSent", registerUpdated: "register.detailsUpdated" } as const;

/** A code request's success message in the caller's language (the one its errors are answered in). */
export async function codeSentMessage(locale: Locale, request: keyof typeof sentEntries): Promise<string> {
  // The catalogues are plain JSON, not typed per key: the entries are checked by the tests that ask for each.
  const t = (await translatorFor(locale, "account")) as unknown as (key: string) => string;
  return t(sentEntries[request]);
}
