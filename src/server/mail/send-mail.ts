import "server-only";

import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import MailComposer from "nodemailer/lib/mail-composer";
import { Resend } from "resend";

import { clinic } from "~/config/clinic";
import { env } from "~/env";
import { logger } from "~/server/logger";

export type MailAttachment = { filename: string; content: string | Buffer; contentType: string };

export type MailMessage = {
  /** The kind of message ("sign-in-code", "appointment-confirmation" …): logged instead of its content. */
  template: string;
  to: string | string[];
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
};

export type SentMail = { id: string; transport: "resend" | "outbox"; file?: string };

const defaultFrom = () => env.MAIL_FROM ?? `${clinic.name} <${clinic.email}>`;

let resendClient: Resend | undefined;

/**
 * The one way the product sends e-mail: through Resend when RESEND_API_KEY is set, otherwise
 * as an RFC 822 file in DATA_DIR/outbox (run contract), which tests and developers read.
 */
export async function sendMail(message: MailMessage): Promise<SentMail> {
  return env.RESEND_API_KEY ? sendWithResend(message, env.RESEND_API_KEY) : writeToOutbox(message);
}

async function sendWithResend(message: MailMessage, apiKey: string): Promise<SentMail> {
  resendClient ??= new Resend(apiKey);
  const email = {
    from: defaultFrom(),
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    replyTo: message.replyTo,
    headers: message.headers,
    attachments: message.attachments?.map((a) => ({
      filename: a.filename,
      content: typeof a.content === "string" ? Buffer.from(a.content) : a.content,
      contentType: a.contentType,
    })),
  };
  // A request that never got an answer (a kept-alive connection closed under it, a network blip) is
  // sent once more with the same idempotency key, so Resend delivers it at most once.
  const idempotencyKey = randomUUID();
  let result = await resendClient.emails.send(email, { idempotencyKey });
  if (result.error?.statusCode === null) {
    logger.warn("mail: no answer from Resend, sending again", { template: message.template });
    result = await resendClient.emails.send(email, { idempotencyKey });
  }
  const { data, error } = result;
  if (error || !data) throw new Error(`Resend refused the message: ${error?.message ?? "no id returned"}`);
  logger.info("mail sent", { transport: "resend", template: message.template, id: data.id });
  return { id: data.id, transport: "resend" };
}

async function writeToOutbox(message: MailMessage): Promise<SentMail> {
  const id = randomUUID();
  const composer = new MailComposer({
    from: defaultFrom(),
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    replyTo: message.replyTo,
    headers: message.headers,
    messageId: `<${id}@${new URL(env.PUBLIC_URL).hostname}>`,
    attachments: message.attachments?.map((a) => ({
      filename: a.filename,
      content: a.content,
      contentType: a.contentType,
    })),
  });
  const raw = await composer.compile().build();
  const outbox = path.resolve(env.DATA_DIR, "outbox");
  await mkdir(outbox, { recursive: true });
  const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${id}.eml`);
  await writeFile(file, raw);
  const recipients = Array.isArray(message.to) ? message.to.join(", ") : message.to;
  // The outbox is the development transport: its recipient and subject are logged (run contract);
  // subjects carry no secret (codes are only in the body).
  logger.info("mail written to outbox", { template: message.template, id, to: recipients, subject: message.subject, file });
  return { id, transport: "outbox", file };
}
