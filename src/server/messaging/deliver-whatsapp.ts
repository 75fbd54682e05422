import "server-only";

import { and, eq } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { whatsappMessages } from "~/server/db/schema";
import { logger } from "~/server/logger";
import { fromQueuedMail, type QueuedMail } from "~/server/mail/mail-message";
import { sendMail } from "~/server/mail/send-mail";
import { sendTemplateMessage, WhatsAppApiError, WHATSAPP_UNDELIVERABLE_CODES } from "./whatsapp-api";
import { whatsAppAvailable, whatsAppOptedIn } from "./whatsapp-opt-in";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const FALLS_BACK_FROM: ReadonlyArray<string> = ["queued", "accepted", "sent", "failed"];

/**
 * WhatsApp could not deliver a message: its e-mail goes instead, once — the row's fell_back_at is
 * set by the one update that finds it empty, in the transaction that queues the e-mail (whose job
 * key is the message's, too). A message without an e-mail (no address given) is only marked.
 */
export async function fallBackToEmail(db: Database | Transaction, messageId: string, errorCode: number | null): Promise<boolean> {
  const [row] = await db
    .select({ mail: whatsappMessages.fallbackMail, status: whatsappMessages.status, fellBackAt: whatsappMessages.fellBackAt })
    .from(whatsappMessages)
    .where(eq(whatsappMessages.id, messageId))
    .for("update");
  // Delivered or read: WhatsApp got it there after all.
  if (!row || row.fellBackAt || !FALLS_BACK_FROM.includes(row.status)) return false;
  await db.update(whatsappMessages).set({ status: "fell_back", errorCode, fellBackAt: new Date(), fallbackMail: null }).where(eq(whatsappMessages.id, messageId));
  if (row.mail) await sendMail(fromQueuedMail(row.mail as QueuedMail), { key: `whatsapp-fallback:${messageId}`, db: db as Database });
  return true;
}

/**
 * One try at a queued WhatsApp message (the send-whatsapp job). Sent once: a message already
 * taken by the API is not sent again. A temporary refusal throws (the queue's backoff retries it;
 * the last try falls back); one WhatsApp cannot deliver, or any other refusal, sends the e-mail.
 * A parent who opted out since, or WhatsApp no longer set up: the e-mail.
 */
export async function deliverWhatsApp(db: Database, { messageId, lastTry }: { messageId: string; lastTry: boolean }): Promise<{ outcome: "sent" | "fell-back" | "done" }> {
  const [message] = await db.select().from(whatsappMessages).where(eq(whatsappMessages.id, messageId));
  if (!message || message.status !== "queued") return { outcome: "done" };
  if (!whatsAppAvailable() || !(await whatsAppOptedIn(db, message.phone))) {
    await db.transaction((tx) => fallBackToEmail(tx, messageId, null));
    return { outcome: "fell-back" };
  }
  try {
    const { wamid } = await sendTemplateMessage({ to: message.phone, template: message.template, locale: message.locale, parameters: message.parameters, buttonSuffix: message.buttonSuffix });
    // A status webhook may have come first (it finds no row by wamid, and Meta resends it).
    await db.update(whatsappMessages).set({ wamid, status: "accepted" }).where(and(eq(whatsappMessages.id, messageId), eq(whatsappMessages.status, "queued")));
    return { outcome: "sent" };
  } catch (error) {
    const refusal = error instanceof WhatsAppApiError ? error : null;
    if (refusal?.temporary && !lastTry) throw error;
    const code = refusal?.code ?? null;
    if (code === null || !WHATSAPP_UNDELIVERABLE_CODES.has(code)) logger.error("WhatsApp refused a message; its e-mail goes instead", { messageId, template: message.template, error });
    await db.transaction((tx) => fallBackToEmail(tx, messageId, code));
    return { outcome: "fell-back" };
  }
}
