import "server-only";

import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import MailComposer from "nodemailer/lib/mail-composer";
import { Resend } from "resend";

import { clinic } from "~/config/clinic";
import { env } from "~/env";
import { logger } from "~/server/logger";

import type { MailMessage } from "./mail-message";

export type SentMail = { id: string; transport: "resend" | "outbox"; file?: string };

const defaultFrom = () => env.MAIL_FROM ?? `${clinic.name} <${clinic.email}>`;

let resendClient: Resend | undefined;

/** What both transports send: the sender, the recipients, both parts, the headers, the files. */
function envelope(message: MailMessage) {
  const { template: _template, ...fields } = message;
  return { ...fields, from: defaultFrom() };
}

/**
 * Hands one message to its transport: Resend when RESEND_API_KEY is set, otherwise an RFC 822 file
 * in DATA_DIR/outbox (run contract), which tests and developers read. Only the send-email job calls
 * this; `deliveryId` is the same on every try of that job, so a retry never delivers twice:
 * Resend keeps the first message of an idempotency key, and the outbox file of an id is replaced.
 */
export async function deliverMail(message: MailMessage, deliveryId: string, queuedAt: Date): Promise<SentMail> {
  return env.RESEND_API_KEY ? sendWithResend(message, env.RESEND_API_KEY, deliveryId) : writeToOutbox(message, deliveryId, queuedAt);
}

async function sendWithResend(message: MailMessage, apiKey: string, idempotencyKey: string): Promise<SentMail> {
  resendClient ??= new Resend(apiKey);
  const fields = envelope(message);
  // Resend's SDK takes attachments as bytes.
  const email = { ...fields, attachments: fields.attachments?.map((a) => ({ ...a, content: Buffer.from(a.content) })) };
  // A request that never got an answer (a kept-alive connection closed under it, a network blip) is
  // sent once more at once with the same idempotency key, so Resend delivers it at most once.
  let result = await resendClient.emails.send(email, { idempotencyKey });
  if (result.error?.statusCode === null) {
    logger.warn("mail: no answer from Resend, sending again", { template: message.template });
    result = await resendClient.emails.send(email, { idempotencyKey });
  }
  const { data, error } = result;
  if (error || !data) throw new Error(`Resend refused the message (${error?.statusCode ?? "no status"}): ${error?.message ?? "no id returned"}`);
  logger.info("mail sent", { transport: "resend", template: message.template, id: data.id });
  return { id: data.id, transport: "resend" };
}

async function writeToOutbox(message: MailMessage, id: string, queuedAt: Date): Promise<SentMail> {
  const composer = new MailComposer({ ...envelope(message), messageId: `<${id}@${new URL(env.PUBLIC_URL).hostname}>` });
  const raw = await composer.compile().build();
  const outbox = path.resolve(env.DATA_DIR, "outbox");
  // Named by when it was asked for, so the outbox lists messages in that order; written whole, then
  // renamed, so a reader never sees half a message and a retry replaces rather than adds.
  const file = path.join(outbox, `${queuedAt.toISOString().replace(/[:.]/g, "-")}-${id}.eml`);
  try {
    await mkdir(outbox, { recursive: true });
    await writeFile(`${file}.partial`, raw);
    await rename(`${file}.partial`, file);
  } catch (error) {
    // Nothing half-written is left behind; the job fails this try and is tried again later.
    await rm(`${file}.partial`, { force: true }).catch(() => undefined);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOSPC" || code === "EDQUOT") {
      throw new Error(`The outbox folder ${outbox} is full (${code}): the e-mail stays queued and is tried again.`, { cause: error });
    }
    throw error;
  }
  const recipients = Array.isArray(message.to) ? message.to.join(", ") : message.to;
  // The outbox is the development transport: its recipient and subject are logged (run contract);
  // subjects carry no secret (codes are only in the body).
  logger.info("mail written to outbox", { template: message.template, id, to: recipients, subject: message.subject, file });
  return { id, transport: "outbox", file };
}
