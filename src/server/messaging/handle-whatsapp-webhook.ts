import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";

import { env } from "~/env";
import type { Database } from "~/server/db/client";
import { appointments, webhookEvents, whatsappInbound, whatsappMessages, type WHATSAPP_MESSAGE_STATUSES } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { logger } from "~/server/logger";
import { fallBackToEmail } from "./deliver-whatsapp";
import { isStopWord, recordWhatsAppChoice } from "./whatsapp-opt-in";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type MessageStatus = (typeof WHATSAPP_MESSAGE_STATUSES)[number];

export const WHATSAPP_SIGNATURE_MESSAGE = "Invalid webhook signature.";

/** Equal strings in constant time (a token, a signature). */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The subscription handshake: Meta's GET with hub.mode=subscribe and our verify token answers its challenge. */
export function verifyWhatsAppSubscription(params: URLSearchParams): string | null {
  const challenge = params.get("hub.challenge");
  if (params.get("hub.mode") !== "subscribe" || !challenge || !env.WHATSAPP_VERIFY_TOKEN) return null;
  return sameSecret(params.get("hub.verify_token") ?? "", env.WHATSAPP_VERIFY_TOKEN) ? challenge : null;
}

/** X-Hub-Signature-256: "sha256=" and the HMAC-SHA256 of the raw body with the app's secret, hex. */
export function checkWhatsAppSignature(rawBody: string, header: string | null): boolean {
  if (!env.WHATSAPP_APP_SECRET || !header?.startsWith("sha256=")) return false;
  const expected = createHmac("sha256", env.WHATSAPP_APP_SECRET).update(rawBody, "utf8").digest("hex");
  return sameSecret(header.slice("sha256=".length).toLowerCase(), expected);
}

const ZStatus = z.object({
  id: z.string().max(200),
  status: z.enum(["sent", "delivered", "read", "failed"]).or(z.string().max(40)),
  timestamp: z.string().max(20).optional(),
  errors: z.array(z.object({ code: z.number().optional() }).passthrough()).max(10).optional(),
});
const ZInbound = z
  .object({
    id: z.string().max(200),
    from: z.string().max(30),
    timestamp: z.string().max(20).optional(),
    type: z.string().max(40),
    text: z.object({ body: z.string().max(4096) }).optional(),
    button: z.object({ text: z.string().max(1024).optional(), payload: z.string().max(1024).optional() }).optional(),
    interactive: z.object({ button_reply: z.object({ id: z.string().max(256).optional(), title: z.string().max(256).optional() }).optional() }).passthrough().optional(),
  })
  .passthrough();
const ZNotification = z.object({
  object: z.string(),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string(),
              value: z.object({ statuses: z.array(ZStatus).max(1000).optional(), messages: z.array(ZInbound).max(1000).optional() }).passthrough(),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});

/** How far a message got: a status only ever moves up this ladder (Meta's may arrive out of order). */
const RANK: Record<MessageStatus, number> = { queued: 0, accepted: 1, sent: 2, failed: 3, delivered: 4, read: 5, fell_back: 6 };

/**
 * A POST from Meta (decision 053): the signature checked on the raw body first (a forged one
 * changes nothing), then each status and each inbound message handled once (webhook_events, in the
 * transaction that handles it).
 */
export async function handleWhatsAppWebhook({ db, rawBody, signature }: { db: Database; rawBody: string; signature: string | null }): Promise<{ handled: number }> {
  if (!checkWhatsAppSignature(rawBody, signature)) throw new AppError("BAD_REQUEST", WHATSAPP_SIGNATURE_MESSAGE);
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new AppError("BAD_REQUEST", "Malformed webhook event.");
  }
  const parsed = ZNotification.safeParse(body);
  if (!parsed.success) throw new AppError("BAD_REQUEST", "Malformed webhook event.");
  let handled = 0;
  for (const change of parsed.data.entry.flatMap((e) => e.changes)) {
    if (change.field !== "messages") continue;
    for (const status of change.value.statuses ?? []) {
      if (await once(db, `status:${status.id}:${status.status}`, "status", (tx) => applyStatus(tx, status))) handled++;
    }
    for (const message of change.value.messages ?? []) {
      if (await once(db, `message:${message.id}`, "message", (tx) => storeInbound(tx, message))) handled++;
    }
  }
  return { handled };
}

async function once(db: Database, eventId: string, type: string, handle: (tx: Transaction) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx.insert(webhookEvents).values({ provider: "whatsapp", eventId: eventId.slice(0, 255), type }).onConflictDoNothing().returning({ eventId: webhookEvents.eventId });
    if (!fresh) return false;
    await handle(tx);
    return true;
  });
}

async function applyStatus(tx: Transaction, status: z.infer<typeof ZStatus>): Promise<void> {
  if (!(status.status in RANK)) return;
  const next = status.status as MessageStatus;
  const [message] = await tx.select({ id: whatsappMessages.id, status: whatsappMessages.status }).from(whatsappMessages).where(eq(whatsappMessages.wamid, status.id)).for("update");
  // Not ours (sent from WhatsApp Manager by hand), or the send's answer is not yet recorded.
  if (!message || RANK[next] <= RANK[message.status]) return;
  if (next === "failed") {
    const code = status.errors?.[0]?.code ?? null;
    logger.warn("WhatsApp could not deliver a message; its e-mail goes instead", { messageId: message.id, code });
    await fallBackToEmail(tx, message.id, code);
    return;
  }
  // Delivered: the e-mail kept in case it was not is no longer needed.
  await tx
    .update(whatsappMessages)
    .set({ status: next, ...(RANK[next] >= RANK.delivered ? { fallbackMail: null } : {}) })
    .where(eq(whatsappMessages.id, message.id));
}

async function storeInbound(tx: Transaction, message: z.infer<typeof ZInbound>): Promise<void> {
  const text = message.text?.body ?? message.button?.text ?? message.interactive?.button_reply?.title ?? "";
  const stop = isStopWord(text) || isStopWord(message.button?.payload ?? "") || isStopWord(message.interactive?.button_reply?.id ?? "");
  const phone = message.from.replace(/\D/g, "");
  // The latest visit booked with this number: the one the reply most likely concerns.
  const [visit] = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(sql`regexp_replace(${appointments.patientPhone}, '\\D', '', 'g') = ${phone}`)
    .orderBy(desc(appointments.startsAt))
    .limit(1);
  if (stop) await recordWhatsAppChoice(tx, { phone, action: "withdrawn", appointmentId: null, wordingVersion: "reply", page: "whatsapp reply" });
  const seconds = Number(message.timestamp);
  await tx
    .insert(whatsappInbound)
    .values({ wamid: message.id, phone, appointmentId: visit?.id ?? null, body: text.slice(0, 4096), kind: message.type, optedOut: stop, receivedAt: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date() })
    .onConflictDoNothing();
}
