import { type BrowserContext, type Locator, type Page } from "@playwright/test";
import { axe } from "./axe";
import { expect, test } from "./fixtures";
import { keepScreenshot } from "./screenshots";

// The booking screen against the real server and its simulated payment gateway (run contract).
// Tests run in parallel on one database: each booking test takes its own slot of the day it picks.

const PORTAL_URL = "https://portal.littlecedars.clinic/";

function bookingForm(page: Page): Locator {
  return page.getByRole("form", { name: "Book an Appointment" });
}

function calendarOf(form: Locator): Locator {
  return form.getByTestId("booking-calendar");
}

/** Free days of the shown month, today left out: its last free slot may be the only one. */
function freeDays(calendar: Locator): Locator {
  return calendar.locator(
    '.react-datepicker__day[aria-disabled="false"]:not(.react-datepicker__day--outside-month):not([aria-current="date"])',
  );
}

/** Clicks the first free day (moving to the next month when this one has none); returns its label. */
async function pickFirstFreeDay(form: Locator): Promise<string> {
  const calendar = calendarOf(form);
  await expect(calendar).toHaveAttribute("aria-busy", "false");
  for (let month = 0; month < 3; month += 1) {
    const days = freeDays(calendar);
    if ((await days.count()) > 0) {
      const label = await days.first().getAttribute("aria-label");
      expect(label).toMatch(/^Choose /);
      await days.first().click();
      return label!;
    }
    await calendar.getByRole("button", { name: "Next Month" }).click();
  }
  throw new Error("No free day in the next three months");
}

/** Opens the day the calendar labels `label`, which may be in a later month. */
async function pickDay(form: Locator, label: string): Promise<void> {
  const calendar = calendarOf(form);
  await expect(calendar).toHaveAttribute("aria-busy", "false");
  const day = calendar.locator(".react-datepicker__day:not(.react-datepicker__day--outside-month)").and(
    calendar.getByRole("gridcell", { name: label, exact: true }),
  );
  for (let month = 0; month < 3 && (await day.count()) === 0; month += 1) {
    await calendar.getByRole("button", { name: "Next Month" }).click();
  }
  await day.click();
}

/** The third free day of next month (or the month after), clicked; returns its label. */
async function pickLaterFreeDay(form: Locator): Promise<string> {
  const calendar = calendarOf(form);
  await expect(calendar).toHaveAttribute("aria-busy", "false");
  for (let month = 0; month < 2; month += 1) {
    await calendar.getByRole("button", { name: "Next Month" }).click();
    const days = freeDays(calendar);
    if ((await days.count()) > 2) {
      const label = (await days.nth(2).getAttribute("aria-label"))!;
      await days.nth(2).click();
      return label;
    }
  }
  throw new Error("No third free day in the next two months");
}

function slotButtons(form: Locator): Locator {
  return form.getByRole("group", { name: /Time/ }).locator("button[aria-pressed]");
}

/** The services, a radio card each. */
function serviceChoice(form: Locator): Locator {
  return form.getByRole("radiogroup", { name: "Service", exact: true });
}

async function fillPatient(form: Locator, { name }: { name: string }) {
  const card = serviceChoice(form).locator("label").filter({ hasText: /^Pediatric Consultation/ });
  await card.getByRole("radio").check();
  const priceText = (await card.locator("bdi").textContent())!;
  await form.getByLabel("Patient name").fill(name);
  const phone = form.getByLabel("Phone number", { exact: true });
  await phone.click();
  await phone.press("End");
  await phone.pressSequentially("3 123 456");
  await expect(phone).toHaveValue("+961 3 123 456");
  await form.getByLabel("Email").fill(`parent-${Date.now()}@example.com`);
  return { servicePrice: /\$\d+(\.\d{2})?/.exec(priceText)![0] };
}

/** The order id on the page shown: after a client-side navigation Next keeps the previous page, hidden, for the way back. */
/** Another family books that day's time through the form in a tab of its own, up to the payment page. */
async function anotherFamilyBooks(context: BrowserContext, dayLabel: string, time: string) {
  const other = await context.newPage();
  await other.goto("/appointment");
  const otherForm = bookingForm(other);
  await fillPatient(otherForm, { name: "Rami Saab" });
  await pickDay(otherForm, dayLabel);
  await slotButtons(otherForm).filter({ hasText: time }).click();
  await otherForm.locator('input[name="healthDataConsent"]').check();
  await otherForm.getByRole("button", { name: "Book Appointment" }).click();
  await expect(other).toHaveURL(/\/pay\/sim_cs_/);
  await other.close();
}

function shownOrderId(page: Page) {
  return page.getByTestId("order-id").filter({ visible: true });
}

test("book a slot, pay, see the whole confirmation, and find the slot taken", async ({ page }, testInfo) => {
  test.slow(); // several pages and a payment: on a busy two-core machine this can outgrow the 30 s default
  await page.goto("/appointment");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book an Appointment");
  const form = bookingForm(page);
  const { servicePrice } = await fillPatient(form, { name: "Layla Haddad" });
  await form.getByLabel("Notes").fill("Fever since yesterday.");

  const dayLabel = await pickFirstFreeDay(form);
  const slot = slotButtons(form).and(page.locator(":enabled")).first();
  const time = (await slot.innerText()).trim();
  expect(time).toMatch(/^\d{2}:\d{2}$/);
  await slot.click();
  await expect(slot).toHaveAttribute("aria-pressed", "true");
  await expect(form.getByText("Please select a time slot")).toBeHidden();

  await form.locator('input[name="healthDataConsent"]').check();
  await form.getByRole("button", { name: "Book Appointment" }).click();

  // The simulated gateway's hosted page: order id, what is paid and the amount.
  await expect(page).toHaveURL(/\/pay\/sim_cs_/);
  const orderId = (await page.getByTestId("order-id").innerText()).trim();
  expect(orderId).toMatch(/^APT-/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Pay ${servicePrice}`);
  await expect(page.getByText(/Pediatric Consultation/)).toBeVisible();

  const pending = page.waitForURL(new RegExp(`/appointment/status/pending/${orderId}`), { waitUntil: "commit" });
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await pending;

  // The confirmation, for the browser back from paying (the return address names its checkout).
  await expect(page).toHaveURL(new RegExp(`/appointment/status/success\\?order=${orderId}&session_id=sim_cs_[\\w-]+$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your appointment is confirmed");
  const details = page.getByTestId("confirmation-details");
  await expect(details).toContainText("Pediatric Consultation");
  await expect(details).toContainText("Layla Haddad");
  await expect(details).toContainText(new RegExp(`${dayLabel.replace(/^Choose /, "").split(",")[0]}.* at ${time} \\(Beirut time\\)`));
  await expect(details).toContainText(servicePrice);
  await expect(shownOrderId(page)).toHaveText(orderId);
  await expect(page.getByText(/^We sent this confirmation, with the calendar invitation and the link to your appointment's page, to parent-\d+@example\.com\.$/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Change or cancel" })).toHaveAttribute("href", /^\/appointment\/manage\/[\w-]+\?t=/);
  await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveAttribute("href", /\/calendar\?t=/);
  // With an address given, no "only copy" warning.
  await expect(page.getByRole("button", { name: "E-mail me this" })).toHaveCount(0);
  await keepScreenshot(page, { path: testInfo.outputPath("confirmation-en-desktop.png"), fullPage: true });

  await page.getByRole("link", { name: "Book another appointment" }).click();
  await expect(page).toHaveURL(/\/appointment$/);
  const again = bookingForm(page);
  await pickDay(again, dayLabel);
  const taken = slotButtons(again).filter({ hasText: time });
  await expect(taken).toBeDisabled();
  await expect(taken).toHaveAccessibleName(`${time}, booked`);
});

test("a declined card: Try Again goes straight back to payment with everything kept, on a phone", async ({ page }) => {
  test.slow(); // several pages and two payments
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/appointment");
  const form = bookingForm(page);
  const { servicePrice } = await fillPatient(form, { name: "Karim Khoury" });
  await form.getByLabel("Notes").fill("Ear pain at night.");
  await pickFirstFreeDay(form);
  // The last free slot, so this test never races the paying test for the first one.
  const slot = slotButtons(form).and(page.locator(":enabled")).last();
  const time = (await slot.innerText()).trim();
  await slot.click();
  await form.locator('input[name="healthDataConsent"]').check();
  await form.getByRole("button", { name: "Book Appointment" }).click();

  await expect(page).toHaveURL(/\/pay\/sim_cs_/);
  const orderId = (await page.getByTestId("order-id").innerText()).trim();
  // The failure page tells the server once that the checkout was left (it names the checkout session).
  const abandon = page.waitForRequest((request) => request.url().includes("/api/trpc/payments.abandonCheckout"));
  const sessionId = /\/pay\/(sim_cs_[\w-]+)/.exec(page.url())![1]!;
  await page.getByRole("button", { name: "Decline" }).click();
  expect((await abandon).postData()).toContain(`"sessionId":"${sessionId}"`);

  await expect(page).toHaveURL(new RegExp(`/appointment/status/failure\\?order=${orderId}&session_id=${sessionId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Failed");
  await expect(shownOrderId(page)).toHaveText(orderId);
  // The declined card keeps the time for the rest of its hold, and says until when.
  await expect(page.getByTestId("retry-note")).toHaveText(new RegExp(`^Your time, .* at ${time}, is kept for you until \\d{2}:\\d{2}\\. Try again now to keep it`));
  await expect(page.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/");
  await page.getByRole("button", { name: "Try Again" }).click();

  // Straight to a new payment of the same booking: a new order, the same price, nothing to type again.
  await expect(page).toHaveURL(/\/pay\/sim_cs_/);
  const secondOrder = (await page.getByTestId("order-id").innerText()).trim();
  expect(secondOrder).toMatch(/^APT-/);
  expect(secondOrder).not.toBe(orderId);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Pay ${servicePrice}`);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your appointment is confirmed");
  await expect(page.getByTestId("confirmation-details")).toContainText("Karim Khoury");
  await expect(page.getByTestId("confirmation-details")).toContainText(`at ${time} (Beirut time)`);
  await expect(shownOrderId(page)).toHaveText(secondOrder);
});

test("after leaving the payment page, a time taken meanwhile: Try Again opens the form with everything typed, on a phone", async ({ page, context }) => {
  test.slow(); // several pages, two forms
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/appointment");
  const form = bookingForm(page);
  await fillPatient(form, { name: "Nour Haddad" });
  const email = await form.getByLabel("Email").inputValue();
  await form.getByLabel("Notes").fill("Rash on the arms.");
  // A day of its own: the third free day of next month (the Arabic and French flows take the second).
  const dayLabel = await pickLaterFreeDay(form);
  const slot = slotButtons(form).and(page.locator(":enabled")).last();
  const time = (await slot.innerText()).trim();
  await slot.click();
  await form.locator('input[name="healthDataConsent"]').check();
  await form.getByRole("button", { name: "Book Appointment" }).click();
  await expect(page).toHaveURL(/\/pay\/sim_cs_/);
  // Cancel on the payment page gives the time up at once.
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Failed");
  await expect(page.getByTestId("retry-note")).toHaveText("Your details are kept: “Try Again” goes straight back to payment.");

  // Another family books that time meanwhile.
  await anotherFamilyBooks(context, dayLabel, time);

  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page).toHaveURL(/\/appointment\?again=APT-[\w]+&session_id=sim_cs_/);
  const again = bookingForm(page);
  await expect(again.getByRole("status").filter({ hasText: "The time you chose" })).toHaveText("The time you chose is no longer free. Your details are kept: choose another time, then pay.");
  await expect(again.getByLabel("Patient name")).toHaveValue("Nour Haddad");
  await expect(again.getByLabel("Phone number", { exact: true })).toHaveValue("+961 3 123 456");
  await expect(again.getByLabel("Email")).toHaveValue(email);
  await expect(again.getByLabel("Notes")).toHaveValue("Rash on the arms.");
  await expect(serviceChoice(again).getByRole("radio", { checked: true })).toHaveCount(1);
  await expect(calendarOf(again).locator(".react-datepicker__day--selected")).toHaveAttribute("aria-label", dayLabel);
  const taken = slotButtons(again).filter({ hasText: time });
  await expect(taken).toBeDisabled();
  await expect(slotButtons(again).and(page.locator('[aria-pressed="true"]'))).toHaveCount(0);
  await slotButtons(again).and(page.locator(":enabled")).first().click();
  await again.locator('input[name="healthDataConsent"]').check();
  await again.getByRole("button", { name: "Book Appointment" }).click();
  await expect(page).toHaveURL(/\/pay\/sim_cs_/);
});

test("a slot taken meanwhile is refused with the server's message and shown as booked", async ({ page, context }) => {
  test.slow(); // several pages and a payment: on a busy two-core machine this can outgrow the 30 s default
  await page.goto("/appointment");
  const form = bookingForm(page);
  await fillPatient(form, { name: "Nour Saab" });
  const dayLabel = await pickFirstFreeDay(form);
  // The second free slot: the paying test takes the first, the declining one the last.
  const slot = slotButtons(form).and(page.locator(":enabled")).nth(1);
  const time = (await slot.innerText()).trim();
  await slot.click();

  // Another parent books the same slot first, through the same form in another tab.
  await anotherFamilyBooks(context, dayLabel, time);

  await form.locator('input[name="healthDataConsent"]').check();
  await form.getByRole("button", { name: "Book Appointment" }).click();
  const message = "This time slot was just taken. Please choose another.";
  await expect(form.getByRole("alert").filter({ hasText: message })).toBeVisible();
  // The same words sit under the time grid, tied to it.
  await expect(form.getByRole("group", { name: /Time/ })).toHaveAccessibleDescription(new RegExp(message));
  await expect(page).toHaveURL(/\/appointment$/);
  const taken = slotButtons(form).filter({ hasText: time });
  await expect(taken).toBeDisabled();
  await expect(taken).toHaveAccessibleName(`${time}, booked`);
  await expect(slotButtons(form).and(page.locator('[aria-pressed="true"]'))).toHaveCount(0);
});

test("each missing or malformed field shows its message, and the focus goes to the first", async ({ page }) => {
  await page.goto("/appointment");
  const form = bookingForm(page);
  await expect(serviceChoice(form).getByRole("radio").first()).toBeEnabled();
  await form.getByRole("button", { name: "Book Appointment" }).click();

  await expect(serviceChoice(form).getByRole("radio").first()).toBeFocused();
  await expect(serviceChoice(form)).toHaveAttribute("aria-invalid", "true");
  // The consent for the child's health information is asked for too, under its checkbox (decision 049).
  await expect(form.getByRole("checkbox", { name: /health information/ })).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText(/^Please tick the box: without your consent/)).toBeVisible();
  await expect(serviceChoice(form)).toHaveAccessibleDescription(/Please select a service/);
  await expect(serviceChoice(form).getByRole("radio").first()).toHaveAccessibleDescription(/Please select a service/);
  await expect(form.getByLabel("Patient name")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Patient name")).toHaveAccessibleDescription(/Name is required/);
  await expect(form.getByText("Phone number is required.")).toBeVisible();
  await expect(form.getByLabel("Phone number", { exact: true })).toHaveAccessibleDescription(
    /Phone number is required\./,
  );
  await expect(form.getByText("Please choose a date.")).toBeVisible();
  await expect(form.getByText("Please select a time slot")).toBeVisible();
  // The e-mail is optional: no message while it is empty.
  await expect(form.getByText("Please enter a valid email address.")).toBeHidden();

  const results = await axe(page).include("main").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  // Typing clears a field's message; a malformed value gets its own message.
  await form.getByLabel("Patient name").fill("Layla");
  await expect(form.getByText("Name is required")).toBeHidden();
  const phone = form.getByLabel("Phone number", { exact: true });
  await phone.click();
  await phone.press("End");
  await phone.pressSequentially("12");
  await form.getByLabel("Email").fill("not-an-email");
  await form.locator('input[name="healthDataConsent"]').check();
  await form.getByRole("button", { name: "Book Appointment" }).click();
  await expect(form.getByText("Please enter a valid phone number with its country code.")).toBeVisible();
  await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(form.getByText("Please select a service")).toBeVisible();
  await expect(form.getByText("Name is required")).toBeHidden();
});

test("the In-Person option opens the patient portal in a new tab", async ({ page }) => {
  await page.goto("/appointment");
  const inPerson = bookingForm(page).getByRole("link", { name: /In-Person/ });
  await expect(inPerson).toHaveAttribute("href", PORTAL_URL);
  await expect(inPerson).toHaveAttribute("target", "_blank");
  await expect(inPerson).toHaveAttribute("rel", "noopener noreferrer");
  await expect(bookingForm(page).getByRole("button", { name: "Online" })).toHaveAttribute("aria-pressed", "true");
});

test("date and time can be chosen by keyboard; a new date clears the time", async ({ page }) => {
  await page.goto("/appointment");
  const form = bookingForm(page);
  const calendar = calendarOf(form);
  await expect(calendar).toHaveAttribute("aria-busy", "false");
  await expect(form.getByText("Choose a date to see its times.")).toBeVisible();

  // The calendar's keyboard entry point is one enabled day; Enter chooses it.
  await calendar.locator('.react-datepicker__day[tabindex="0"]').focus();
  await page.keyboard.press("Enter");
  await expect(calendar.locator(".react-datepicker__day--selected")).toHaveCount(1);
  const firstDay = await calendar.locator(".react-datepicker__day--selected").getAttribute("aria-label");
  await expect(slotButtons(form).first()).toBeVisible();

  // Tab leaves the calendar for the first free time; Space presses it.
  await page.keyboard.press("Tab");
  const focused = slotButtons(form).and(page.locator(":focus"));
  await expect(focused).toHaveCount(1);
  await page.keyboard.press("Space");
  await expect(focused).toHaveAttribute("aria-pressed", "true");
  await expect(form.getByText("Please select a time slot")).toBeHidden();

  // Another day (arrow keys skip disabled days) clears the chosen time.
  await calendar.locator(".react-datepicker__day--selected").focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(calendar.locator(".react-datepicker__day--selected")).not.toHaveAttribute("aria-label", firstDay!);
  // Nothing was submitted yet: the missing time is not an error (issue 26).
  await expect(form.getByText("Please select a time slot")).toBeHidden();
  await expect(slotButtons(form).and(page.locator('[aria-pressed="true"]'))).toHaveCount(0);
});

test("the home page embeds the same form in its booking section", async ({ page }) => {
  // The welcome popup (3 s after a first visit) would cover the form; it has its own tests.
  await page.addInitScript(() => window.localStorage.setItem("popupShown", "true"));
  await page.goto("/");
  const section = page.getByRole("region", { name: "Trusted Pediatric Care for Your Child's Health Journey" });
  await expect(section).toBeVisible();
  // The form loads as the parent scrolls near it.
  await section.scrollIntoViewIfNeeded();
  const form = section.getByRole("form", { name: "Book an Appointment" });
  await expect(serviceChoice(form).getByRole("radio").first()).toBeEnabled();
  await expect(calendarOf(form)).toHaveAttribute("aria-busy", "false");
  await form.locator('input[name="healthDataConsent"]').check();
  await form.getByRole("button", { name: "Book Appointment" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
});

test("the pending page polls and moves on; an unknown order says why", async ({ page }) => {
  await page.goto("/appointment/status/pending/APT-000000000");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Pending");
  await expect(page.getByTestId("order-id")).toHaveText("APT-000000000");
  await expect(page.getByTestId("order-status")).toHaveText("pending");
  await expect(page.getByText(/^Error checking payment status: /)).toBeVisible();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the form at ${viewport.width}×${viewport.height}`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto("/appointment");
    const form = bookingForm(page);
    await expect(serviceChoice(form).getByRole("radio").first()).toBeEnabled();
    await pickFirstFreeDay(form);
    await expect(slotButtons(form).first()).toBeVisible();
    // A full-page shot: an element shot of a tall form stitches the sticky header into its middle.
    await keepScreenshot(page, { path: testInfo.outputPath(`booking-form-${viewport.width}.png`), fullPage: true, animations: "disabled" });
    const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("when the calendar's code cannot be loaded, the form says so and nothing else fails", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // The calendar's chunk is the one holding react-datepicker; every other chunk loads.
  await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes("react-datepicker__input-time-container")) return route.abort();
    return route.fulfill({ response, body });
  });
  await page.goto("/appointment");
  const form = bookingForm(page);
  const calendar = calendarOf(form);
  await expect(calendar).toContainText("The calendar could not be loaded. Please refresh the page or call us.");
  await expect(calendar).toHaveAttribute("aria-busy", "false");
  await form.getByLabel("Patient name").fill("Maya Haddad");
  await expect(form.getByLabel("Patient name")).toHaveValue("Maya Haddad");
  await expect(serviceChoice(form).getByRole("radio").first()).toBeEnabled();
  expect(errors).toEqual([]);
  // Typing asked for the form's other code (decision 060): the route lets go of what is still in flight.
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("no horizontal scroll at 320 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  for (const path of ["/appointment", "/", "/appointment/status/failure?order=APT-000000000"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
