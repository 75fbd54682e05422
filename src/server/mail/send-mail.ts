import "server-only";

import type { Database } from "~/server/db/client";
import { enqueueJob } from "~/server/jobs/enqueue-job";
import { toQueuedMail, type MailMessage } from "./mail-message";

export type { MailAttachment, MailMessage } from "./mail-message";

/**
 * The one way the product sends e-mail: the message, rendered now, becomes a send-email job
 * (architecture: a service never waits on a provider inside a user's request). The job retries
 * with backoff until the provider takes it, and delivers it once.
 *
 * `key` names the message for idempotency ("appointment-confirmation:<id>"): asking twice queues
 * once. With `db` (a transaction), the e-mail is queued only if that transaction commits. A message
 * that `carriesCode` goes through a queue that gives up after the code's ten minutes and keeps
 * nothing for long (the code is in its body).
 */
export async function sendMail(message: MailMessage, { key, db, carriesCode = false }: { key: string; db?: Database; carriesCode?: boolean }): Promise<void> {
  await enqueueJob(carriesCode ? "send-code-email" : "send-email", toQueuedMail(message), { key: `${message.template}:${key}`, db });
}
