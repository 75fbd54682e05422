import { type APIRequestContext, type Locator, type Page } from "@playwright/test";

import { axe } from "./axe";
import { expect, test } from "./fixtures";
import { codeSentTo, registerAccount } from "./parents";
import { keepScreenshot } from "./screenshots";

// The account screens against the real server. Tests run in parallel on one database: each one
// registers its own address, and reads its codes from the outbox e-mails sent to that address.

type Account = { firstName: string; lastName: string; email: string; phoneNumber: string; password: string };

let counter = 0;
function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

function newAccount(tag: string): Account {
  return {
    firstName: "Layla",
    lastName: "Haddad",
    email: uniqueEmail(tag),
    phoneNumber: "+9613123456",
    password: "Cedar-garden-2931",
  };
}

/** An account made through the API, so the browser starts signed out. */
async function createAccount(request: APIRequestContext, tag: string, firstName = "Layla"): Promise<Account> {
  const account = { ...newAccount(tag), firstName };
  await registerAccount(request, account);
  return account;
}

function loginForm(page: Page): Locator {
  return page.getByRole("form", { name: "Log in" });
}

async function logIn(page: Page, email: string, password: string) {
  const form = loginForm(page);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Log in" }).click();
}

async function storedUser(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem("user");
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  });
}

function forgotForm(page: Page, name: "Send a reset code" | "Enter the code" | "Set a new password"): Locator {
  return page.getByRole("form", { name });
}

test("register lands on the dashboard with a welcome; the dashboard greets, logs out, guards and returns after login", async ({ page }) => {
  const account = newAccount("register");
  await page.goto("/register");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create an account");
  const form = page.getByRole("form", { name: "Create an account" });
  await form.getByLabel("First name").fill(account.firstName);
  await form.getByLabel("Last name").fill(account.lastName);
  await form.getByLabel("Email").fill(account.email);
  const phone = form.getByLabel("Phone number", { exact: true });
  await phone.click();
  await phone.press("End");
  await phone.pressSequentially("3 123 456");
  await expect(phone).toHaveValue("+961 3 123 456");
  await form.getByLabel("Password").fill(account.password);
  await form.getByRole("button", { name: "Create account" }).click();

  // The second step: the code e-mailed to the address. Nothing exists until it is entered.
  const confirm = page.getByRole("form", { name: "Confirm your e-mail address" });
  await expect(confirm.getByLabel("Code")).toBeFocused();
  await expect(confirm.getByRole("status")).toContainText("We sent a 6-digit code to your e-mail.");
  await expect(confirm).toContainText(account.email);
  await confirm.getByLabel("Code").fill("000000");
  await confirm.getByRole("button", { name: "Confirm and create account" }).click();
  await expect(confirm.getByRole("alert")).toHaveText("Invalid OTP. 4 tries left.");
  // Back to the details: everything typed is still there, the phone too.
  await confirm.getByRole("button", { name: "Change my details" }).click();
  await expect(form.getByLabel("Email")).toHaveValue(account.email);
  await expect(phone).toHaveValue("+961 3 123 456");
  await form.getByRole("button", { name: "Create account" }).click();
  // The same address: the details are corrected and the code already sent still works.
  await expect(confirm.getByRole("status")).toContainText("Your details are updated.");
  await confirm.getByLabel("Code").fill(await codeSentTo(account.email));
  await confirm.getByRole("button", { name: "Confirm and create account" }).click();

  // The new account's dashboard, with a welcome (issue 26).
  await expect(page).toHaveURL(/\/dashboard\/browse\?welcome=1$/);
  await expect(page.getByRole("status").filter({ hasText: `Welcome, ${account.firstName}! Your account is ready.` })).toBeVisible();
  // Local storage keeps the profile the UI shows, never a token.
  const stored = await storedUser(page);
  expect(stored).toMatchObject({ firstName: account.firstName, email: account.email, phoneNumber: account.phoneNumber });
  expect(Object.keys(stored ?? {}).sort()).toEqual(["_id", "email", "firstName", "id", "lastName", "phoneNumber", "role"]);

  // Registration signed the parent in.
  await page.goto("/dashboard/browse");
  await expect(page.getByText(`Welcome back, ${account.firstName}`)).toBeVisible();
  const sidebar = page.getByRole("navigation", { name: "Dashboard" });
  await expect(sidebar.getByRole("link", { name: "Buy Courses" })).toHaveAttribute("href", "/dashboard/browse");
  await expect(sidebar.getByRole("link", { name: "My Courses" })).toHaveAttribute("href", "/dashboard/my-courses");

  await sidebar.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Log in");
  expect(await storedUser(page)).toBeNull();
  // Back to the dashboard asks the server again, and its guard answers.
  await page.goBack();
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fbrowse$/);

  // The guard: no session, so the dashboard sends the visitor to log in and back.
  await page.goto("/dashboard/my-courses");
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fmy-courses$/);
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard\/my-courses$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Courses");
  await expect(page.getByText(`Welcome back, ${account.firstName}`)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "My Courses" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("log in goes to /dashboard/browse with the welcome header; a next= off the site is ignored", async ({ page, request }) => {
  const account = await createAccount(request, "login", "Rami");
  await page.goto("/login?next=//evil.example/steal");
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard\/browse$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buy Courses");
  await expect(page.getByText("Welcome back, Rami")).toBeVisible();
  await expect.poll(() => storedUser(page)).toMatchObject({ firstName: "Rami", email: account.email });
});

test("a passwordless parent without a first name is greeted with 'Welcome back'", async ({ page }) => {
  // Enrollment by e-mail makes an account with only an address, and signs it in (the cookie
  // lands in the browser's context because page.request shares it).
  const email = uniqueEmail("passwordless");
  expect((await page.request.post("/api/user/registerEnroll", { data: { email } })).ok()).toBe(true);
  const otp = await codeSentTo(email);
  expect((await page.request.post("/api/user/verifyotp", { data: { email, otp } })).ok()).toBe(true);
  await page.goto("/dashboard/browse");
  await expect(page.getByRole("banner").getByText(/^Welcome back/)).toHaveText("Welcome back");
});

test("without JavaScript a sent form goes nowhere: the password never leaves the page", async ({ browser }) => {
  // The form's action is a function (decision 019): before hydration React's own small script holds
  // it (e2e/early-input.spec.ts); with no script at all the browser sends nothing.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/login");
  const sent: string[] = [];
  page.on("request", (request) => sent.push(`${request.method()} ${request.url()}`));
  await page.getByLabel("Email").fill("parent@example.com");
  await page.getByLabel("Password").fill("secret-password-123");
  await loginForm(page).getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel("Password")).toHaveValue("secret-password-123");
  expect(sent.filter((line) => line.startsWith("POST") || line.includes("secret-password"))).toEqual([]);
  await context.close();
});

test("a wrong password shows 'Invalid email or password' in a banner that takes focus", async ({ page, request }) => {
  const account = await createAccount(request, "wrong-password");
  await page.goto("/login");
  await logIn(page, account.email, "not-the-password");
  const banner = loginForm(page).getByRole("alert");
  await expect(banner).toHaveText("Invalid email or password");
  await expect(banner).toBeFocused();
  await expect(page).toHaveURL(/\/login$/);
});

// Registering an address that has an account answers as for a new one (tests/integration/account-integrity);
// within the minute after its last code, the server asks to wait, whoever owns the address.
test("a refusal shows the server's message in a banner and a toast: a second registration of an address within the minute", async ({ page, request }) => {
  const account = await createAccount(request, "duplicate");
  await page.goto("/register");
  const form = page.getByRole("form", { name: "Create an account" });
  await form.getByLabel("First name").fill("Nour");
  await form.getByLabel("Last name").fill("Khoury");
  await form.getByLabel("Email").fill(account.email);
  const phone = form.getByLabel("Phone number", { exact: true });
  await phone.click();
  await phone.press("End");
  await phone.pressSequentially("3 654 321");
  await form.getByLabel("Password").fill("Another-cedar-7714");
  await form.getByRole("button", { name: "Create account" }).click();
  const message = "Please wait a minute before asking for a new code.";
  await expect(form.getByRole("alert")).toHaveText(message);
  await expect(page.getByRole("status").filter({ hasText: message })).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test("every required field says so, on the field, and focus goes to the first one", async ({ page }) => {
  const sent: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes("/api/trpc/")) sent.push(req.url());
  });

  await page.goto("/login");
  const login = loginForm(page);
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(login.getByText("Email is required")).toBeVisible();
  await expect(login.getByText("Password is required")).toBeVisible();
  await expect(login.getByLabel("Email")).toBeFocused();
  await expect(login.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(login.getByLabel("Email")).toHaveAccessibleDescription("Email is required");
  await login.getByLabel("Email").fill("not-an-address");
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(login.getByText("Please enter a valid email address.")).toBeVisible();

  await page.goto("/register");
  const register = page.getByRole("form", { name: "Create an account" });
  await register.getByRole("button", { name: "Create account" }).click();
  for (const message of ["First name is required", "Last name is required", "Email is required", "Phone number is required", "Password is required"]) {
    await expect(register.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(register.getByLabel("First name")).toBeFocused();
  await register.getByLabel("Password").fill("abc");
  await register.getByRole("button", { name: "Create account" }).click();
  await expect(register.getByText("Password must be at least 6 characters.")).toBeVisible();

  await page.goto("/forgot-password");
  const step1 = forgotForm(page, "Send a reset code");
  await step1.getByRole("button", { name: "Send code" }).click();
  await expect(step1.getByText("Email is required")).toBeVisible();
  await expect(step1.getByLabel("Email")).toBeFocused();

  expect(sent, "invalid forms send nothing").toEqual([]);
});

test("forgot password: e-mail, the code from the outbox, a new password, then log in with it", async ({ page, request }) => {
  const account = await createAccount(request, "forgot");
  const newPassword = "Fresh-olive-tree-58";
  const changes: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes("users.changePassword")) changes.push(req.url());
  });

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reset your password");

  await forgotForm(page, "Send a reset code").getByLabel("Email").fill(account.email);
  await forgotForm(page, "Send a reset code").getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("status").filter({ hasText: "OTP sent to your email!" })).toBeVisible();

  const step2 = forgotForm(page, "Enter the code");
  const codeInput = step2.getByLabel("Code");
  await expect(codeInput).toBeFocused();
  await expect(codeInput).toHaveAccessibleDescription(/6 digits/);
  await expect(codeInput).toHaveAttribute("inputmode", "numeric");
  await expect(codeInput).toHaveAttribute("autocomplete", "one-time-code");
  await step2.getByRole("button", { name: "Verify code" }).click();
  await expect(step2.getByText("Please enter the code.")).toBeVisible();

  const code = await codeSentTo(account.email);
  // Only digits go in.
  await codeInput.pressSequentially("12ab");
  await expect(codeInput).toHaveValue("12");
  const wrong = code === "000000" ? "111111" : "000000";
  await codeInput.fill(wrong);
  await step2.getByRole("button", { name: "Verify code" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(/^Invalid OTP\. \d tries left\.$/);

  await codeInput.fill(code);
  await step2.getByRole("button", { name: "Verify code" }).click();
  await expect(page.getByRole("status").filter({ hasText: "OTP verified! Now set your new password" })).toBeVisible();

  const step3 = forgotForm(page, "Set a new password");
  await step3.getByRole("button", { name: "Change password" }).click();
  await expect(step3.getByText("Password is required")).toBeVisible();
  await expect(step3.getByText("Please confirm the password.")).toBeVisible();
  await step3.getByLabel("New password", { exact: true }).fill(newPassword);
  await step3.getByLabel("Confirm new password").fill(`${newPassword}-typo`);
  await step3.getByRole("button", { name: "Change password" }).click();
  await expect(step3.getByText("Passwords do not match")).toBeVisible();
  await expect(step3.getByLabel("Confirm new password")).toBeFocused();
  expect(changes, "a mismatch sends nothing").toEqual([]);

  await step3.getByLabel("Confirm new password").fill(newPassword);
  await step3.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed successfully! Redirecting to login...")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, account.email, account.password);
  await expect(loginForm(page).getByRole("alert")).toHaveText("Invalid email or password");
  await logIn(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard\/browse$/);
  await expect(page.getByText(`Welcome back, ${account.firstName}`)).toBeVisible();
});

test("forgot password Back buttons: to the previous step, and step 1 clears the messages", async ({ page, request }) => {
  const account = await createAccount(request, "forgot-back");
  await page.goto("/forgot-password");
  await forgotForm(page, "Send a reset code").getByLabel("Email").fill(account.email);
  await forgotForm(page, "Send a reset code").getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText("OTP sent to your email!")).toBeVisible();

  const step2 = forgotForm(page, "Enter the code");
  await step2.getByLabel("Code").fill(await codeSentTo(account.email));
  await step2.getByRole("button", { name: "Verify code" }).click();
  const step3 = forgotForm(page, "Set a new password");
  await expect(step3.getByLabel("New password", { exact: true })).toBeFocused();
  await step3.getByRole("button", { name: "Back" }).click();
  await expect(step2.getByLabel("Code")).toBeFocused();

  await step2.getByRole("button", { name: "Back" }).click();
  const step1 = forgotForm(page, "Send a reset code");
  await expect(step1.getByLabel("Email")).toHaveValue(account.email);
  await expect(step1.getByLabel("Email")).toBeFocused();
  await expect(page.getByText("OTP verified! Now set your new password")).toHaveCount(0);
  await expect(page.getByText("OTP sent to your email!")).toHaveCount(0);
});

test("a stored user without a server session is removed on load", async ({ page }) => {
  await page.goto("/login");
  await page.evaluate(() =>
    window.localStorage.setItem(
      "user",
      JSON.stringify({ id: "x", _id: "x", firstName: "Old", lastName: "Copy", email: "old@example.com", phoneNumber: null, role: "parent", token: "stale" }),
    ),
  );
  await page.reload();
  await expect.poll(() => storedUser(page)).toBeNull();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("account screens: screenshots, no serious accessibility issue, no sideways scroll at 320 px", async ({ page }, testInfo) => {
    for (const [path, heading, submit] of [
      ["/login", "Log in", "Log in"],
      ["/register", "Create an account", "Create account"],
      ["/forgot-password", "Reset your password", "Send code"],
    ] as const) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await page.evaluate(() => document.fonts.ready);
      const file = testInfo.outputPath(`${path.slice(1)}-390x844.png`);
      await keepScreenshot(page, { path: file, fullPage: false }, testInfo);

      // With every field's error showing, too.
      await page.getByRole("main").getByRole("button", { name: submit, exact: true }).click();
      await expect(page.getByRole("main").locator('[aria-invalid="true"]').first()).toBeVisible();
      const invalidFile = testInfo.outputPath(`${path.slice(1)}-errors-390x844.png`);
      await keepScreenshot(page, { path: invalidFile, fullPage: false }, testInfo);

      const results = await axe(page).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), path).toEqual([]);

      await page.setViewportSize({ width: 320, height: 700 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });

  test("the dashboard frame at 390×844 and 320 px", async ({ page, request }, testInfo) => {
    const account = await createAccount(request, "dashboard-phone", "Maya");
    await page.goto("/login");
    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard\/browse$/);
    await expect(page.getByText("Welcome back, Maya")).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const file = testInfo.outputPath("dashboard-390x844.png");
    await keepScreenshot(page, { path: file }, testInfo);

    const results = await axe(page).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => v.id)).toEqual([]);

    await page.setViewportSize({ width: 320, height: 700 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "the dashboard scrolls sideways").toBeLessThanOrEqual(0);
  });
});
