// Prints the WhatsApp templates (src/server/messaging/whatsapp-templates.ts) as Meta's template API
// takes them, one JSON object per template and language: submit each with
//   curl -X POST "https://graph.facebook.com/v23.0/<WABA id>/message_templates" \
//     -H "Authorization: Bearer <token>" -H "Content-Type: application/json" -d '<one object>'
// PUBLIC_URL (the site's address) is the URL buttons' base; https://clinic.example when unset.
import { locales } from "~/i18n/locales";
import { toMetaTemplate, WHATSAPP_TEMPLATES, type WhatsAppTemplateName } from "~/server/messaging/whatsapp-templates";

const publicUrl = process.env.PUBLIC_URL || "https://clinic.example";
const templates = (Object.keys(WHATSAPP_TEMPLATES) as WhatsAppTemplateName[]).flatMap((name) => locales.map((locale) => toMetaTemplate(name, locale, publicUrl)));
process.stdout.write(`${JSON.stringify(templates, null, 2)}\n`);
