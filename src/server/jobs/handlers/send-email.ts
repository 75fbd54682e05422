import "server-only";

import type { JobWithMetadata } from "pg-boss";

import { deliverMail } from "~/server/mail/deliver-mail";
import { fromQueuedMail, type QueuedMail } from "~/server/mail/mail-message";

/** One try at delivering a queued e-mail; throwing hands it back to the queue's backoff. */
export async function sendEmailJob(job: JobWithMetadata<QueuedMail>): Promise<{ transport: string; providerId: string }> {
  const sent = await deliverMail(fromQueuedMail(job.data), job.id, job.createdOn);
  return { transport: sent.transport, providerId: sent.id };
}
