import { clinic } from "~/config/clinic";
import type { Locale } from "~/i18n/locales";

/**
 * The WhatsApp templates the clinic sends (decision 053): the only messages a business may start.
 * Each is a "utility" template, in English, French and Arabic, with named parameters and one URL
 * button whose address is the site's plus a suffix (the visit's signed link). The wording here is
 * the wording Meta approves: `npm run whatsapp:templates` prints them in the shape of its
 * template API, and a template changed here must be submitted again (a new name if it is live).
 *
 * Never health data: no reason for the visit, note, alert or service, only the parent's name, the
 * time and the link (the page behind the link asks for nothing more than the link itself).
 */

type TemplateText = { body: string; button: string };

export type WhatsAppTemplateDefinition = {
  /** The parameters the body names, in the order they appear, each with its example for Meta's review. */
  parameters: Record<string, string>;
  text: Record<Locale, TemplateText>;
};

const place = clinic.name;
const doctor = clinic.doctor.name;

const manage = { en: "Manage the visit", fr: "Gérer la visite", ar: "إدارة الموعد" } as const;
const withManage = (body: Record<Locale, string>): Record<Locale, TemplateText> => ({
  en: { body: body.en, button: manage.en },
  fr: { body: body.fr, button: manage.fr },
  ar: { body: body.ar, button: manage.ar },
});

export const WHATSAPP_TEMPLATES = {
  visit_confirmation: {
    parameters: { parent_name: "Rana Khoury", when: "Monday 7 December 2026, 10:30" },
    text: withManage({
      en: `Hello {{parent_name}}, your visit with ${doctor} at ${place} is confirmed for {{when}}. To see, move or cancel it, use the button below.`,
      fr: `Bonjour {{parent_name}}, votre rendez-vous avec ${doctor} à ${place} est confirmé pour le {{when}}. Pour le voir, le déplacer ou l'annuler, utilisez le bouton ci-dessous.`,
      ar: `مرحباً {{parent_name}}، تم تأكيد موعدك مع ${doctor} في ${place} بتاريخ {{when}}. لعرضه أو تغييره أو إلغائه، استخدم الزر أدناه.`,
    }),
  },
  visit_reminder_24h: {
    parameters: { parent_name: "Rana Khoury", when: "Monday 7 December 2026, 10:30" },
    text: withManage({
      en: `Hello {{parent_name}}, a reminder of your visit with ${doctor} at ${place} tomorrow, {{when}}. If you cannot make it, please move or cancel it with the button below.`,
      fr: `Bonjour {{parent_name}}, nous vous rappelons votre rendez-vous avec ${doctor} à ${place} demain, le {{when}}. Si vous ne pouvez pas venir, déplacez-le ou annulez-le avec le bouton ci-dessous.`,
      ar: `مرحباً {{parent_name}}، نذكّرك بموعدك مع ${doctor} في ${place} غداً، {{when}}. إذا لم تتمكن من الحضور، يرجى تغييره أو إلغاؤه بالزر أدناه.`,
    }),
  },
  visit_reminder_2h: {
    parameters: { parent_name: "Rana Khoury", when: "Monday 7 December 2026, 10:30" },
    text: withManage({
      en: `Hello {{parent_name}}, your visit with ${doctor} at ${place} is in two hours, {{when}}. The button below opens your visit.`,
      fr: `Bonjour {{parent_name}}, votre rendez-vous avec ${doctor} à ${place} a lieu dans deux heures, le {{when}}. Le bouton ci-dessous ouvre votre rendez-vous.`,
      ar: `مرحباً {{parent_name}}، موعدك مع ${doctor} في ${place} بعد ساعتين، {{when}}. يفتح الزر أدناه صفحة موعدك.`,
    }),
  },
  visit_moved: {
    parameters: { parent_name: "Rana Khoury", previous_when: "Monday 7 December 2026, 10:30", when: "Tuesday 8 December 2026, 11:00" },
    text: withManage({
      en: `Hello {{parent_name}}, your visit at ${place} on {{previous_when}} has moved to {{when}}. The button below shows the new time.`,
      fr: `Bonjour {{parent_name}}, votre rendez-vous à ${place} du {{previous_when}} est déplacé au {{when}}. Le bouton ci-dessous montre la nouvelle heure.`,
      ar: `مرحباً {{parent_name}}، تم نقل موعدك في ${place} من {{previous_when}} إلى {{when}}. يعرض الزر أدناه الموعد الجديد.`,
    }),
  },
  visit_cancelled: {
    parameters: { parent_name: "Rana Khoury", when: "Monday 7 December 2026, 10:30" },
    text: withManage({
      en: `Hello {{parent_name}}, your visit at ${place} on {{when}} is cancelled. To book another time, use the button below.`,
      fr: `Bonjour {{parent_name}}, votre rendez-vous à ${place} du {{when}} est annulé. Pour réserver un autre moment, utilisez le bouton ci-dessous.`,
      ar: `مرحباً {{parent_name}}، تم إلغاء موعدك في ${place} بتاريخ {{when}}. لحجز موعد آخر، استخدم الزر أدناه.`,
    }),
  },
  visit_cancelled_refunded: {
    parameters: { parent_name: "Rana Khoury", when: "Monday 7 December 2026, 10:30", amount: "$50.00" },
    text: withManage({
      en: `Hello {{parent_name}}, your visit at ${place} on {{when}} is cancelled and {{amount}} is refunded to your card. To book another time, use the button below.`,
      fr: `Bonjour {{parent_name}}, votre rendez-vous à ${place} du {{when}} est annulé et {{amount}} sont remboursés sur votre carte. Pour réserver un autre moment, utilisez le bouton ci-dessous.`,
      ar: `مرحباً {{parent_name}}، تم إلغاء موعدك في ${place} بتاريخ {{when}} وتمت إعادة {{amount}} إلى بطاقتك. لحجز موعد آخر، استخدم الزر أدناه.`,
    }),
  },
  payment_link: {
    parameters: { parent_name: "Rana Khoury", when: "Monday 7 December 2026, 10:30", amount: "$50.00" },
    text: {
      en: { body: `Hello {{parent_name}}, ${place} holds your visit on {{when}}. To confirm it, please pay {{amount}} with the button below.`, button: "Pay" },
      fr: { body: `Bonjour {{parent_name}}, ${place} vous réserve le rendez-vous du {{when}}. Pour le confirmer, réglez {{amount}} avec le bouton ci-dessous.`, button: "Payer" },
      ar: { body: `مرحباً {{parent_name}}، تحجز ${place} موعدك بتاريخ {{when}}. لتأكيده، يرجى دفع {{amount}} بالزر أدناه.`, button: "ادفع" },
    },
  },
  waitlist_offer: {
    parameters: { parent_name: "Rana Khoury", when: "Monday 7 December 2026, 10:30", held_until: "Sunday 6 December 2026, 18:00" },
    text: {
      en: { body: `Hello {{parent_name}}, a time you were waiting for at ${place} is free: {{when}}. It is held for you until {{held_until}}; book it with the button below.`, button: "Book this time" },
      fr: { body: `Bonjour {{parent_name}}, un créneau que vous attendiez à ${place} est libre : {{when}}. Il vous est réservé jusqu'au {{held_until}} ; réservez-le avec le bouton ci-dessous.`, button: "Réserver ce créneau" },
      ar: { body: `مرحباً {{parent_name}}، أصبح موعد كنت تنتظره في ${place} متاحاً: {{when}}. هو محجوز لك حتى {{held_until}}؛ احجزه بالزر أدناه.`, button: "احجز هذا الموعد" },
    },
  },
} satisfies Record<string, WhatsAppTemplateDefinition>;

export type WhatsAppTemplateName = keyof typeof WHATSAPP_TEMPLATES;
export type WhatsAppParameters<N extends WhatsAppTemplateName> = Record<keyof (typeof WHATSAPP_TEMPLATES)[N]["parameters"], string>;

/** The parameters a body names, in order of appearance. */
export function namedParameters(body: string): string[] {
  return [...body.matchAll(/\{\{([a-z_][a-z0-9_]*)\}\}/g)].map((m) => m[1]!);
}

/**
 * A template in the shape Meta's template API takes (POST /{waba-id}/message_templates): named
 * parameters with their examples, and a URL button on the site's address with a suffix.
 */
export function toMetaTemplate(name: WhatsAppTemplateName, locale: Locale, publicUrl: string) {
  const definition: WhatsAppTemplateDefinition = WHATSAPP_TEMPLATES[name];
  const { body, button } = definition.text[locale];
  const names = namedParameters(body);
  return {
    name,
    language: locale,
    category: "UTILITY",
    parameter_format: "NAMED",
    components: [
      { type: "BODY", text: body, example: { body_text_named_params: names.map((param_name) => ({ param_name, example: definition.parameters[param_name] })) } },
      { type: "BUTTONS", buttons: [{ type: "URL", text: button, url: `${publicUrl.replace(/\/+$/, "")}/{{1}}`, example: [`${publicUrl.replace(/\/+$/, "")}/appointment/manage/00000000-0000-4000-8000-000000000000?t=1767225600.example`] }] },
    ],
  };
}

/** The body as the parent reads it, parameters filled in (for tests and the staff's view). */
export function renderWhatsAppBody(name: WhatsAppTemplateName, locale: Locale, parameters: Record<string, string>): string {
  const definition: WhatsAppTemplateDefinition = WHATSAPP_TEMPLATES[name];
  return definition.text[locale].body.replace(/\{\{([a-z_][a-z0-9_]*)\}\}/g, (_, key: string) => parameters[key] ?? "");
}
