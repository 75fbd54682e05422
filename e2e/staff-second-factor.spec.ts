import type { APIRequestContext, Page } from "@playwright/test";

import { readOutbox, recipients } from "../tests/support/outbox";
import { axe } from "./axe";
import { expect, test } from "./fixtures";
import { registerAccount } from "./parents";
import { signInToBackOffice, trpcMutation } from "./staff";

// Decision 038: after the password, the back-office asks for a second factor that is not the
// mailbox — an authenticator app or a passkey.

const PORT = Number(process.env.E2E_PORT ?? 3210);
const PASSWORD = "Reception-desk-2026";

/** A receptionist with a password (an account made on the site, given the role by the admin). */
async function newReceptionist(admin: Page, request: APIRequestContext, tag: string) {
  const email = `${tag}-${Date.now()}@clinic.test`;
  await registerAccount(request, { firstName: "Hala", lastName: "Saad", email, phoneNumber: "+9613123456", password: PASSWORD });
  await signInToBackOffice(admin);
  const invited = await trpcMutation(admin, "admin.staff.invite", { email, firstName: "Hala", lastName: "Saad", role: "staff" });
  expect(invited.status(), await invited.text()).toBe(200);
  return email;
}

async function seriousViolations(page: Page) {
  const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The 6-digit code of the newest e-mail to an address with this subject. */
async function mailedCode(email: string, subject: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await readOutbox()).filter((m) => recipients(m).includes(email) && m.subject === subject).at(-1);
      code = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

test("whoever reads a receptionist's mailbox can reset the password, and no further: the back-office asks for the app's code", async ({ page, browser, request }) => {
  const email = await newReceptionist(page, request, "mailbox");
  // She set up her app at her first sign-in (through the API here; the UI's enrolment is in admin-staff.spec.ts).
  const her = await browser.newContext();
  await signInToBackOffice(await her.newPage(), email, PASSWORD);
  await her.close();

  // The attacker, with the mailbox only: "forgot password", the e-mailed code, a password of theirs.
  const context = await browser.newContext();
  const attacker = await context.newPage();
  await attacker.goto("/forgot-password");
  await attacker.getByRole("form", { name: "Send a reset code" }).getByLabel("Email").fill(email);
  await attacker.getByRole("button", { name: "Send code" }).click();
  const resetCode = await mailedCode(email, "Your password reset code");
  const enterCode = attacker.getByRole("form", { name: "Enter the code" });
  await enterCode.getByLabel("Code").fill(resetCode);
  await enterCode.getByRole("button", { name: "Verify code" }).click();
  const newPassword = attacker.getByRole("form", { name: "Set a new password" });
  await newPassword.getByLabel("New password", { exact: true }).fill("Attacker-owns-it-2026");
  await newPassword.getByLabel("Confirm new password").fill("Attacker-owns-it-2026");
  await newPassword.getByRole("button", { name: /Change password|Save/ }).click();
  await expect(attacker.getByText(/Password changed successfully/)).toBeVisible();

  await attacker.goto("/admin/login");
  const signIn = attacker.getByRole("form", { name: "Staff sign-in" });
  await signIn.getByLabel("Email").fill(email);
  await signIn.getByLabel("Password").fill("Attacker-owns-it-2026");
  await signIn.getByRole("button", { name: "Continue" }).click();
  // No enrolment of a factor of theirs: the account has one. Every code the mailbox holds is refused.
  const factor = attacker.getByRole("form", { name: "Enter your second factor" });
  await expect(factor.getByLabel("Code")).toBeFocused();
  await expect(attacker.getByRole("heading", { name: "Set up your second step" })).toHaveCount(0);
  await factor.getByLabel("Code").fill(resetCode);
  await factor.getByRole("button", { name: "Sign in" }).click();
  await expect(attacker.getByRole("alert").filter({ hasText: "That code is not right." })).toBeVisible();
  expect((await readOutbox()).filter((m) => recipients(m).includes(email)).map((m) => m.subject)).not.toContain("Your back-office sign-in code");
  await attacker.goto("/admin");
  await expect(attacker).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
  await context.close();
});

test("a receptionist sets up a passkey at first sign-in, then signs in with it (Chromium's virtual authenticator, on a phone)", async ({ page, browser, request }) => {
  const email = await newReceptionist(page, request, "passkey");
  // Passkeys need a host name: the same server as localhost (src/env.js).
  const context = await browser.newContext({ baseURL: `http://localhost:${PORT}`, viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  const cdp = await context.newCDPSession(phone);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });

  const signInWithPassword = async () => {
    await phone.goto("/admin/login");
    const signIn = phone.getByRole("form", { name: "Staff sign-in" });
    await signIn.getByLabel("Email").fill(email);
    await signIn.getByLabel("Password").fill(PASSWORD);
    await signIn.getByRole("button", { name: "Continue" }).click();
  };

  await signInWithPassword();
  await expect(phone.getByRole("heading", { name: "Set up your second step" })).toBeFocused();
  expect(await seriousViolations(phone)).toEqual([]);
  await phone.getByRole("button", { name: "Use a passkey" }).click();
  await expect(phone.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  expect(await seriousViolations(phone)).toEqual([]);
  await phone.getByRole("button", { name: "I have saved them — continue" }).click();
  await expect(phone).toHaveURL(/\/admin$/);

  await phone.getByRole("button", { name: "Sign out" }).click();
  await expect(phone).toHaveURL(/\/admin\/login$/);
  await signInWithPassword();
  await phone.getByRole("button", { name: "Sign in with your passkey" }).click();
  await expect(phone).toHaveURL(/\/admin$/);
  await phone.goto("/admin/sign-in");
  await expect(phone.getByRole("list", { name: "Your second factors" })).toContainText("Passkey “Passkey”");
  await expect(phone.getByRole("list", { name: "Your second factors" })).toContainText("Recovery codes left: 10");
  await context.close();
});
