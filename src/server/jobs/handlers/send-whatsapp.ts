import "server-only";

import type { JobWithMetadata } from "pg-boss";

import { getDb } from "~/server/db/client";
import { deliverWhatsApp } from "~/server/messaging/deliver-whatsapp";

/** One try at a WhatsApp message; its last try sends the e-mail instead of failing. */
export async function sendWhatsAppJob(job: JobWithMetadata<{ messageId: string }>) {
  return deliverWhatsApp(getDb(), { messageId: job.data.messageId, lastTry: job.retryCount >= job.retryLimit });
}
