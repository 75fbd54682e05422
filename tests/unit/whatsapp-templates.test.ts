import { describe, expect, it } from "vitest";

import { locales } from "~/i18n/locales";
import { isStopWord, whatsAppNumber } from "~/server/messaging/whatsapp-opt-in";
import { namedParameters, toMetaTemplate, WHATSAPP_TEMPLATES, type WhatsAppTemplateName } from "~/server/messaging/whatsapp-templates";

const names = Object.keys(WHATSAPP_TEMPLATES) as WhatsAppTemplateName[];

describe("the WhatsApp templates (decision 053)", () => {
  it("name the same parameters in every language, each with an example, and no health data", () => {
    for (const name of names) {
      const definition = WHATSAPP_TEMPLATES[name];
      for (const locale of locales) {
        const { body, button } = definition.text[locale];
        expect(namedParameters(body).sort(), `${name}/${locale}`).toEqual(Object.keys(definition.parameters).sort());
        expect(button.length, `${name}/${locale}`).toBeLessThanOrEqual(25);
        expect(body.length).toBeLessThanOrEqual(1024);
        expect(body, `${name}/${locale}`).not.toMatch(/reason|motif|سبب|alert|allerg|note/i);
      }
    }
  });

  it("print in the shape of Meta's template API: utility, named parameters with examples, a URL button on the site", () => {
    const template = toMetaTemplate("visit_reminder_24h", "ar", "https://clinic.example/");
    expect(template).toMatchObject({ name: "visit_reminder_24h", language: "ar", category: "UTILITY", parameter_format: "NAMED" });
    expect(template.components[0]).toMatchObject({ type: "BODY", example: { body_text_named_params: [{ param_name: "parent_name" }, { param_name: "when" }] } });
    expect(template.components[1]).toMatchObject({ type: "BUTTONS", buttons: [{ type: "URL", url: "https://clinic.example/{{1}}" }] });
  });

  it("STOP, ARRÊT and إيقاف opt out, whatever their case, accents or spaces; other words do not", () => {
    for (const word of ["STOP", " stop ", "Stop.", "ARRÊT", "arret", "Arrêt", "إيقاف", " ايقاف "]) expect(isStopWord(word), word).toBe(true);
    for (const word of ["Please stop by at 5", "stopped", "merci", "شكراً", ""]) expect(isStopWord(word), word).toBe(false);
  });

  it("names a number as WhatsApp does: digits with the country code", () => {
    expect(whatsAppNumber("+961 3 123 456")).toBe("9613123456");
    expect(whatsAppNumber("00961 71-123-456")).toBe("96171123456");
  });
});
