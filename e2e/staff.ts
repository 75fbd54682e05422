import { mkdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, type Page } from "@playwright/test";

import type { ParsedMail } from "mailparser";

import { readOutbox, recipients } from "../tests/support/outbox";

/** The staff account the test server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts). */
export const STAFF_EMAIL = "staff@clinic.test";
export const STAFF_PASSWORD = "staff-password-for-tests";

/** A tRPC mutation from the browser's session (cookie and CSRF header, as the app sends them). */
export async function trpcMutation(page: Page, path: string, input: unknown) {
  const xsrf = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  return page.request.post(`/api/trpc/${path}`, { data: { json: input }, headers: { "x-xsrf-token": xsrf, "content-type": "application/json" } });
}

const STAFF_CODE_SUBJECT = "Your back-office sign-in code";

/** The back-office code e-mails an address holds now: take this before asking for a new code. */
export async function staffCodeMailsSoFar(email: string): Promise<Set<string>> {
  const mails = (await readOutbox()).filter((mail) => recipients(mail).includes(email) && mail.subject === STAFF_CODE_SUBJECT);
  return new Set(mails.map(mailKey));
}

/**
 * The code of the first back-office code e-mail to an address that was not among `before`. Compared
 * by message, not by time: e-mails leave through a queue, so the previous sign-in's e-mail can be
 * written after the next sign-in started, and a Date header only has whole seconds.
 */
export async function latestStaffCode(email: string, before: Set<string>): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const fresh = (await readOutbox()).filter(
        (mail) => recipients(mail).includes(email) && mail.subject === STAFF_CODE_SUBJECT && !before.has(mailKey(mail)),
      );
      code = /\b(\d{6})\b/.exec(fresh.at(-1)?.text ?? "")?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

function mailKey(mail: ParsedMail): string {
  return mail.messageId ?? `${mail.date?.toISOString()} ${mail.text}`;
}

/**
 * One sign-in of an account at a time across the test workers: a new code ends the account's
 * previous one (as it should), so two tests signing in the one staff account at once would each
 * spoil the other's code.
 */
export async function oneSignInAtATime<T>(email: string, signIn: () => Promise<T>): Promise<T> {
  const lock = path.join(tmpdir(), `clinic-e2e-sign-in-${process.env.E2E_PORT ?? "3210"}-${email}`);
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      // A lock left by a worker that died is dropped after 20 s.
      const age = await stat(lock).then((s) => Date.now() - s.mtimeMs, () => 0);
      if (age > 20_000) await rm(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`waited 30 s to sign in ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await signIn();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** Signs the page's browser in to the back-office through its API: password, then the e-mailed code. */
export async function signInToBackOffice(page: Page, email = STAFF_EMAIL, password = STAFF_PASSWORD) {
  if (!(await page.context().cookies()).some((c) => c.name === "XSRF-TOKEN")) await page.goto("/");
  await oneSignInAtATime(email, async () => {
    const before = await staffCodeMailsSoFar(email);
    const started = await trpcMutation(page, "admin.signIn.start", { email, password });
    expect(started.status(), await started.text()).toBe(200);
    const completed = await trpcMutation(page, "admin.signIn.complete", { email, otp: await latestStaffCode(email, before) });
    expect(completed.status(), await completed.text()).toBe(200);
  });
}
