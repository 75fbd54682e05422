import { z } from "zod/mini";

// Schemas use zod/mini: the forms that share them run in the browser, where classic zod's chained
// methods cost ~25 KB of script (docs/decisions/010). Same rules, same messages.

/** Shared by the newsletter tRPC procedure, the REST route and the subscribe forms. */
export const ZNewsletterSubscribe = z.object({
  email: z.pipe(
    z.string({ error: "Please enter your email." }).check(
      z.trim(),
      z.minLength(1, "Please enter your email."),
      z.maxLength(254, "That e-mail address is too long."),
    ),
    z.email("Please enter a valid email address."),
  ),
  /** Where on the site the form was submitted (footer, popup …). */
  source: z.optional(z.string().check(z.trim(), z.maxLength(40))),
});
export type TNewsletterSubscribe = z.infer<typeof ZNewsletterSubscribe>;
