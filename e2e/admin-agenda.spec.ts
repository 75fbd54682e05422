import { type APIRequestContext } from "@playwright/test";

import { readOutbox, recipients } from "../tests/support/outbox";
import { axe } from "./axe";
import { expect, test } from "./fixtures";
import { closeHours, expectAccessible, expectNoSidewaysScroll, longDate, parentBooksOnline, plusDays, shortDate, staffBooks, weekdayAhead } from "./agenda";
import { registerAccount, uniqueEmail } from "./parents";
import { signInToBackOffice } from "./staff";
import { keepScreenshot } from "./screenshots";

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
    data: { service: services.data[0]!.id, patient: { name: "Nour Saad", phoneNumber: "+9613123456", email }, date, startTime, type: "Online", healthDataConsent: true },
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
  const go = page.getByRole("form", { name: "Go to a date" });
  await go.getByLabel("Date").fill(iso);
  await go.getByRole("button", { name: "Go" }).click();
  await expect(page).toHaveURL(new RegExp(`date=${iso}`));
  const row = page.getByRole("list", { name: "Appointments" }).getByRole("listitem").filter({ hasText: orderId });
  await expect(row).toContainText("18:30 · Nour Saad");
  await expect(row).toContainText("Confirmed");
  await expect(row.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", "https://wa.me/9613123456");

  const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  await keepScreenshot(page, { path: "test-results/screenshots/admin-agenda-phone.png", fullPage: true });

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
  const search = page.getByRole("search", { name: "Search appointments" });
  await search.getByLabel("Search all dates").fill(email);
  await search.getByRole("button", { name: "Search" }).click();
  const row = page.getByRole("list", { name: "Appointments" }).getByRole("listitem").filter({ hasText: orderId });
  await expect(row).toContainText(`${shortDate(iso, { year: true })}, 18:00 · Nour Saad`);
  // From a result, its place in the agenda: that day, the visit open.
  await row.getByRole("link", { name: /^Open in the agenda/ }).click();
  await expect(page).toHaveURL(new RegExp(`date=${iso}&view=day&visit=`));
  await expect(page.getByRole("dialog", { name: "Nour Saad", exact: true })).toContainText(orderId);
  await keepScreenshot(page, { path: "test-results/screenshots/admin-agenda-desktop.png", fullPage: true });
});

test("staff move a booking to another free time on a desktop: the agenda and the parent's e-mail show the new time", async ({ page, request }) => {
  const { iso } = wednesdayAhead();
  const email = `move-${Date.now()}@example.com`;
  const orderId = await paidBooking(request, iso, "17:00", email);
  await signInToBackOffice(page);
  await page.goto(`/admin/agenda?date=${iso}`);
  await page.getByRole("list", { name: `Visits on ${longDate(iso)}` }).getByRole("link", { name: /^17:00.*Nour Saad/ }).click();
  const panel = page.getByRole("dialog", { name: "Nour Saad", exact: true });
  await expect(panel).toContainText(orderId);
  await panel.getByRole("button", { name: "Move 17:00 · Nour Saad" }).click();
  const dialog = page.getByRole("dialog", { name: "Move 17:00 · Nour Saad" });
  const time = dialog.getByLabel("New time (Beirut)");
  await expect(time.locator("option", { hasText: "17:30–18:00" })).toHaveCount(1);
  await time.selectOption("17:30");
  await dialog.getByRole("button", { name: "Move the appointment" }).click();
  await expect(page.getByText(`Moved to ${longDate(iso)} at 17:30.`)).toBeVisible();
  // The agenda follows the visit, its panel still open, at the new time.
  await expect(panel).toContainText(`${longDate(iso)}, 17:30–18:00`);
  await expect(page.getByRole("list", { name: `Visits on ${longDate(iso)}` }).getByRole("link", { name: /^17:30.*Nour Saad/ })).toBeVisible();
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
  await form.getByLabel("Child's name").fill("Rami Khoury");
  await form.getByLabel("Parent's phone").fill("+961 3 765 432");
  await form.getByLabel("Where").selectOption("In-Person");
  const time = form.getByLabel("Time (Beirut)");
  await expect(time.locator("option", { hasText: "15:30–16:00" })).toHaveCount(1);
  await time.selectOption("15:30");
  // The parent's consent is given by phone: staff confirm they told them of the privacy notice.
  await form.getByRole("button", { name: "Book for the parent" }).click();
  const told = form.getByRole("checkbox", { name: "The parent was told of the privacy notice by phone" });
  await expect(form.getByText("Tell the parent of the privacy notice", { exact: false })).toBeVisible();
  await expect(told).toBeFocused();
  await expect(time).toHaveValue("15:30");
  await told.check();
  await form.getByRole("button", { name: "Book for the parent" }).click();
  await expect(form.getByText(`Booked ${longDate(iso)} at 15:30 for Rami Khoury.`)).toBeVisible();
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
  await form.getByLabel("Child's name").fill("Maya Link");
  await form.getByLabel("Parent's phone").fill("+961 3 222 333");
  const time = form.getByLabel("Time (Beirut)");
  await expect(time.locator("option", { hasText: "16:30–17:00" })).toHaveCount(1);
  await time.selectOption("16:30");
  await form.getByLabel("E-mail a payment link (held until paid)").check();
  await form.getByRole("checkbox", { name: "The parent was told of the privacy notice by phone" }).check();
  await form.getByRole("button", { name: "Book for the parent" }).click();
  // The link goes by e-mail, so the e-mail is asked for, and nothing typed is lost.
  await expect(form.getByText("A payment link goes by e-mail: please enter the parent's e-mail.")).toBeVisible();
  await expect(form.getByLabel("Child's name")).toHaveValue("Maya Link");
  await expect(time).toHaveValue("16:30");
  await expect(form.getByLabel("E-mail a payment link (held until paid)")).toBeChecked();
  await expect(form.getByRole("checkbox", { name: "The parent was told of the privacy notice by phone" })).toBeChecked();
  await form.getByLabel(/Parent's e-mail/).fill(email);
  await form.getByRole("button", { name: "Book for the parent" }).click();
  await expect(form.getByText(`The payment link is e-mailed to ${email}`, { exact: false })).toBeVisible();
  // On a desktop the day is a time grid: the held visit's block says so.
  const block = page.getByRole("list", { name: `Visits on ${longDate(iso)}` }).getByRole("link", { name: /Maya Link/ });
  await expect(block).toContainText("Held, awaiting payment");

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
  await expect(block).toContainText("Confirmed");
});

// The agenda as a time grid (a column per day, a row per slot), its visit panel and the video visit.
// Each test books a week of its own, far from the weeks the other tests book.

test("the doctor reads a week as a time grid on a desktop, opens a visit's panel and starts its video visit; the address keeps the week and the open visit", async ({ page, request, playwright, baseURL }) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 900 });
  const thursday = weekdayAhead(4, 30);
  const [friday, saturday] = [plusDays(thursday, 1), plusDays(thursday, 2)];
  const tag = `${Date.now()}`.slice(-6);
  const parentEmail = uniqueEmail("grid-parent");
  // The parent's account, signed in elsewhere (its session would ask this context for the site's form token).
  const parentSide = await playwright.request.newContext({ baseURL });
  await registerAccount(parentSide, { firstName: "Rana", lastName: `Haddad ${tag}`, email: parentEmail, phoneNumber: "+961 3 456 789", password: "a long password for Rana" });
  await parentSide.dispose();
  const orderId = await parentBooksOnline(request, { date: thursday, startTime: "15:00", name: `Lina Haddad ${tag}`, email: parentEmail, notes: "Fever since Sunday" });
  await parentBooksOnline(request, { date: thursday, startTime: "16:00", name: `Sami Aoun ${tag}`, email: uniqueEmail("grid-held"), pay: false });
  await signInToBackOffice(page);
  await staffBooks(page, { date: friday, startTime: "17:30", name: `Karim Nassar ${tag}`, type: "In-Person" });
  await closeHours(page, { date: saturday, from: "15:00", to: "16:00", reason: "Staff training" });

  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Back-office" }).getByRole("link", { name: "Agenda" }).click();
  const go = page.getByRole("form", { name: "Go to a date" });
  await go.getByLabel("Date").fill(thursday);
  await go.getByRole("button", { name: "Go" }).click();
  await page.getByRole("list", { name: "Show" }).getByRole("link", { name: "Week" }).click();
  await expect(page).toHaveURL(new RegExp(`date=${thursday}&view=week$`));

  // Seven columns, Monday first, headed in the clinic's words; no YYYY-MM-DD anywhere on the page.
  const monday = plusDays(thursday, -3);
  const columns = page.getByRole("main").locator("section[aria-labelledby^='day-']");
  await expect(columns).toHaveCount(7);
  for (let i = 0; i < 7; i += 1) await expect(columns.nth(i)).toHaveAccessibleName(longDate(plusDays(monday, i)));
  await expect(page.getByRole("heading", { level: 2, name: longDate(thursday) })).toHaveText(new RegExp(`^${shortDate(thursday)}`));
  await expect(page.getByRole("main")).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  const day = (date: string) => page.getByRole("region", { name: longDate(date) });
  await expect(day(saturday)).toContainText("Closed 15:00–16:00: Staff training");
  await expect(page.getByRole("heading", { level: 2, name: longDate(plusDays(monday, 6)) }).locator("..")).toContainText("Closed");

  // Each visit a block in its day's column at its time, coloured by its status.
  const lina = day(thursday).getByRole("link", { name: new RegExp(`^15:00.*Lina Haddad ${tag}.*Confirmed`) });
  const sami = day(thursday).getByRole("link", { name: new RegExp(`^16:00.*Sami Aoun ${tag}.*Held, awaiting payment`) });
  const karim = day(friday).getByRole("link", { name: new RegExp(`^17:30.*Karim Nassar ${tag}.*In person.*Confirmed`) });
  const [linaBox, samiBox, karimBox] = await Promise.all([lina.boundingBox(), sami.boundingBox(), karim.boundingBox()]);
  // An hour below: two 30-minute slots (each block fills its slot but for a 2 px margin above and below).
  expect(samiBox!.y - linaBox!.y).toBeGreaterThan(2 * linaBox!.height);
  expect(samiBox!.y - linaBox!.y).toBeLessThan(2 * (linaBox!.height + 8));
  expect(karimBox!.x).toBeGreaterThan(linaBox!.x + linaBox!.width - 1); // the next day's column
  expect(linaBox!.width).toBeGreaterThan(100);
  const background = (link: typeof lina) => link.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background(lina)).not.toEqual(await background(sami));
  await keepScreenshot(page, { path: "test-results/screenshots/admin-agenda-week-desktop.png", fullPage: true });

  // A block opens the visit's panel: the child, the parent and how to reach them, the payment, the notes, the actions.
  await lina.click();
  await expect(page).toHaveURL(new RegExp(`date=${thursday}&view=week&visit=[0-9a-f-]{36}$`));
  const panel = page.getByRole("dialog", { name: `Lina Haddad ${tag}` });
  await expect(panel).toContainText(`${longDate(thursday)}, 15:00–15:30`);
  await expect(panel).toContainText(`Rana Haddad ${tag}`);
  await expect(panel.getByRole("link", { name: "Call +9613456789" })).toHaveAttribute("href", "tel:+9613456789");
  await expect(panel.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", "https://wa.me/9613456789");
  await expect(panel.getByRole("link", { name: parentEmail })).toHaveAttribute("href", `mailto:${parentEmail}`);
  await expect(panel).toContainText(orderId);
  await expect(panel).toContainText(/\$\d+ paid/);
  await expect(panel).toContainText("Fever since Sunday");
  await expect(panel.getByRole("button", { name: `Move 15:00 · Lina Haddad ${tag}` })).toBeVisible();
  await expect(panel.getByRole("button", { name: `Cancel 15:00 · Lina Haddad ${tag}` })).toBeVisible();
  const video = panel.getByRole("link", { name: /^Start video visit/ });
  // The back-office's visit page, which mints the room's moderator token when it opens (decision 048).
  await expect(video).toHaveAttribute("href", /^\/admin\/visit\/[0-9a-f-]{36}$/);
  await expect(video).toHaveAttribute("target", "_blank");
  await expectAccessible(page);
  await keepScreenshot(page, { path: "test-results/screenshots/admin-agenda-week-panel-desktop.png" });

  // The Back button closes the panel, and the week is still shown.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`date=${thursday}&view=week$`));
  await expect(panel).toHaveCount(0);

  // The day: one wide column, where each block says its service, place and status.
  await page.getByRole("list", { name: "Show" }).getByRole("link", { name: "Day" }).click();
  await expect(page).toHaveURL(new RegExp(`date=${thursday}&view=day$`));
  await expect(columns).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(longDate(thursday));
  await expect(day(thursday).getByRole("link", { name: new RegExp(`Sami Aoun ${tag}`) })).toContainText("Online · Held, awaiting payment");
  await expect(page.getByRole("main")).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  await expectAccessible(page);
  await keepScreenshot(page, { path: "test-results/screenshots/admin-agenda-day-desktop.png", fullPage: true });
  await page.getByRole("navigation", { name: "Agenda dates" }).getByRole("link", { name: /Next day/ }).click();
  await expect(columns).toHaveAccessibleName(longDate(friday));
  await page.goBack();
  await expect(columns).toHaveAccessibleName(longDate(thursday));

  // Today: its column is marked, with the current Beirut time (a line across it during the hours shown).
  await page.getByRole("navigation", { name: "Agenda dates" }).getByRole("link", { name: "Today" }).click();
  await expect(columns).toHaveAccessibleName(longDate(new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Beirut" }).format(new Date())));
  const now = await page.getByTestId("agenda-now").textContent();
  const [hours, minutes] = /now,? (\d\d):(\d\d)/i.exec(now ?? "")!.slice(1).map(Number) as [number, number];
  const beirut = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Beirut", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date()).split(":").map(Number) as [number, number];
  const apart = Math.abs(hours * 60 + minutes - (beirut[0] * 60 + beirut[1]));
  expect(Math.min(apart, 24 * 60 - apart)).toBeLessThanOrEqual(2);
});

test("on a tablet (820 px) the day and week grids fit the screen; a visit opens from the keyboard and Escape closes it, back to its block", async ({ page, request }) => {
  test.slow();
  await page.setViewportSize({ width: 820, height: 1180 });
  const thursday = weekdayAhead(4, 60);
  const tag = `${Date.now()}`.slice(-6);
  await parentBooksOnline(request, { date: thursday, startTime: "17:00", name: `Yara Khalil ${tag}`, email: uniqueEmail("tablet-grid") });
  await signInToBackOffice(page);
  await staffBooks(page, { date: plusDays(thursday, 1), startTime: "15:30", name: `Omar Saleh ${tag}`, type: "In-Person" });

  await page.goto(`/admin/agenda?date=${thursday}&view=week`);
  const grid = page.getByRole("region", { name: longDate(thursday) });
  const block = grid.getByRole("link", { name: new RegExp(`^17:00.*Yara Khalil ${tag}`) });
  await expect(block).toBeVisible();
  await expectNoSidewaysScroll(page);
  // Seven columns side by side, each wide enough for a name.
  const widths = await page.getByRole("main").locator("section[aria-labelledby^='day-']").evaluateAll((sections) => sections.map((s) => s.getBoundingClientRect().width));
  expect(widths).toHaveLength(7);
  for (const width of widths) expect(width).toBeGreaterThanOrEqual(90);
  // The name has room to be read, not cut to a letter or two.
  expect(await block.getByText(`Yara Khalil ${tag}`).evaluate((el) => el.clientWidth)).toBeGreaterThanOrEqual(75);
  await expectAccessible(page);
  await keepScreenshot(page, { path: "test-results/screenshots/admin-agenda-week-tablet.png", fullPage: true });

  // The keyboard: Tab reaches the block, Enter opens the panel and moves into it, Escape closes it.
  await block.focus();
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: `Yara Khalil ${tag}` });
  await expect(panel).toBeVisible();
  await expect(panel).toBeFocused();
  await expect(panel.getByRole("link", { name: /^Start video visit/ })).toBeVisible();
  await keepScreenshot(page, { path: "test-results/screenshots/admin-agenda-week-panel-tablet.png" });
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`date=${thursday}&view=week$`));
  await expect(block).toBeFocused();

  await page.goto(`/admin/agenda?date=${thursday}&view=day`);
  await expect(page.getByRole("region", { name: longDate(thursday) }).getByRole("link", { name: new RegExp(`Yara Khalil ${tag}`) })).toContainText("Online · Confirmed");
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, { path: "test-results/screenshots/admin-agenda-day-tablet.png", fullPage: true });
});

test("on a phone the agenda is a list, and each online visit the parent paid for has Start video visit", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const tuesday = weekdayAhead(2, 60);
  const tag = `${Date.now()}`.slice(-6);
  await parentBooksOnline(request, { date: tuesday, startTime: "18:00", name: `Tala Fares ${tag}`, email: uniqueEmail("phone-list") });
  await parentBooksOnline(request, { date: tuesday, startTime: "18:30", name: `Jad Fares ${tag}`, email: uniqueEmail("phone-list-held"), pay: false });
  await signInToBackOffice(page);
  await page.goto(`/admin/agenda?date=${tuesday}&view=week`);
  await expect(page.locator("section[aria-labelledby^='day-']")).toHaveCount(7);
  for (const column of await page.locator("section[aria-labelledby^='day-']").all()) await expect(column).toBeHidden();
  // The week day by day, in the clinic's words.
  await expect(page.getByRole("heading", { level: 2, name: longDate(tuesday) })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: longDate(plusDays(tuesday, 5)) })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  const list = page.getByRole("list", { name: `Appointments on ${longDate(tuesday)}` });
  const paid = list.getByRole("listitem").filter({ hasText: `Tala Fares ${tag}` });
  await expect(paid).toContainText(`18:00 · Tala Fares ${tag}`);
  const video = paid.getByRole("link", { name: `Start video visit with Tala Fares ${tag} (opens in a new tab)` });
  await expect(video).toHaveAttribute("href", /^\/admin\/visit\/[0-9a-f-]{36}$/);
  // Not paid yet: no video room to start.
  await expect(list.getByRole("listitem").filter({ hasText: `Jad Fares ${tag}` }).getByRole("link", { name: /Start video visit/ })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, { path: "test-results/screenshots/admin-agenda-list-phone.png", fullPage: true });
});
