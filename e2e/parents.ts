import { expect, type APIRequestContext } from "@playwright/test";

import { readOutbox, recipients } from "../tests/support/outbox";

let counter = 0;
/** An address no other test uses. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

/** The e-mails whose code a test has already taken (their Message-IDs): a code is used once. */
const takenCodeMails = new Set<string>();

/**
 * The 6 digits of the newest e-mail to the address that no earlier call took (the e-mails arrive
 * as outbox files, delivered by the job queue a moment after the page says the code went out):
 * waiting for a new one, not the code an earlier step already used, such as the registration's.
 */
export async function codeSentTo(email: string): Promise<string> {
  let code: string | undefined;
  let taken = "";
  await expect
    .poll(async () => {
      const mail = (await readOutbox()).filter((m) => recipients(m).includes(email)).at(-1);
      taken = mail?.messageId ?? "";
      code = taken && !takenCodeMails.has(taken) ? /\b(\d{6})\b/.exec(`${mail?.subject ?? ""} ${mail?.text ?? ""}`)?.[1] : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  takenCodeMails.add(taken);
  return code!;
}

/** The text of the newest e-mail to `email` whose subject is `subject` (or matches it), once it arrived. */
export async function newestMailTo(email: string, subject: string | RegExp): Promise<string> {
  let text = "";
  await expect
    .poll(async () => {
      const mail = (await readOutbox()).filter((m) => recipients(m).includes(email) && (typeof subject === "string" ? m.subject === subject : subject.test(m.subject ?? ""))).at(-1);
      text = mail?.text ?? "";
      return text;
    })
    .not.toBe("");
  return text;
}

type NewAccount = { firstName: string; lastName: string; email: string; phoneNumber: string; password: string };

/**
 * Registers through the API as the site does: the details (202, a code e-mailed), then that code
 * with the first answer's token (201). The request context holds the new session afterwards.
 */
export async function registerAccount(request: APIRequestContext, account: NewAccount) {
  const started = await request.post("/api/user/register", { data: account });
  expect(started.status(), await started.text()).toBe(202);
  const { confirmationToken } = (await started.json()) as { confirmationToken: string };
  const otp = await codeSentTo(account.email);
  const confirmed = await request.post("/api/user/register/confirm", { data: { email: account.email, otp, confirmationToken } });
  expect(confirmed.status(), await confirmed.text()).toBe(201);
  return confirmed;
}
