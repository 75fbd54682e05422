import "server-only";

import { desc, eq, sql } from "drizzle-orm";

import { CURRENT_WHATSAPP_WORDING } from "~/config/whatsapp-opt-in";
import { env } from "~/env";
import type { Database } from "~/server/db/client";
import { whatsappOptIns } from "~/server/db/schema";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Transaction;

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
