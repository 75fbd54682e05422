import { type APIRequestContext } from "@playwright/test";

import { readOutbox, recipients } from "../tests/support/outbox";
import { axe } from "./axe";
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./parents";
import { signInToBackOffice } from "./staff";
import { paidVisit } from "./visits";
import { keepScreenshot } from "./screenshots";
import { fillDay, longDate, type DaySlots } from "./agenda";

// A visit is cancelled on a full day with families waiting: the freed time is kept for them
// (decision 029). Moving another visit into it, reception reads why it cannot be chosen and until
// when, releases it (audited), and moves the visit there.

const SHOTS = process.env.E2E_SHOTS_DIR ?? "test-results/screenshots";

/** A Thursday about five weeks ahead: inside the waiting list's two months, away from the other tests' days. */
function thursdayAhead(): string {
  const date = new Date(Date.now() + 30 * 86_400_000);
  while (date.getUTCDay() !== 4) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}


/** A parent joins the day's waiting list and confirms the place by the e-mailed link. */
async function waitingParent(request: APIRequestContext, baseURL: string, date: string): Promise<string> {
  const email = uniqueEmail("kept-time-waits");
  const joined = await request.post("/api/appointments/waitlist", { headers: { origin: baseURL }, data: { date, name: "Layla Saad", email, phoneNumber: "+961 3 444 555" } });
  expect(joined.status(), await joined.text()).toBeLessThan(300);
  let link = "";
  await expect
    .poll(async () => {
      const mail = (await readOutbox()).find((m) => recipients(m).includes(email) && m.subject?.startsWith("Confirm your place on the waiting list"));
      link = /https?:\/\/\S+\/appointment\/waitlist\/confirm\/[^\s)\]>]+/.exec(mail?.text ?? "")?.[0] ?? "";
      return link;
    }, { timeout: 20_000 })
    .toContain("/confirm/");
  const url = new URL(link);
  const confirmed = await request.post(`/api/appointments/waitlist/confirm/${url.pathname.split("/").pop()}?${url.searchParams}`, { headers: { origin: baseURL } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return email;
}

const beirutClock = (at: number) => new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Asia/Beirut" }).format(at);

test("reception moves a visit into a time just freed for the waiting list on a 1366 px desktop: told until when it is kept, releases it, moves the visit", async ({ page, request, baseURL }) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 768 });
  const date = thursdayAhead();
  const services = (await (await request.get("/api/services")).json()) as { data: Array<{ _id: string; bookableOnline: boolean }> };
  const service = services.data.find((s) => s.bookableOnline)!._id;
  const slots = (await (await request.get(`/api/appointments/timeslots?date=${date}`)).json()) as DaySlots;
  const freed = slots.data.slots.find((s) => s.available)!;
  const cancelling = `kept-time-cancels-${Date.now()}@example.com`;
  const manageLink = await paidVisit(request, baseURL!, cancelling, { service, date, startTime: freed.startTime, endTime: freed.endTime });
  await signInToBackOffice(page);
  await fillDay(page, date, service);
  const waiting = await waitingParent(request, baseURL!, date);

  // The parent cancels; the time is kept for the family waiting once their offer is e-mailed.
  const parent = await page.context().browser()!.newPage();
  await parent.goto(manageLink);
  await parent.getByRole("link", { name: "Cancel this appointment" }).click();
  await parent.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(parent.getByRole("heading", { level: 1 })).toHaveText("Your appointment is cancelled");
  await parent.close();
  await expect
    .poll(async () => (await readOutbox()).some((m) => recipients(m).includes(waiting) && m.subject?.startsWith("A time has freed up")), { timeout: 20_000 })
    .toBe(true);
  const keptAt = Date.now();

  // Reception moves the day's last visit: the only empty time is kept, and says until when.
  const last = slots.data.slots.filter((s) => s.available).at(-1)!;
  await page.goto(`/admin/agenda?date=${date}`);
  const dayGrid = page.getByRole("list", { name: `Visits on ${longDate(date)}` });
  await dayGrid.getByRole("link", { name: new RegExp(`^${last.startTime}.*Phoned Family`) }).click();
  await page.getByRole("dialog", { name: "Phoned Family", exact: true }).getByRole("button", { name: `Move ${last.startTime} · Phoned Family` }).click();
  const dialog = page.getByRole("dialog", { name: `Move ${last.startTime} · Phoned Family` });
  const time = dialog.getByLabel("New time (Beirut)");
  await expect(time.locator("option").first()).toHaveText("No free time: see the kept times below");
  const kept = dialog.getByRole("region", { name: "A freed time is kept for the waiting list" });
  const until = [beirutClock(keptAt + 14 * 60_000), beirutClock(keptAt + 15 * 60_000), beirutClock(keptAt + 16 * 60_000)];
  await expect(kept.getByRole("listitem")).toHaveText(new RegExp(`^${freed.startTime}–${freed.endTime} is kept until (${until.join("|")})`));
  const results = await axe(page).include("dialog[open]").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  await keepScreenshot(page, { path: `${SHOTS}/admin-kept-time-desktop.png`, fullPage: false });

  await kept.getByRole("button", { name: `Release ${freed.startTime} to everyone` }).click();
  await expect(dialog.getByRole("status").filter({ hasText: `${freed.startTime} is released to everyone, and chosen above.` })).toBeVisible();
  await expect(time).toHaveValue(freed.startTime);
  await expect(kept).toHaveCount(0);
  await keepScreenshot(page, { path: `${SHOTS}/admin-kept-time-released-desktop.png`, fullPage: false });
  await dialog.getByRole("button", { name: "Move the appointment" }).click();
  await expect(page.getByText(`Moved to ${longDate(date)} at ${freed.startTime}.`)).toBeVisible();
  await expect(dayGrid.getByRole("link", { name: new RegExp(`^${freed.startTime}.*Phoned Family`) })).toHaveCount(1);

  // The release is in the audit log, by whom and in words.
  await page.goto("/admin/audit?kind=kept+time");
  await expect(page.getByRole("list", { name: "Changes, newest first" }).getByRole("listitem").first()).toContainText(/^Released the time kept for the waiting list \(\d{1,2} \w{3}( \d{4})? \d{2}:\d{2}\)/);
  await expect(page.getByRole("list", { name: "Changes, newest first" }).getByRole("listitem").first()).toContainText("by Clinic Administrator, ");
});
