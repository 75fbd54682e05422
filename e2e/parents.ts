import { expect } from "@playwright/test";

import { readOutbox, recipients } from "../tests/support/outbox";

let counter = 0;
/** An address no other test uses. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

/** The 6 digits of the newest e-mail to the address (the e-mails arrive as outbox files). */
export async function codeSentTo(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await readOutbox()).filter((m) => recipients(m).includes(email)).at(-1);
      code = /\b(\d{6})\b/.exec(`${mail?.subject ?? ""} ${mail?.text ?? ""}`)?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}
