import { z } from "zod";

/** Shared by the newsletter tRPC procedure, the REST route and the subscribe forms. */
export const ZNewsletterSubscribe = z.object({
  email: z
    .string({ error: "Please enter your email." })
    .trim()
    .min(1, "Please enter your email.")
    .max(254, "That e-mail address is too long.")
    .pipe(z.email("Please enter a valid email address.")),
  /** Where on the site the form was submitted (footer, popup …). */
  source: z.string().trim().max(40).optional(),
});
export type TNewsletterSubscribe = z.infer<typeof ZNewsletterSubscribe>;
