import { mkdirSync } from "node:fs";

import { type Locator, type Page } from "@playwright/test";

import { LOCALE_HEADER } from "../src/i18n/locales";
import { readOutbox, recipients } from "../tests/support/outbox";
import { axe } from "./axe";
import { expect, test } from "./fixtures";
import { msg, skipWelcomePopup } from "./i18n";
import { codeSentTo, uniqueEmail } from "./parents";
import { signInToBackOffice } from "./staff";
import { bookedVisit, freeSlot } from "./visits";
import { keepScreenshot } from "./screenshots";
import { fillDay } from "./agenda";

// Issue 26, "Where parents get lost": a parent on a phone (Arabic where words matter) finds the way
// into their account, books the service they saw, meets no error before acting, sees full days and
// their waiting lists, reads the hours, prices and e-mails in their language, sees courses' real
// lengths, and taps targets a thumb can hit.

const PHONE = { width: 390, height: 844 };
const SHOTS = "test-results/screenshots/issue-26";
mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string, fullPage = false) {
  await page.evaluate(() => document.fonts.ready);
  await keepScreenshot(page, { path: `${SHOTS}/${name}.png`, fullPage });
}

async function seriousViolations(page: Page, include?: string) {
  // The toasts fade: their colours are judged at rest.
  await expect(page.locator("[data-rht-toaster] [role=status]")).toHaveCount(0, { timeout: 15_000 });
  const builder = axe(page);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

function header(page: Page): Locator {
  return page.getByRole("banner");
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("a parent finds Log in in the Arabic header and menu, registers, lands on a welcome, and the header then names them", async ({ page }) => {
    test.slow();
    await skipWelcomePopup(page);
    await page.goto("/ar");
    const entry = header(page).getByTestId("account-entry");
    await expect(entry).toHaveAccessibleName(msg("ar", "common.account.login"));
    await expect(entry).toHaveAttribute("href", "/ar/login");
    await page.getByRole("button", { name: msg("ar", "common.nav.openMenu") }).click();
    const menu = page.getByRole("navigation", { name: msg("ar", "common.nav.mobile") });
    await expect(menu.getByRole("link", { name: msg("ar", "common.account.login"), exact: true })).toHaveAttribute("href", "/ar/login");
    await expect(menu.getByRole("link", { name: msg("ar", "common.account.register"), exact: true })).toHaveAttribute("href", "/ar/register");
    await shot(page, "header-signed-out-ar-phone");
    await page.getByRole("button", { name: msg("ar", "common.nav.closeMenu") }).click();
    // The footer has the way in too.
    await expect(page.getByRole("contentinfo").getByRole("link", { name: msg("ar", "common.account.myAccount"), exact: true })).toHaveAttribute("href", "/ar/dashboard");

    // Register in two steps; the code step lands on the new account's dashboard with a welcome.
    await entry.click();
    await expect(page).toHaveURL(/\/ar\/login$/);
    await page.goto("/ar/register");
    const email = uniqueEmail("issue26-register");
    const form = page.getByRole("form", { name: msg("ar", "account.register.form") });
    await form.getByLabel(msg("ar", "account.register.firstName"), { exact: true }).fill("ليلى");
    await form.getByLabel(msg("ar", "account.register.lastName"), { exact: true }).fill("حداد");
    await form.getByLabel(msg("ar", "account.register.email"), { exact: true }).fill(email);
    const phone = form.locator("#register-phone");
    await phone.click();
    await phone.press("End");
    await phone.pressSequentially("3 123 456");
    await form.getByLabel(msg("ar", "account.register.password"), { exact: true }).fill("a-long-secret-26");
    await form.getByRole("button", { name: msg("ar", "account.register.submit") }).click();
    const confirm = page.getByRole("form", { name: msg("ar", "account.register.codeForm") });
    await confirm.locator("#register-code").fill(await codeSentTo(email));
    await confirm.getByRole("button", { name: msg("ar", "account.register.confirm") }).click();
    await expect(page).toHaveURL(/\/ar\/dashboard\/browse\?welcome=1$/);
    await expect(page.getByRole("status").filter({ hasText: msg("ar", "dashboard.welcomeNew.title", { name: "ليلى" }) })).toBeVisible();

    // Back on a public page: the header names the parent, with the dashboard and Sign out.
    await page.goto("/ar/services");
    const account = header(page).getByRole("button", { name: msg("ar", "common.account.menuOf", { name: "ليلى" }) });
    await expect(account).toBeVisible();
    await account.click();
    await expect(header(page).getByRole("link", { name: msg("ar", "common.account.dashboard") })).toHaveAttribute("href", "/ar/dashboard");
    await shot(page, "header-signed-in-ar-phone");
    // The page the server sends is the one every visitor gets: no name in it.
    const served = await page.request.get("/ar/services");
    expect(await served.text()).not.toContain("ليلى");
    // The phone menu says who is signed in.
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: msg("ar", "common.nav.openMenu") }).click();
    await expect(page.getByRole("navigation", { name: msg("ar", "common.nav.mobile") }).getByText("ليلى")).toBeVisible();
    await page.getByRole("button", { name: msg("ar", "common.nav.closeMenu") }).click();

    // Sign out from the header: the session ends, the header offers Log in again.
    await account.click();
    await header(page).getByRole("button", { name: msg("ar", "common.account.signOut") }).click();
    await expect(header(page).getByTestId("account-entry")).toHaveAccessibleName(msg("ar", "common.account.login"));
    const me = await page.request.get("/api/user/me");
    expect(me.status()).toBe(401);
  });

  test("Book online on a service's card chooses that service; a clinic-only service says how to book it", async ({ page }) => {
    await skipWelcomePopup(page);
    await page.goto("/services");
    const card = (name: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
    const vaccinations = card("Vaccinations");
    await expect(vaccinations.getByRole("link", { name: /^Book online/ })).toHaveCount(0);
    const clinicVisit = vaccinations.getByRole("link", { name: /^Book a clinic visit/ });
    await expect(clinicVisit).toHaveAttribute("href", "https://portal.littlecedars.clinic/");
    await expect(clinicVisit).toHaveAttribute("target", "_blank");
    await expect(clinicVisit).toHaveAccessibleName(/in the patient portal \(opens in a new tab\)/);
    await expect(vaccinations).toContainText("Clinic visits are booked in our patient portal or by phone: +961 3 123 456.");
    await expect(vaccinations.getByRole("link", { name: "+961 3 123 456" })).toHaveAttribute("href", "tel:+9613123456");

    // The consultation shows both prices, each named, and books online with the online one.
    const consultation = card("Pediatric Consultation");
    await expect(consultation.getByTestId("service-online-price")).toHaveText("$40");
    await expect(consultation.getByTestId("service-price")).toHaveText("$50");
    await expect(consultation.getByText("Online video consultation")).toBeVisible();
    await expect(consultation.getByText("At the clinic")).toBeVisible();
    await consultation.scrollIntoViewIfNeeded();
    await shot(page, "services-phone");
    expect(await seriousViolations(page, "main")).toEqual([]);

    await consultation.getByRole("link", { name: /^Book online/ }).click();
    await expect(page).toHaveURL(/\/appointment\?service=pediatric-consultation$/);
    const form = page.getByRole("form", { name: "Book an Appointment" });
    const chosen = form.getByRole("radiogroup", { name: "Service", exact: true }).getByRole("radio", { checked: true });
    await expect(chosen).toHaveAccessibleName(/^Pediatric Consultation \$40$/);
    await expect(form.locator("p").filter({ hasText: /Pediatric Consultation/ }).last()).toContainText("$40");
  });

  test("the Arabic booking form shows no error before the parent acts; a submit shows them", async ({ page }) => {
    await page.goto("/ar/appointment");
    const form = page.getByRole("form", { name: msg("ar", "booking.form.label") });
    await expect(form.getByTestId("booking-calendar")).toHaveAttribute("aria-busy", "false");
    const timeRequired = form.getByText(msg("ar", "booking.validation.timeRequired"), { exact: true });
    await expect(timeRequired).toHaveCount(0);
    // Choosing a day is not a submit: still no error for the time not chosen yet.
    await form.getByTestId("booking-calendar").locator('.react-datepicker__day[aria-disabled="false"]:not(.react-datepicker__day--outside-month)').first().click();
    await expect(form.getByRole("group", { name: /^الساعة/ }).locator("button[aria-pressed]").first()).toBeVisible();
    await expect(timeRequired).toHaveCount(0);
    await expect(form.getByText(msg("ar", "booking.validation.serviceRequired"), { exact: true })).toHaveCount(0);
    await form.getByRole("button", { name: msg("ar", "booking.form.submit.idle") }).click();
    await expect(timeRequired).toBeVisible();
  });

  test("a full day is marked in the calendar, and its waiting list is one tap away", async ({ page, browser, request }) => {
    test.slow();
    // A Wednesday three to four weeks ahead: inside the calendar's two months, away from other tests' days.
    const day = new Date(Date.now() + 22 * 86_400_000);
    while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1);
    const date = day.toISOString().slice(0, 10);
    const services = (await (await request.get("/api/services")).json()) as { data: Array<{ _id: string; bookableOnline: boolean }> };
    const service = services.data.find((s) => s.bookableOnline)!._id;

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInToBackOffice(staff);
    await fillDay(staff, date, service);
    await staffContext.close();

    await page.goto("/appointment");
    const form = page.getByRole("form", { name: "Book an Appointment" });
    const calendar = form.getByTestId("booking-calendar");
    await expect(calendar).toHaveAttribute("aria-busy", "false");
    const fullLink = calendar.getByRole("link", { name: new RegExp(`^Join the waiting list for `) }).and(page.locator(`[href="/appointment/waitlist?date=${date}"]`));
    for (let month = 0; month < 2 && (await fullLink.count()) === 0; month += 1) {
      await calendar.getByRole("button", { name: "Next Month" }).click();
    }
    await expect(fullLink).toBeVisible();
    // The day itself looks full, unlike a Sunday or a past day.
    const fullDay = calendar.locator(".booking-calendar-day--full:not(.react-datepicker__day--outside-month)");
    await expect(fullDay).not.toHaveCount(0);
    const sunday = calendar.locator('.react-datepicker__day--disabled:not(.booking-calendar-day--full):not(.react-datepicker__day--outside-month)').last();
    const look = (cell: Locator) => cell.evaluate((el) => getComputedStyle(el).backgroundColor + getComputedStyle(el).color);
    expect(await look(fullDay.first())).not.toBe(await look(sunday));
    await calendar.scrollIntoViewIfNeeded();
    await shot(page, "booking-calendar-full-day-phone");
    expect(await seriousViolations(page, "main")).toEqual([]);

    await fullLink.click();
    await expect(page).toHaveURL(new RegExp(`/appointment/waitlist\\?date=${date}$`));
    await expect(page.getByRole("form", { name: "Join the waiting list" }).getByLabel("Day")).toHaveValue(date);
  });

  test("Arabic words: the payment page's item, the e-mail's amount and manage wording, the two sets of hours", async ({ page, request, baseURL }) => {
    test.slow();
    await skipWelcomePopup(page);
    // The header names its hours; the booking page names both, the online ones from the schedule.
    await page.goto("/ar/appointment");
    await expect(header(page)).toContainText(`${msg("ar", "common.clinic.hoursLabel")} الاثنين-الجمعة`);
    const hours = page.getByTestId("hours-summary");
    await expect(hours).toContainText(msg("ar", "common.clinic.onlineHoursLabel"));
    await expect(hours).toContainText(msg("ar", "common.clinic.hoursLabel"));
    // Online consultations run in the afternoon: Tuesday to Saturday until 19:00 in the demo schedule.
    await expect(hours.locator("dd").first()).toContainText("15:00–19:00");
    await expect(hours.locator("dd").last()).toContainText("09:00–14:00");

    const email = uniqueEmail("issue26-words");
    const slot = await freeSlot(request, 26);
    const session = await bookedVisit(request, baseURL!, email, slot, "ar");
    await page.goto(`/ar/pay/${session}`);
    const item = page.getByTestId("order-item");
    await expect(item).toContainText("بتوقيت بيروت");
    await expect(item).not.toContainText("Beirut");
    await expect(item).not.toContainText(" at ");
    await shot(page, "pay-ar-phone");

    await page.getByRole("button", { name: msg("ar", "status.pay.simulated.pay") }).click();
    let text = "";
    await expect
      .poll(async () => {
        const mail = (await readOutbox()).find((m) => recipients(m).includes(email) && m.subject?.startsWith("تمّ تأكيد موعدك"));
        text = mail?.text ?? "";
        return text;
      })
      .toContain("موعد");
    // The amount reads "40 US$" inside the Arabic text: kept left to right.
    expect(text).toMatch(/\u2066\d+\sUS\$\u2069/);
    expect(text).not.toContain("لتغيير الوقت، اتصل بنا");
    expect(text).toContain("نقله إلى وقت آخر");
  });

  test("an Arabic course page gives the lessons' real lengths, not hours or a rounded minute, and whom the course is for", async ({ page }) => {
    await skipWelcomePopup(page);
    await page.goto("/ar/courses");
    // Whom the course is for, in Arabic words and the same on its page.
    const firstCard = page.getByTestId("course-card").first();
    const ages = (await firstCard.getByTestId("course-ages").textContent()) ?? "";
    expect(ages).toMatch(/^للأطفال /);
    expect(ages).not.toMatch(/[A-Za-z]/);
    await firstCard.getByRole("link").last().click();
    await expect(page).toHaveURL(/\/ar\/courses\/[\w-]+$/);
    const main = page.getByRole("main");
    await expect(main.getByTestId("course-ages")).toHaveText(ages);
    // Half-minute lessons: seconds, never "one minute"; the course's total is minutes, never hours.
    await expect(main.getByText(/^\d+\sث$/).first()).toBeVisible();
    await expect(main.getByText("دقيقة واحدة", { exact: true })).toHaveCount(0);
    await expect(main.getByText(/ساعة|ساعتان|ساعات/)).toHaveCount(0);
    await expect(main.getByText(new RegExp(`^${msg("ar", "courses.details.totalHours", { hours: "" })}\\d+\\sد`))).toBeVisible();
    await shot(page, "course-ar-phone", true);
  });

  test("footer and header links are thumb-sized, and axe's target-size passes, in Arabic", async ({ page }) => {
    await skipWelcomePopup(page);
    await page.goto("/ar/about");
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("header a, header button, footer a, footer button, footer input")]
        .filter((el) => el.offsetParent !== null && !el.closest("[hidden]"))
        .map((el) => ({ text: (el.textContent || el.getAttribute("aria-label") || el.tagName).trim().slice(0, 40), box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.height < 44 || box.width < 44))
        .map(({ text, box }) => `${text} ${Math.round(box.width)}×${Math.round(box.height)}`),
    );
    expect(small).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test("the English desktop header: Log in, then the parent's name with the dashboard and Sign out", async ({ page }) => {
  await skipWelcomePopup(page);
  await page.goto("/");
  const entry = header(page).getByTestId("account-entry");
  await expect(entry).toHaveText("Log in");
  await expect(header(page)).toContainText("Clinic hours: Mon-Fri 9am-7pm, Sat 9am-2pm, Sun closed");
  await shot(page, "header-signed-out-en-desktop");

  // A parent signed in through the site's own login (the API answer sets the session cookie).
  const email = uniqueEmail("issue26-desktop");
  const started = await page.request.post("/api/user/register", {
    data: { firstName: "Rami", lastName: "Khoury", email, phoneNumber: "+961 3 123 456", password: "a-long-secret-26" },
    headers: { [LOCALE_HEADER]: "en" },
  });
  expect(started.status()).toBe(202);
  const { confirmationToken } = (await started.json()) as { confirmationToken: string };
  const confirmed = await page.request.post("/api/user/register/confirm", { data: { email, otp: await codeSentTo(email), confirmationToken } });
  expect(confirmed.status()).toBe(201);
  await page.goto("/login");
  const login = page.getByRole("main").getByRole("form");
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password").fill("a-long-secret-26");
  await login.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/browse$/);
  await page.goto("/");
  const account = header(page).getByRole("button", { name: "My account: Rami" });
  await expect(account).toContainText("Rami");
  await account.click();
  await expect(header(page).getByTestId("account-entry").getByText("Signed in as Rami")).toBeVisible();
  await shot(page, "header-signed-in-en-desktop");
  expect(await seriousViolations(page, "header")).toEqual([]);
});
