import "server-only";

import { desc, eq, sql } from "drizzle-orm";

import { clinic } from "~/config/clinic";
import { env } from "~/env";
import type { Locale } from "~/i18n/locales";
import type { Database } from "~/server/db/client";
import { whatsappOptIns } from "~/server/db/schema";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Transaction;

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

/** Whether the clinic can send on WhatsApp at all: the option is offered only then. */
export function whatsAppAvailable(): boolean {
  return env.WHATSAPP_ENABLED;
}

/** A phone number as WhatsApp names it (wa_id): digits only, with the country code ("+961 3 123 456" → "9613123456"). */
export function whatsAppNumber(phone: string): string {
  return phone.replace(/^\s*00/, "").replace(/\D/g, "");
}

/**
 * Records a parent's choice for a number, appended (the number's state is its latest row): given
 * from the booking page or the dashboard, withdrawn by a STOP reply, a button or the dashboard.
 */
export async function recordWhatsAppChoice(
  db: Executor,
  {
    phone,
    action,
    userId = null,
    appointmentId = null,
    wordingVersion = CURRENT_WHATSAPP_WORDING,
    page,
  }: { phone: string; action: "given" | "withdrawn"; userId?: string | null; appointmentId?: string | null; wordingVersion?: string; page: string },
): Promise<void> {
  const number = whatsAppNumber(phone);
  if (number.length < 6) return;
  await db.insert(whatsappOptIns).values({ phone: number, action, userId, appointmentId, wordingVersion, page: page.slice(0, 200), createdAt: sql`clock_timestamp()` });
}

/** Whether the number's latest choice is an agreement. */
export async function whatsAppOptedIn(db: Executor, phone: string): Promise<boolean> {
  const [latest] = await db
    .select({ action: whatsappOptIns.action })
    .from(whatsappOptIns)
    .where(eq(whatsappOptIns.phone, whatsAppNumber(phone)))
    .orderBy(desc(whatsappOptIns.createdAt))
    .limit(1);
  return latest?.action === "given";
}

/** STOP, ARRÊT (ARRET, arrêt …) or إيقاف, alone: case, accents and surrounding spaces do not matter. */
export function isStopWord(text: string): boolean {
  const folded = text.normalize("NFKD").replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, "").trim().toLowerCase();
  return ["stop", "arret", "ايقاف"].includes(folded.replace(/[.!]+$/, ""));
}
