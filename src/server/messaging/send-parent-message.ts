import "server-only";

import { env } from "~/env";
import type { Locale } from "~/i18n/locales";
import type { Database } from "~/server/db/client";
import { whatsappMessages } from "~/server/db/schema";
import { enqueueJob } from "~/server/jobs/enqueue-job";
import { toQueuedMail, type MailMessage } from "~/server/mail/mail-message";
import { sendMail } from "~/server/mail/send-mail";
import { whatsAppAvailable, whatsAppNumber, whatsAppOptedIn } from "./whatsapp-opt-in";
import type { WhatsAppParameters, WhatsAppTemplateName } from "./whatsapp-templates";

type AlternativeFor<N extends WhatsAppTemplateName> = {
  phone: string;
  appointmentId: string | null;
  template: N;
  locale: Locale;
  parameters: WhatsAppParameters<N>;
  /** The button's full link (the manage page, the payment, the offer): it must be on the site. */
  link: string;
};
/** The same message as a WhatsApp template: each template with exactly its parameters. */
export type WhatsAppAlternative = { [N in WhatsAppTemplateName]: AlternativeFor<N> }[WhatsAppTemplateName];

/**
 * The one choice of channel for a message to a parent (architecture: messaging/ decides, services
 * do not): on WhatsApp when the clinic has it set up and the number's latest choice is an
 * agreement — then the e-mail is kept to go instead if WhatsApp cannot deliver — else by e-mail.
 * Both are jobs queued in `db` (the caller's transaction), once per `key`.
 */
export async function sendParentMessage(
  db: Database,
  { mail, key, whatsapp }: { mail: MailMessage | null; key: string; whatsapp?: WhatsAppAlternative | null },
): Promise<"whatsapp" | "email" | "none"> {
  const site = `${env.PUBLIC_URL}/`;
  // A template's URL button opens the site's address plus a suffix: a link elsewhere (a payment
  // provider's own checkout page) cannot be its button, so that message goes by e-mail.
  if (whatsapp && whatsapp.link.startsWith(site) && whatsAppAvailable() && (await whatsAppOptedIn(db, whatsapp.phone))) {
    const buttonSuffix = whatsapp.link.slice(site.length);
    const [row] = await db
      .insert(whatsappMessages)
      .values({
        key: `${whatsapp.template}:${key}`,
        appointmentId: whatsapp.appointmentId,
        phone: whatsAppNumber(whatsapp.phone),
        template: whatsapp.template,
        locale: whatsapp.locale,
        parameters: whatsapp.parameters as Record<string, string>,
        buttonSuffix,
        fallbackMail: mail ? toQueuedMail(mail) : null,
      })
      .onConflictDoNothing()
      .returning({ id: whatsappMessages.id });
    if (row) await enqueueJob("send-whatsapp", { messageId: row.id }, { key: row.id, db });
    return "whatsapp";
  }
  if (!mail) return "none";
  await sendMail(mail, { key, db });
  return "email";
}
