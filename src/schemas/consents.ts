import { z } from "zod/mini";

import { NOTICE_VERSIONS } from "~/config/privacy-notice";
import { WHATSAPP_WORDING_VERSIONS } from "~/config/whatsapp-opt-in";

// The consent to process a child's health information for their care (decision 049): one required
// checkbox on the booking form and the add-child form, carrying the notice's version.

/** Where the consent was given: the page's path (the form sends it), else the edge names itself. */
export const ZConsentPage = z.optional(z.string().check(z.trim(), z.maxLength(200)));

/** The fields a form or a caller sends with a booking or a new child. */
export function healthDataConsentFields(requiredMessage: string) {
  return {
    /** Only `true` is accepted: without it nothing about the child is kept. */
    healthDataConsent: z.literal(true, { error: requiredMessage }),
    /** The notice's version the parent was shown (its checkbox's value); the current one when absent. */
    noticeVersion: z.optional(z.enum(NOTICE_VERSIONS, { error: "common.consent.noticeVersionUnknown" })),
    consentPage: ZConsentPage,
  };
}

/**
 * The optional agreement to messages on WhatsApp for the booking's phone number (decision 053):
 * unticked by default; `true` records it with the wording's version the parent was shown.
 */
export const whatsAppOptInFields = {
  whatsappOptIn: z.optional(z.boolean()),
  whatsappWording: z.optional(z.enum(WHATSAPP_WORDING_VERSIONS, { error: "common.consent.noticeVersionUnknown" })),
};

export type THealthDataConsent = { noticeVersion: string; page: string };

/** Withdrawing the newsletter consent from the dashboard: nothing to send but the page. */
export const ZWithdrawNewsletter = z.object({ consentPage: ZConsentPage });

// Answers (decision 037): the fields each procedure sends back, and no others.

export const ZNewsletterConsentAnswer = z.object({ email: z.nullable(z.string()), subscribed: z.boolean(), since: z.nullable(z.date()) });

export const ZMyConsentsAnswer = z.object({
  newsletter: ZNewsletterConsentAnswer,
  consents: z.array(
    z.object({
      purpose: z.enum(["health_data_care", "newsletter"]),
      action: z.enum(["given", "withdrawn"]),
      childName: z.nullable(z.string()),
      noticeVersion: z.string(),
      channel: z.enum(["online", "phone"]),
      createdAt: z.date(),
    }),
  ),
});
