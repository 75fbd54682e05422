import "server-only";

import { randomUUID } from "node:crypto";

import { clinic } from "~/config/clinic";
import { env } from "~/env";
import { renderMail } from "~/server/mail/layout";
import { sendMail } from "~/server/mail/send-mail";
import { CODE_TTL_MINUTES } from "./one-time-codes";

export async function sendSignInCode(email: string, code: string) {
  const mail = renderMail({
    preheader: "Your code to confirm your e-mail address",
    heading: "Your sign-in code",
    blocks: [
      { kind: "paragraph", text: `Use this code to confirm your e-mail address at ${clinic.name}:` },
      { kind: "code", text: code },
      { kind: "paragraph", text: `It works once, within ${CODE_TTL_MINUTES} minutes. If you did not ask for it, you can ignore this e-mail.` },
    ],
  });
  // No code in the subject or preheader: those show on lock screens and end up in logs.
  await sendMail({ template: "sign-in-code", to: email, subject: "Your sign-in code", ...mail }, { key: randomUUID(), carriesCode: true });
}

export async function sendStaffSignInCode(email: string, code: string) {
  const mail = renderMail({
    preheader: "Your code to open the back-office",
    heading: "Your back-office sign-in code",
    blocks: [
      { kind: "paragraph", text: `Someone signed in to the ${clinic.name} back-office with your password. Enter this code to finish:` },
      { kind: "code", text: code },
      {
        kind: "paragraph",
        text: `It works once, within ${CODE_TTL_MINUTES} minutes. If this was not you, your password is known to someone else: change it now and tell the doctor.`,
      },
    ],
  });
  await sendMail({ template: "staff-sign-in-code", to: email, subject: "Your back-office sign-in code", ...mail }, { key: randomUUID(), carriesCode: true });
}

export async function sendPasswordResetCode(email: string, code: string) {
  const mail = renderMail({
    preheader: "Your code to reset your password",
    heading: "Reset your password",
    blocks: [
      { kind: "paragraph", text: "Someone (hopefully you) asked to reset the password of your account. Enter this code on the reset page:" },
      { kind: "code", text: code },
      { kind: "paragraph", text: `It works once, within ${CODE_TTL_MINUTES} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.` },
    ],
  });
  await sendMail({ template: "password-reset-code", to: email, subject: "Your password reset code", ...mail }, { key: randomUUID(), carriesCode: true });
}

/** Sent instead of a code when the address has no account, so the page never tells which is which. */
export async function sendNoAccountNotice(email: string) {
  const mail = renderMail({
    preheader: "There is no account for this address",
    heading: "No account with this address",
    blocks: [
      { kind: "paragraph", text: `Someone asked to reset a password at ${clinic.name} for this e-mail address, but no account uses it.` },
      { kind: "paragraph", text: "If it was you, you may have registered with another address — or you can create an account:" },
      { kind: "button", label: "Create an account", url: `${env.PUBLIC_URL}/register` },
      { kind: "paragraph", text: "If it was not you, you can ignore this e-mail." },
    ],
  });
  await sendMail({ template: "password-reset-no-account", to: email, subject: "Password reset request", ...mail }, { key: randomUUID() });
}
