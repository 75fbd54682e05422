import { type APIRequestContext, type Page } from "@playwright/test";

import { readOutbox, recipients } from "../tests/support/outbox";
import { axe } from "./axe";
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./parents";
import { signInToBackOffice } from "./staff";
import { paidVisit, type Slot } from "./visits";
import { keepScreenshot } from "./screenshots";
import { fillDay, type DaySlots } from "./agenda";

// A day fills up; a parent joins its waiting list and confirms their place by the e-mailed link;
// another parent cancels; the waiting parent is e-mailed a link that keeps the freed time for them,
// and books it.


/** A Friday about six weeks ahead (inside the waiting list's two months, away from other tests' days). */
function fridayAhead(): string {
  const date = new Date(Date.now() + 40 * 86_400_000);
  while (date.getUTCDay() !== 5) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

async function serviceId(request: APIRequestContext) {
  const services = (await (await request.get("/api/services")).json()) as { data: Array<{ _id: string; bookableOnline: boolean }> };
  return services.data.find((s) => s.bookableOnline)!._id;
}


async function seriousViolations(page: Page) {
  const audit = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return audit.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
}

test("a parent waits for a full day on a phone, is e-mailed when a time frees up, and books it", async ({ page, browser, request, baseURL }) => {
  test.slow();
  const date = fridayAhead();
  const service = await serviceId(request);
  const slots = (await (await request.get(`/api/appointments/timeslots?date=${date}`)).json()) as DaySlots;
  const first = slots.data.slots.find((s) => s.available)!;
  const cancelling = uniqueEmail("waitlist-cancels");
  const manageLink = await paidVisit(request, baseURL!, cancelling, { service, date, startTime: first.startTime, endTime: first.endTime } satisfies Slot);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInToBackOffice(staff);
  await fillDay(staff, date, service);
  await staffContext.close();

  // The waiting parent, on a phone: the day is offered in the list, the form keeps what was typed.
  await page.setViewportSize({ width: 390, height: 844 });
  const waiting = uniqueEmail("waitlist-waits");
  await page.goto(`/appointment/waitlist?date=${date}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join the waiting list");
  const form = page.getByRole("form", { name: "Join the waiting list" });
  await expect(form.getByLabel("Day")).toHaveValue(date);
  await form.getByRole("button", { name: "Join the waiting list" }).click();
  await expect(form.getByLabel("Patient name")).toBeFocused();
  await form.getByLabel("Patient name").fill("Layla Saad");
  // Her date of birth (decision 054): kept with the place, then with the visit booked from the offer.
  const born = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel(/^Date of birth/).fill(born);
  await form.getByLabel("Email").fill(waiting);
  await form.getByRole("textbox", { name: "Phone number" }).fill("+961 3 444 555");
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await keepScreenshot(page, { path: "test-results/screenshots/waitlist-join-phone.png", fullPage: true });
  await form.getByRole("button", { name: "Join the waiting list" }).click();
  // Not in the line yet: the address has to be confirmed first.
  await expect(page.getByRole("status")).toContainText("Check your e-mail to confirm your place");
  await expect(page.getByRole("status")).toContainText(waiting);

  let confirmLink = "";
  await expect
    .poll(async () => {
      const mail = (await readOutbox()).find((m) => recipients(m).includes(waiting) && m.subject?.startsWith("Confirm your place on the waiting list"));
      confirmLink = /https?:\/\/\S+\/appointment\/waitlist\/confirm\/[^\s)\]>]+/.exec(mail?.text ?? "")?.[0] ?? "";
      return confirmLink;
    }, { timeout: 20_000 })
    .toContain("/appointment/waitlist/confirm/");
  // A link whose signature was changed confirms nothing.
  const forged = new URL(confirmLink);
  forged.searchParams.set("t", `${forged.searchParams.get("t")!.split(".")[0]}.${"A".repeat(43)}`);
  await page.goto(forged.toString());
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link cannot confirm a place");
  await page.goto(confirmLink);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your place on the waiting list");
  await expect(page.getByText("Layla Saad")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await keepScreenshot(page, { path: "test-results/screenshots/waitlist-confirm-phone.png", fullPage: true });
  await page.getByRole("button", { name: "Confirm my place" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your place on the waiting list is confirmed");
  await expect(page.getByRole("status")).toContainText("You are first in line.");

  // The other parent cancels from their e-mail's link.
  const other = await browser.newPage();
  await other.goto(manageLink);
  await other.getByRole("link", { name: "Cancel this appointment" }).click();
  await other.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Your appointment is cancelled");
  await other.close();

  // The freed time is kept: the public sees it taken.
  let offerLink = "";
  await expect
    .poll(async () => {
      const mail = (await readOutbox()).find((m) => recipients(m).includes(waiting) && m.subject?.startsWith("A time has freed up"));
      offerLink = /https?:\/\/\S+\/appointment\/waitlist\/[^\s)\]>]+/.exec(mail?.text ?? "")?.[0] ?? "";
      return offerLink;
    }, { timeout: 20_000 })
    .toContain("/appointment/waitlist/");
  const after = (await (await request.get(`/api/appointments/timeslots?date=${date}`)).json()) as DaySlots;
  expect(after.data.slots.find((s) => s.startTime === first.startTime)?.available).toBe(false);

  await page.goto(offerLink);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A time has freed up for you");
  await expect(page.getByText("Layla Saad")).toBeVisible();
  await expect(page.getByText(/Kept for you until/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await keepScreenshot(page, { path: "test-results/screenshots/waitlist-offer-phone.png", fullPage: true });
  await page.getByRole("radio").first().check();
  await page.getByLabel(/Notes for the doctor/).fill("Ear pain since yesterday");
  await page.getByRole("checkbox", { name: /health information/ }).check();
  await page.getByRole("button", { name: "Book and pay" }).click();
  await expect(page).toHaveURL(/\/pay\//);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect
    .poll(async () => (await readOutbox()).some((m) => recipients(m).includes(waiting) && m.subject?.startsWith("Appointment confirmed")))
    .toBe(true);

  // The link now says it was booked.
  await page.goto(offerLink);
  await expect(page.getByText("You booked this time with this link.")).toBeVisible();
});

test("the waiting list on a desktop: a day that is not full is refused with what to do", async ({ page, baseURL }) => {
  await page.goto("/appointment/waitlist");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join the waiting list");
  expect(await seriousViolations(page)).toEqual([]);
  await keepScreenshot(page, { path: "test-results/screenshots/waitlist-desktop.png", fullPage: true });
  // A forged day in the form (the list offers only full days): the server's message under the field.
  const response = await page.request.post("/api/appointments/waitlist", {
    headers: { origin: baseURL! },
    data: { date: new Date(Date.now() + 150 * 86_400_000).toISOString().slice(0, 10), name: "Layla Saad", email: uniqueEmail("waitlist-far"), phoneNumber: "+961 3 444 555" },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toMatchObject({ success: false, fields: { date: "Please choose a day within the next two months." } });
});
