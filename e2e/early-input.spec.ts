import { expect, test, type Page } from "@playwright/test";

import { readOutbox, recipients } from "../tests/support/outbox";
import { codeSentTo, registerAccount } from "./parents";
import { signInToBackOffice } from "./staff";

// A parent (or the browser's autofill) is faster than the page's scripts on a slow phone. Here the
// scripts are held back until the test has typed and pressed; each test checks that the page had
// not hydrated yet when it pressed, then lets the scripts through. Plain Playwright: nothing here
// waits for hydration.

/** Holds every script chunk of the app until `release()` (the stylesheets come as usual). */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**/*.js", async (route) => {
    await gate;
    await route.continue();
  });
  return { release };
}

function hydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")));
}

let counter = 0;
function uniqueEmail(tag: string): string {
  counter += 1;
  return `early-${tag}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

test("log in typed and sent before the scripts run: signed in, nothing lost", async ({ page, request }) => {
  const email = uniqueEmail("login");
  const password = "Cedar-garden-2931";
  await registerAccount(request, { firstName: "Maya", lastName: "Aoun", email, phoneNumber: "+9613123456", password });

  const scripts = await holdScripts(page);
  await page.goto("/login", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("form", { name: "Log in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Log in" }).click();
  expect(await hydrated(page)).toBe(false);
  scripts.release();
  await expect(page).toHaveURL(/\/dashboard\/browse$/);
  await expect(page.getByText("Welcome back, Maya")).toBeVisible();
});

test("register typed before the scripts run and sent after: every field arrives, the phone too", async ({ page }) => {
  const email = uniqueEmail("register");
  const scripts = await holdScripts(page);
  await page.goto("/register", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("form", { name: "Create an account" });
  await form.getByLabel("First name").fill("Karim");
  await form.getByLabel("Last name").fill("Nassar");
  await form.getByLabel("Email").fill(email);
  await form.getByRole("textbox", { name: "Phone number" }).fill("+961 3 123 456");
  await form.getByLabel("Password").fill("Cedar-garden-2931");
  expect(await hydrated(page)).toBe(false);
  scripts.release();
  await expect.poll(() => hydrated(page)).toBe(true);
  // Hydration kept what was typed.
  await expect(form.getByLabel("Email")).toHaveValue(email);
  await expect(form.getByRole("textbox", { name: "Phone number" })).toHaveValue(/^\+961 3 123 456$/);
  await form.getByRole("button", { name: "Create account" }).click();
  // Every field arrived: the account the code confirms has them.
  const confirm = page.getByRole("form", { name: "Confirm your e-mail address" });
  await confirm.getByLabel("Code").fill(await codeSentTo(email));
  await confirm.getByRole("button", { name: "Confirm and create account" }).click();
  // A new account lands on its dashboard with a welcome (issue 26).
  await expect(page).toHaveURL(/\/dashboard\/browse\?welcome=1$/);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("user"))).toContain(email);
});

test("forgot password: the e-mail sent before the scripts run gets its code", async ({ page }) => {
  const email = uniqueEmail("forgot");
  const scripts = await holdScripts(page);
  await page.goto("/forgot-password", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("form", { name: "Send a reset code" });
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Send code" }).click();
  expect(await hydrated(page)).toBe(false);
  scripts.release();
  await expect(page.getByRole("form", { name: "Enter the code" })).toBeVisible();
  await expect.poll(async () => (await readOutbox()).some((mail) => recipients(mail).includes(email))).toBe(true);
});

test("newsletter: the address sent from the footer before the scripts run is subscribed", async ({ page }) => {
  const email = uniqueEmail("newsletter");
  const scripts = await holdScripts(page);
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Subscribe to our newsletter").fill(email);
  await footer.getByRole("button", { name: "Join" }).click();
  expect(await hydrated(page)).toBe(false);
  scripts.release();
  await expect(page.getByText("Subscribed successfully!")).toBeVisible();
  await expect.poll(async () => (await readOutbox()).some((mail) => recipients(mail).includes(email))).toBe(true);
});

test("Enroll Now pressed before the scripts run opens the e-mail step; the enrollment e-mail form works", async ({ page }) => {
  const email = uniqueEmail("enroll");
  await page.goto("/courses", { waitUntil: "domcontentloaded" });
  const courseHref = await page.locator('a[href^="/courses/"]').first().getAttribute("href");
  const scripts = await holdScripts(page);
  await page.goto(courseHref!, { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Enroll Now" }).click();
  expect(await hydrated(page)).toBe(false);
  scripts.release();
  const emailForm = page.getByRole("form", { name: "Enroll with your e-mail" });
  await emailForm.getByLabel("Email").fill(email);
  await emailForm.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("form", { name: "Enter your code" })).toBeVisible();
});

test("the phone-sized menu tapped before the scripts run opens", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = await holdScripts(page);
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Open menu" }).click();
  expect(await hydrated(page)).toBe(false);
  scripts.release();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
});

test("the booking form comes with its services and first free days; what a parent fills in before the scripts run is kept, and the booking goes through", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail("booking");
  // A hydration error would make React drop the server's form, and everything typed in it.
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const scripts = await holdScripts(page);
  await page.goto("/appointment", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("form", { name: "Book an Appointment" });
  // Everything below is the server's HTML: no script has run.
  const service = form.getByRole("radiogroup", { name: "Service", exact: true }).getByRole("radio").first();
  await service.check();
  await form.getByLabel("Patient name").fill("Nour Saad");
  await form.getByRole("textbox", { name: "Phone number" }).fill("+961 3 123 456");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Notes").fill("Fever since yesterday.");
  const firstDays = form.getByRole("group", { name: "First free days" }).getByRole("radio");
  await expect(firstDays.first()).toBeVisible();
  const day = firstDays.first();
  await day.check();
  // The consent for the child's health information, ticked before the scripts too (decision 049).
  const consent = form.getByRole("checkbox", { name: /health information/ });
  await consent.check();
  // The form can be sent once its scripts are there; a press before is visibly not taken.
  const send = form.getByRole("button", { name: "Book Appointment" });
  await expect(send).toBeDisabled();
  expect(await hydrated(page)).toBe(false);

  scripts.release();
  await expect(send).toBeEnabled();
  // Hydration kept every choice and every word.
  await expect(service).toBeChecked();
  await expect(form.getByLabel("Patient name")).toHaveValue("Nour Saad");
  await expect(form.getByRole("textbox", { name: "Phone number" })).toHaveValue("+961 3 123 456");
  await expect(form.getByLabel("Email")).toHaveValue(email);
  await expect(form.getByLabel("Notes")).toHaveValue("Fever since yesterday.");
  await expect(day).toBeChecked();
  await expect(consent).toBeChecked();
  // The chosen day's times come, and the last free one is booked (other tests take the first ones).
  const times = form.getByRole("group", { name: /Time/ }).locator("button[aria-pressed]:enabled");
  await expect(times.first()).toBeVisible();
  await times.last().click();
  await send.click();
  await expect(page).toHaveURL(/\/pay\/sim_cs_/);
  await expect(page.getByTestId("order-id")).toHaveText(/^APT-/);
  expect(pageErrors).toEqual([]);
});

test("/ar/appointment on a phone: services, fields and first free days before the scripts, kept after them", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const scripts = await holdScripts(page);
  await page.goto("/ar/appointment", { waitUntil: "domcontentloaded" });
  const form = page.locator("main form");
  const service = form.locator('input[name="service"]').nth(1);
  const day = form.locator('input[name="date"]').first();
  await service.check();
  await form.locator('input[name="name"]').fill("نور سعد");
  await form.locator('textarea[name="notes"]').fill("حرارة منذ البارحة");
  await day.check();
  expect(await hydrated(page)).toBe(false);
  scripts.release();
  await expect(form.locator('button[type="submit"]')).toBeEnabled();
  await expect(service).toBeChecked();
  await expect(day).toBeChecked();
  await expect(form.locator('input[name="name"]')).toHaveValue("نور سعد");
  await expect(form.locator('textarea[name="notes"]')).toHaveValue("حرارة منذ البارحة");
  // The times of the chosen day come, in Arabic.
  await expect(form.locator("button[aria-pressed]").first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test("controls that need script are visibly not ready before it runs, then work when pressed", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("popupShown", "true"));
  const scripts = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const contact = page.getByRole("button", { name: "Contact", exact: true });
  const next = page.locator('[data-carousel="hero"]').getByRole("button", { name: "Next slide" });
  // A press now would be lost: the buttons say so by being disabled.
  await expect(contact).toBeDisabled();
  await expect(next).toBeDisabled();
  expect(await hydrated(page)).toBe(false);
  scripts.release();
  // A fast user presses as soon as the buttons take it: the press is not lost.
  await contact.click();
  await expect(page.getByRole("dialog", { name: "Contact Us on WhatsApp" })).toBeVisible();
  await page.keyboard.press("Escape");
  await next.click();
  await expect(page.locator('[data-carousel="hero"] [aria-roledescription="slide"]').nth(1)).toHaveAttribute("data-active", "true");
});

test("a back-office description edited before the scripts run keeps the edit when they come; the untouched ones keep their text", async ({ page }) => {
  await signInToBackOffice(page);
  const scripts = await holdScripts(page);
  await page.goto("/admin/services", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("form", { name: "Edit Newborn Care Visit" });
  const arabic = form.getByLabel("Description in Arabic");
  const english = form.getByLabel("Description", { exact: true });
  const englishText = await english.inputValue();
  expect(englishText).not.toBe("");
  // Cleared, then typed: React used to set a server-rendered textarea back to its first text as it hydrated.
  await arabic.fill("");
  await arabic.pressSequentially("وصف جديد");
  expect(await hydrated(page)).toBe(false);
  scripts.release();
  await expect.poll(() => hydrated(page)).toBe(true);
  await expect(arabic).toHaveValue("وصف جديد");
  await expect(english).toHaveValue(englishText);
  // The page's own renders after hydration (a field's error, here) keep both.
  await form.getByLabel("Name in French").fill("n".repeat(200));
  await form.getByRole("button", { name: "Save", exact: true }).click();
  await expect(form.getByLabel("Name in French")).toHaveAttribute("aria-invalid", "true");
  await expect(arabic).toHaveValue("وصف جديد");
  await expect(english).toHaveValue(englishText);
});
