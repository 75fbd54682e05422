import { readOutbox, recipients } from "../tests/support/outbox";
import { expect, test } from "./fixtures";
import { currentStep, signInToBackOffice, totpCodeAt } from "./staff";
import { keepScreenshot } from "./screenshots";

/** The 6-digit code in the newest e-mail to an address with this subject. */
async function codeFrom(email: string, subject: string): Promise<string> {
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

test("the admin invites a receptionist, who sets a password, sets up an authenticator app at first sign-in and sees reception's pages only; the admin resets it", async ({ page, browser }) => {
  test.slow();
  const email = `reception-${Date.now()}@clinic.test`;
  await signInToBackOffice(page);
  await page.goto("/admin/staff");
  const invite = page.getByRole("form", { name: "Invite someone" });
  await invite.getByLabel("Email").fill(email);
  await invite.getByLabel("First name").fill("Hala");
  await invite.getByLabel("Last name").fill("Saad");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(invite.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  await expect(page.getByRole("list", { name: "Staff" })).toContainText(`${email} · has not set a password yet`);

  // The receptionist, in their own browser, on a phone.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const reception = await context.newPage();
  await reception.goto("/forgot-password");
  await reception.getByRole("form", { name: "Send a reset code" }).getByLabel("Email").fill(email);
  await reception.getByRole("button", { name: "Send code" }).click();
  const enterCode = reception.getByRole("form", { name: "Enter the code" });
  await enterCode.getByLabel("Code").fill(await codeFrom(email, "Your password reset code"));
  await enterCode.getByRole("button", { name: "Verify code" }).click();
  const newPassword = reception.getByRole("form", { name: "Set a new password" });
  await newPassword.getByLabel("New password", { exact: true }).fill("Reception-desk-2026");
  await newPassword.getByLabel("Confirm new password").fill("Reception-desk-2026");
  await newPassword.getByRole("button", { name: /Change password|Save/ }).click();
  await expect(reception.getByText(/Password changed successfully/)).toBeVisible();

  await reception.goto("/admin/login");
  const signIn = reception.getByRole("form", { name: "Staff sign-in" });
  await signIn.getByLabel("Email").fill(email);
  await signIn.getByLabel("Password").fill("Reception-desk-2026");
  await signIn.getByRole("button", { name: "Continue" }).click();
  // First sign-in: no session yet; the second factor is set up first.
  await expect(reception.getByRole("heading", { name: "Set up your second step" })).toBeFocused();
  await reception.getByRole("button", { name: "Use an authenticator app" }).click();
  await expect(reception.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
  const secret = (await reception.getByLabel("Key to type in the app").textContent())!.replace(/\s/g, "");
  const confirm = reception.getByRole("form", { name: "Confirm the authenticator app" });
  await expect(confirm.getByLabel("Code from the app")).toBeFocused();
  await confirm.getByLabel("Code from the app").fill(await totpCodeAt(secret, currentStep()));
  await confirm.getByRole("button", { name: "Confirm and sign in" }).click();
  const codes = reception.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await reception.getByRole("button", { name: "I have saved them — continue" }).click();
  await expect(reception).toHaveURL(/\/admin$/);
  const nav = reception.getByRole("navigation", { name: "Back-office" });
  for (const area of ["Today", "Agenda", "Orders", "Subscribers"]) await expect(nav.getByRole("link", { name: area })).toBeVisible();
  for (const area of ["Services & prices", "Hours & closures", "Staff", "Audit log"]) await expect(nav.getByRole("link", { name: area })).toHaveCount(0);
  // Typed by hand, an admin page says why it shows nothing; the server refused its data.
  await reception.goto("/admin/schedule");
  await expect(reception.getByRole("alert").filter({ hasText: "Only the clinic's administrator can change this." })).toBeVisible();
  await keepScreenshot(reception, { path: "test-results/screenshots/admin-reception-phone.png", fullPage: true });

  // Her phone is lost: the admin resets her second factor; she is signed out, and told by e-mail.
  await page.reload();
  const member = page.getByRole("list", { name: "Staff" }).getByRole("listitem").filter({ hasText: email });
  await member.getByRole("button", { name: /^Reset second factor/ }).click();
  // Said beside the buttons pressed (and in a toast).
  await expect(member.getByText("Hala Saad's second factor is reset: they are signed out and set one up at their next sign-in.")).toBeVisible();
  await reception.goto("/admin/orders");
  await expect(reception).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Forders$/);
  await expect.poll(async () => (await readOutbox()).some((m) => recipients(m).includes(email) && m.subject === "Your back-office second factor was reset")).toBe(true);
  await expect(member).toContainText("sets up a second factor at the next sign-in");

  // Disabled by the admin: the receptionist's next page goes to the sign-in.
  await page.reload();
  await member.getByRole("button", { name: /^Disable/ }).click();
  await expect(member.getByText("Hala Saad is signed out and cannot sign in.")).toBeVisible();
  await reception.goto("/admin/login");
  await signIn.getByLabel("Email").fill(email);
  await signIn.getByLabel("Password").fill("Reception-desk-2026");
  await signIn.getByRole("button", { name: "Continue" }).click();
  await expect(signIn.getByRole("alert")).toContainText("This account is disabled");
  await context.close();
});
