import { type APIRequestContext } from "@playwright/test";

import { readOutbox, recipients } from "../tests/support/outbox";
import { axe } from "./axe";
import { expect, test } from "./fixtures";
import { signInToBackOffice } from "./staff";

/** A Wednesday about three weeks ahead, as YYYY-MM-DD and the booking calendar's label. */
function wednesdayAhead() {
  const date = new Date(Date.now() + 20 * 86_400_000);
  while (date.getUTCDay() !== 3) date.setUTCDate(date.getUTCDate() + 1);
  const month = date.toLocaleDateString("en-US", { month: "long", timeZone: "UTC" });
  return {
    iso: date.toISOString().slice(0, 10),
    label: new RegExp(`^(Choose|Not available:) Wednesday, ${month} ${date.getUTCDate()}(st|nd|rd|th), ${date.getUTCFullYear()}$`),
  };
}

/** A parent books and pays a slot (through the API and the test gateway's Pay button). */
async function paidBooking(request: APIRequestContext, date: string, startTime: string, email: string) {
  const services = (await (await request.get("/api/services/online/online")).json()) as { data: Array<{ id: string }> };
  const booked = await request.post("/api/appointments/book", {
    data: { service: services.data[0]!.id, patient: { name: "Nour Saad", phoneNumber: "+9613123456", email }, date, startTime, type: "Online" },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { data } = (await booked.json()) as { data: { orderId: string; session: { id: string } } };
  const paid = await request.post(`/api/payments/simulated/${data.session.id}`, { form: { outcome: "pay" }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  return data.orderId;
}

test("staff cancel a paid booking with a refund on a phone: the parent's e-mail and .ics arrive, the slot is offered again", async ({ page, request }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const { iso, label } = wednesdayAhead();
  const email = `cancel-${Date.now()}@example.com`;
  const orderId = await paidBooking(request, iso, "18:30", email);

  await signInToBackOffice(page);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Back-office" }).getByRole("link", { name: "Agenda" }).click();
  const filters = page.getByRole("form", { name: "Show appointments" });
  await filters.getByLabel("From").fill(iso);
  await filters.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`date=${iso}`));
  const row = page.getByRole("list", { name: "Appointments" }).getByRole("listitem").filter({ hasText: orderId });
  await expect(row).toContainText("18:30 · Nour Saad");
  await expect(row).toContainText("Confirmed");
  await expect(row.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", "https://wa.me/9613123456");

  const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: "test-results/screenshots/admin-agenda-phone.png", fullPage: true });

  await row.getByRole("button", { name: "Cancel 18:30 · Nour Saad" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel 18:30 · Nour Saad?" });
  await expect(dialog.getByRole("checkbox", { name: /Refund \$\d+/ })).toBeChecked();
  await dialog.getByLabel("Reason (for the audit log)").fill("Doctor ill");
  await dialog.getByRole("button", { name: "Cancel the appointment" }).click();
  await expect(page.getByText(/Cancelled and \$\d+(\.\d{2})? refunded\./)).toBeVisible();
  await expect(row).toContainText("Cancelled");
  await expect(row.getByRole("button", { name: /^Cancel/ })).toHaveCount(0);

  // The parent's e-mail, with the calendar file that removes the event.
  await expect
    .poll(async () => (await readOutbox()).find((m) => recipients(m).includes(email) && m.subject?.startsWith("Appointment cancelled")))
    .toBeTruthy();
  const mail = (await readOutbox()).find((m) => recipients(m).includes(email) && m.subject?.startsWith("Appointment cancelled"))!;
  expect(mail.text).toMatch(/refunded \$\d+/);
  const ics = mail.attachments.find((a) => a.filename === "appointment-cancelled.ics")!.content.toString();
  expect(ics).toContain("METHOD:CANCEL");
  expect(ics).toContain("SEQUENCE:1");

  // On the booking page the 18:30 slot of that day is offered again.
  await page.goto("/appointment");
  const form = page.getByRole("form", { name: "Book an Appointment" });
  const calendar = form.getByTestId("booking-calendar");
  await expect(calendar).toHaveAttribute("aria-busy", "false");
  const day = calendar.locator(".react-datepicker__day:not(.react-datepicker__day--outside-month)").and(calendar.getByRole("gridcell", { name: label }));
  for (let month = 0; month < 3 && (await day.count()) === 0; month += 1) await calendar.getByRole("button", { name: "Next Month" }).click();
  await day.click();
  await expect(form.getByRole("group", { name: /Time/ }).getByRole("button", { name: /18:30/ })).toBeEnabled();
});

test("the agenda finds a booking of any date by the parent's e-mail, on a desktop", async ({ page, request }) => {
  const { iso } = wednesdayAhead();
  const email = `search-${Date.now()}@example.com`;
  const orderId = await paidBooking(request, iso, "18:00", email);
  await signInToBackOffice(page);
  await page.goto("/admin/agenda");
  const filters = page.getByRole("form", { name: "Show appointments" });
  await filters.getByLabel(/Search any date/).fill(email);
  await filters.getByRole("button", { name: "Show" }).click();
  const row = page.getByRole("list", { name: "Appointments" }).getByRole("listitem").filter({ hasText: orderId });
  await expect(row).toContainText(`${iso} 18:00 · Nour Saad`);
  await page.screenshot({ path: "test-results/screenshots/admin-agenda-desktop.png", fullPage: true });
});

test("staff move a booking to another free time on a desktop: the agenda and the parent's e-mail show the new time", async ({ page, request }) => {
  const { iso } = wednesdayAhead();
  const email = `move-${Date.now()}@example.com`;
  const orderId = await paidBooking(request, iso, "17:00", email);
  await signInToBackOffice(page);
  await page.goto(`/admin/agenda?date=${iso}`);
  const row = page.getByRole("list", { name: "Appointments" }).getByRole("listitem").filter({ hasText: orderId });
  await row.getByRole("button", { name: "Move 17:00 · Nour Saad" }).click();
  const dialog = page.getByRole("dialog", { name: "Move 17:00 · Nour Saad" });
  const time = dialog.getByLabel("New time (Beirut)");
  await expect(time.locator("option", { hasText: "17:30–18:00" })).toHaveCount(1);
  await time.selectOption("17:30");
  await dialog.getByRole("button", { name: "Move the appointment" }).click();
  await expect(page.getByText(`Moved to ${iso} at 17:30.`)).toBeVisible();
  await expect(row).toContainText("17:30 · Nour Saad");
  await expect
    .poll(async () => (await readOutbox()).some((m) => recipients(m).includes(email) && m.subject?.startsWith("Appointment moved")))
    .toBe(true);
});

test("staff book a free slot for a parent who phoned, on a phone: confirmed and paid at the clinic, in the agenda at once", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { iso } = wednesdayAhead();
  await signInToBackOffice(page);
  await page.goto(`/admin/agenda?date=${iso}`);
  await page.getByText("Book for a parent who phoned").click();
  const form = page.getByRole("form", { name: "Book for a parent" });
  await form.getByLabel("Patient name").fill("Rami Khoury");
  await form.getByLabel("Parent's phone").fill("+961 3 765 432");
  await form.getByLabel("Where").selectOption("In-Person");
  const time = form.getByLabel("Time (Beirut)");
  await expect(time.locator("option", { hasText: "15:30–16:00" })).toHaveCount(1);
  await time.selectOption("15:30");
  await form.getByRole("button", { name: "Book for the parent" }).click();
  await expect(form.getByText(`Booked ${iso} at 15:30 for Rami Khoury.`)).toBeVisible();
  const row = page.getByRole("list", { name: "Appointments" }).getByRole("listitem").filter({ hasText: "Rami Khoury" });
  await expect(row).toContainText("15:30 · Rami Khoury");
  await expect(row).toContainText("Confirmed");
});

test("staff e-mail a payment link to a parent who phoned: the slot is held, the parent pays from the e-mail, the visit is confirmed", async ({ page, browser }) => {
  test.slow();
  const { iso } = wednesdayAhead();
  const email = `link-${Date.now()}@example.com`;
  await signInToBackOffice(page);
  await page.goto(`/admin/agenda?date=${iso}`);
  await page.getByText("Book for a parent who phoned").click();
  const form = page.getByRole("form", { name: "Book for a parent" });
  await form.getByLabel("Patient name").fill("Maya Link");
  await form.getByLabel("Parent's phone").fill("+961 3 222 333");
  const time = form.getByLabel("Time (Beirut)");
  await expect(time.locator("option", { hasText: "16:30–17:00" })).toHaveCount(1);
  await time.selectOption("16:30");
  await form.getByLabel("E-mail a payment link (held until paid)").check();
  await form.getByRole("button", { name: "Book for the parent" }).click();
  // The link goes by e-mail, so the e-mail is asked for, and nothing typed is lost.
  await expect(form.getByText("A payment link goes by e-mail: please enter the parent's e-mail.")).toBeVisible();
  await expect(form.getByLabel("Patient name")).toHaveValue("Maya Link");
  await expect(time).toHaveValue("16:30");
  await expect(form.getByLabel("E-mail a payment link (held until paid)")).toBeChecked();
  await form.getByLabel(/Parent's e-mail/).fill(email);
  await form.getByRole("button", { name: "Book for the parent" }).click();
  await expect(form.getByText(`The payment link is e-mailed to ${email}`, { exact: false })).toBeVisible();
  const row = page.getByRole("list", { name: "Appointments" }).getByRole("listitem").filter({ hasText: "Maya Link" });
  await expect(row).toContainText("Held, awaiting payment");

  let link = "";
  await expect
    .poll(async () => {
      const mail = (await readOutbox()).find((m) => recipients(m).includes(email) && m.subject?.startsWith("Please pay to confirm"));
      link = /https?:\/\/\S+\/pay\/[\w-]+/.exec(mail?.text ?? "")?.[0] ?? "";
      return link;
    })
    .not.toBe("");
  const parent = await browser.newPage();
  try {
    await parent.goto(link);
    await parent.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(parent.getByRole("heading", { level: 1 })).toHaveText("Your appointment is confirmed");
  } finally {
    await parent.close();
  }
  await page.reload();
  await expect(row).toContainText("Confirmed");
});
