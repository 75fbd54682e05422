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

/** A message as it waits in the job queue: JSON, its attachments in base64. */
export type QueuedMail = Omit<MailMessage, "attachments"> & {
  attachments?: Array<{ filename: string; contentBase64: string; contentType: string }>;
};

export function toQueuedMail(message: MailMessage): QueuedMail {
  const { attachments, ...rest } = message;
  if (!attachments?.length) return rest;
  return {
    ...rest,
    attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, contentBase64: Buffer.from(a.content).toString("base64") })),
  };
}

export function fromQueuedMail(queued: QueuedMail): MailMessage {
  const { attachments, ...rest } = queued;
  if (!attachments?.length) return rest;
  return { ...rest, attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, "base64") })) };
}
