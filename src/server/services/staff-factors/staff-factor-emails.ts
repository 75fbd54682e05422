import "server-only";

import { randomUUID } from "node:crypto";

import { clinic } from "~/config/clinic";
import { renderMail } from "~/server/mail/layout";
import { sendMail } from "~/server/mail/send-mail";

// The back-office speaks English (its pages and e-mails); the parents' e-mails are localised.

/** After each back-office sign-in: a notice, never a way in (the mailbox is not a factor, decision 038). */
export async function sendStaffSignInNotice(email: string, at: Date) {
  const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "full", timeStyle: "short", timeZone: clinic.timeZone }).format(at);
  const mail = renderMail({
    preheader: "A new sign-in to the back-office",
    heading: "New sign-in to the back-office",
    blocks: [
      { kind: "paragraph", text: `Your account signed in to the ${clinic.name} back-office on ${when} (clinic time).` },
      { kind: "paragraph", text: "If this was not you, tell the doctor now: your password and your second factor may be known to someone else." },
    ],
  });
  await sendMail({ template: "staff-sign-in-notice", to: email, subject: "New sign-in to the back-office", ...mail }, { key: randomUUID() });
}

/** An administrator removed the member's second factors: their next sign-in sets one up again. */
export async function sendStaffFactorsResetNotice(email: string, firstName: string) {
  const mail = renderMail({
    preheader: "Your back-office second factor was reset",
    heading: "Your back-office second factor was reset",
    blocks: [
      {
        kind: "paragraph",
        text: `Dear ${firstName || "colleague"}, an administrator of the ${clinic.name} back-office removed your authenticator app, passkeys and recovery codes, and signed you out everywhere.`,
      },
      { kind: "paragraph", text: "At your next sign-in, after your password, you will set up an authenticator app or a passkey again." },
      { kind: "paragraph", text: "If you did not ask for this, tell the doctor now." },
    ],
  });
  await sendMail({ template: "staff-factors-reset", to: email, subject: "Your back-office second factor was reset", ...mail }, { key: randomUUID() });
}

/** The member's own sign-in changed (a passkey added, new recovery codes): a notice, in case it was not them. */
export async function sendStaffFactorChangeNotice(email: string, change: string) {
  const mail = renderMail({
    preheader: "Your back-office sign-in changed",
    heading: "Your back-office sign-in changed",
    blocks: [
      { kind: "paragraph", text: `${change} on your ${clinic.name} back-office account.` },
      { kind: "paragraph", text: "If this was not you, tell the doctor now: an administrator can reset your second factors." },
    ],
  });
  await sendMail({ template: "staff-factor-change", to: email, subject: "Your back-office sign-in changed", ...mail }, { key: randomUUID() });
}
