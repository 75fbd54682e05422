import { clinic } from "~/config/clinic";
import type { Locale } from "~/i18n/locales";

/**
 * The checkbox's wording (decision 053): unticked by default, naming the clinic. Its version is
 * recorded with each agreement; a new wording is a new version, the old ones stay here.
 */
export const WHATSAPP_OPT_IN_WORDINGS = {
  "2026-11": {
    en: `Send me messages about my visits on WhatsApp from ${clinic.name} (confirmations, reminders, changes). Reply STOP at any time to stop.`,
    fr: `Envoyez-moi les messages sur mes rendez-vous par WhatsApp de la part de ${clinic.name} (confirmations, rappels, changements). Répondez ARRÊT à tout moment pour arrêter.`,
    ar: `أرسلوا لي رسائل عن مواعيدي عبر واتساب من ${clinic.name} (تأكيدات وتذكيرات وتغييرات). أرسل إيقاف في أي وقت للتوقف.`,
  },
} as const satisfies Record<string, Record<Locale, string>>;
export type WhatsAppWordingVersion = keyof typeof WHATSAPP_OPT_IN_WORDINGS;
export const CURRENT_WHATSAPP_WORDING: WhatsAppWordingVersion = "2026-11";
export const WHATSAPP_WORDING_VERSIONS = Object.keys(WHATSAPP_OPT_IN_WORDINGS) as [WhatsAppWordingVersion, ...WhatsAppWordingVersion[]];

