import { z } from "zod/mini";

// Schemas use zod/mini: the forms that share them run in the browser, where classic zod's chained
// methods cost ~25 KB of script (docs/decisions/010). Same rules, same messages.

/**
 * The messages are catalogue keys (home.newsletter.validation in src/i18n/messages): the form and
 * the server turn them into text in the reader's language (src/i18n/message-text.ts).
 */
const message = {
  emailRequired: "home.newsletter.validation.emailRequired",
  emailTooLong: "home.newsletter.validation.emailTooLong",
  emailInvalid: "home.newsletter.validation.emailInvalid",
} as const;

/** Shared by the newsletter tRPC procedure, the REST route and the subscribe forms. */
export const ZNewsletterSubscribe = z.object({
  email: z.pipe(
    z.string({ error: message.emailRequired }).check(
      z.trim(),
      z.minLength(1, message.emailRequired),
      z.maxLength(254, message.emailTooLong),
    ),
    z.email(message.emailInvalid),
  ),
  /** Where on the site the form was submitted (footer, popup …). */
  source: z.optional(z.string().check(z.trim(), z.maxLength(40))),
});
export type TNewsletterSubscribe = z.infer<typeof ZNewsletterSubscribe>;
