import type { Browser, Page } from "@playwright/test";

import { readOutbox, recipients } from "../tests/support/outbox";
import { expect, test } from "./fixtures";
import { expectLanguage, expectNoCatalogueKey, expectNoSeriousAxeIssue, expectNoSidewaysScroll, msg, skipWelcomePopup, snap } from "./i18n";
import { registerAccount, uniqueEmail } from "./parents";
import { keepScreenshot } from "./screenshots";
import { signInToBackOffice, trpcMutation } from "./staff";

// Issue 28's journey, on a phone, in Arabic and in French (decisions 045, 046, 050, 054): a parent
// adds two children (a date in the future refused under its field), sees the courses for their
// ages, invites the other parent to the second child; he opens the e-mailed link in his own browser,
// accepts and books a visit for that child; both see the visit; the first removes him and his next
// request for the child is refused; reception finds the child by the parent's phone and sees its
// age and its visit.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
test.use(PHONE);

const PASSWORD = "Cedar-garden-2931";

type Locale = "ar" | "fr";
const prefix = (locale: Locale) => `/${locale}`;

const PEOPLE = {
  ar: {
    mother: { firstName: "ليلى", lastName: "حداد" },
    father: { firstName: "سامي", lastName: "حداد" },
    first: { firstName: "لينا", age: "سنتان", alert: "حساسية من الفول السوداني" },
    second: { firstName: "رامي", age: "8 أشهر" },
    lastName: "حداد",
  },
  fr: {
    mother: { firstName: "Léa", lastName: "Khoury" },
    father: { firstName: "Karim", lastName: "Khoury" },
    first: { firstName: "Lina", age: "2 ans", alert: "Allergie aux arachides" },
    second: { firstName: "Rami", age: "8 mois" },
    lastName: "Khoury",
  },
} as const;

/** Today in Beirut, YYYY-MM-DD, moved by whole years and months (a few days earlier with `daysEarlier`). */
function dateAgo({ years = 0, months = 0, daysEarlier = 0 }: { years?: number; months?: number; daysEarlier?: number }): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Beirut" }).format(new Date());
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  const year = y - years;
  const month = m - months;
  // 29 February of a year that has none: the 28th, as the site counts it.
  const day = Math.min(d, new Date(Date.UTC(year, month, 0)).getUTCDate());
  return new Date(Date.UTC(year, month - 1, day - daysEarlier)).toISOString().slice(0, 10);
}

/** A Lebanese mobile number no other run uses (reception finds the child by it). */
function uniquePhone(): string {
  return `+96171${String((Date.now() * 7 + process.pid) % 1_000_000).padStart(6, "0")}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A text as the browser may write it: the ages the server renders have Latin digits, as the rest of
 * the site; those rendered in the browser follow its own Arabic number format, which older
 * Chromium builds write with Arabic-Indic digits.
 */
const eitherDigits = (text: string) => new RegExp(`^${escape(text).replace(/\d/g, (d) => `[${d}${"٠١٢٣٤٥٦٧٨٩"[Number(d)]}]`)}$`);

/** The family page's link from the newest invitation e-mailed to `email`. */
async function invitationLink(email: string): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      const mail = (await readOutbox()).filter((m) => recipients(m).includes(email) && /\/dashboard\/family\/invitation\//.test(m.text ?? "")).at(-1);
      link = /https?:\/\/\S+\/dashboard\/family\/invitation\/[A-Za-z0-9_-]+/.exec(mail?.text ?? "")?.[0] ?? "";
      return link;
    })
    .not.toBe("");
  return new URL(link).pathname;
}

const card = (page: Page, locale: Locale, name: string) =>
  page.getByRole("list", { name: msg(locale, "family.childrenList") }).getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });

/** Adds a child with the family page's form (the consent ticked) and waits for the form to be empty again. */
async function addChild(page: Page, locale: Locale, child: { firstName: string; lastName: string; dateOfBirth: string; alert?: string }) {
  const add = page.getByRole("form", { name: msg(locale, "family.form.addTitle") });
  // Exact: "Nom" is inside "Prénom".
  const firstName = add.getByLabel(msg(locale, "family.form.firstName"), { exact: true });
  await firstName.fill(child.firstName);
  await add.getByLabel(msg(locale, "family.form.lastName"), { exact: true }).fill(child.lastName);
  await add.getByLabel(msg(locale, "family.form.dateOfBirth")).fill(child.dateOfBirth);
  if (child.alert) {
    await add.getByLabel(msg(locale, "family.form.sex")).selectOption("female");
    // (The consent's own words in French also speak of medical alerts.)
    await add.getByRole("textbox", { name: new RegExp(`^${escape(msg(locale, "family.form.medicalAlerts"))}`) }).fill(child.alert);
  }
  await add.locator('input[name="healthDataConsent"]').check();
  await add.getByRole("button", { name: msg(locale, "family.form.add") }).click();
  await expect(add.getByRole("status")).toHaveText(msg(locale, "family.form.added", { name: child.firstName }));
  await expect(firstName).toHaveValue("");
}

/** The invited parent books for the child on the booking form (its card chosen), and pays. */
async function bookForChild(page: Page, locale: Locale, child: { firstName: string; age: string }, phoneDigits: string) {
  await page.goto(`${prefix(locale)}/appointment`);
  const form = page.getByRole("form", { name: msg(locale, "booking.form.label") });
  // His one child of the account, chosen, with its age; the fields of "Another child" hidden.
  const forWhom = form.getByRole("group", { name: msg(locale, "booking.form.child.legend") });
  await expect(forWhom.getByRole("radio", { name: eitherDigits(msg(locale, "booking.form.child.age", { name: child.firstName, age: child.age })) })).toBeChecked({ timeout: 30_000 });
  await expect(form.getByLabel(msg(locale, "booking.form.name.label"))).toBeHidden();
  const service = form.getByRole("radiogroup", { name: msg(locale, "booking.form.service.label"), exact: true }).getByRole("radio").first();
  await expect(service).toBeEnabled();
  await service.check();
  const phone = form.getByRole("textbox", { name: msg(locale, "booking.form.phone.label"), exact: true });
  // The account's number is there already (the field shows it as soon as the page runs); he types it anew over it.
  await expect(phone).toHaveValue(/^\+961/);
  await phone.fill(`+961 ${phoneDigits}`);
  // Of the first free days, the one with the most free times, and a time other specs do not take.
  const days = form.getByRole("group", { name: msg(locale, "booking.form.date.firstFree") }).getByRole("radio");
  await expect(days.first()).toBeVisible();
  const freeTimes = await days.evaluateAll((radios) =>
    radios.map((radio) => Number(/(\d+)\D*$/.exec(radio.closest("label")?.textContent?.replace(/[٠-٩]/g, (d) => String("٠١٢٣٤٥٦٧٨٩".indexOf(d))) ?? "")?.[1] ?? 0)),
  );
  await days.nth(freeTimes.indexOf(Math.max(...freeTimes))).check();
  const times = form.getByRole("group", { name: new RegExp(`^${escape(msg(locale, "booking.form.time.legend"))}`) }).locator("button[aria-pressed]:enabled");
  await expect(times.first()).toBeVisible();
  await times.nth(locale === "ar" ? -4 : -5).click();
  await form.locator('input[name="healthDataConsent"]').check();
  await expectNoSidewaysScroll(page, "the booking form for the child");
  await form.getByRole("button", { name: msg(locale, "booking.form.submit.idle") }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/pay/sim_cs_`));
  await page.getByRole("button", { name: msg(locale, "status.pay.simulated.pay"), exact: true }).click();
  await expect(page).toHaveURL(/\/appointment\/status\//);
}

/** My appointments lists the child's coming visit ("For Rami · …"). */
async function expectChildVisitListed(page: Page, locale: Locale, firstName: string) {
  await page.goto(`${prefix(locale)}/dashboard/appointments`);
  const upcoming = page.getByRole("list", { name: msg(locale, "dashboard.appointments.upcomingList") });
  await expect(upcoming.getByText(new RegExp(`^${escape(msg(locale, "dashboard.appointments.forChild", { name: firstName }))}`))).toBeVisible();
}

/** Reception, on a phone too: finds the child by the parent's phone, sees its age, opens its page with the visit. */
async function receptionFindsChild(browser: Browser, baseURL: string, phone: string, childName: string, age: string) {
  const context = await browser.newContext({ ...PHONE, baseURL });
  const staff = await context.newPage();
  await signInToBackOffice(staff);
  await staff.goto("/admin/children");
  // Typed as a parent reads it out: the local number with a space.
  const local = phone.replace(/^\+961/, "");
  await staff.getByLabel("Child or parent").fill(`${local.slice(0, 2)} ${local.slice(2)}`);
  await staff.getByRole("button", { name: "Search" }).click();
  // The parent's two children; this one with its age today.
  await expect(staff.getByRole("list", { name: /Children found/ }).getByRole("listitem")).toHaveCount(2);
  const found = staff.getByRole("list", { name: /Children found/ }).getByRole("listitem").filter({ hasText: childName });
  await expect(found).toContainText(age);
  await found.getByRole("link", { name: childName }).click();
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText(childName);
  await expect(staff.locator("dt", { hasText: /^Age$/ }).locator("+ dd")).toHaveText(age);
  // Its history: the visit the second parent booked, kept the child's after he was removed.
  await expect(staff.getByRole("list", { name: "Coming visits" }).getByRole("listitem")).toHaveCount(1);
  await expectNoSidewaysScroll(staff, "the child's page");
  await context.close();
}

for (const locale of ["ar", "fr"] as const) {
  test(`${locale}, on a phone: two children, the other parent invited, accepts and books for the second; removed, he is refused; reception finds the child by phone`, async ({ page, browser, baseURL }, testInfo) => {
    // Two accounts, two browsers, a booking with its payment and the back-office's sign-in.
    test.setTimeout(240_000);
    const people = PEOPLE[locale];
    const mother = { ...people.mother, email: uniqueEmail(`family-${locale}-mother`), phoneNumber: uniquePhone(), password: PASSWORD };
    const father = { ...people.father, email: uniqueEmail(`family-${locale}-father`), phoneNumber: "+9613123457", password: PASSWORD };
    const firstName = `${people.first.firstName} ${people.lastName}`;
    const secondName = `${people.second.firstName} ${people.lastName}`;
    const fatherName = `${father.firstName} ${father.lastName}`;
    await skipWelcomePopup(page);
    await registerAccount(page.request, mother);
    const fatherContext = await browser.newContext({ ...PHONE, baseURL });
    await registerAccount(fatherContext.request, father);
    const fatherPage = await fatherContext.newPage();

    // The dashboard's menu leads to the page, in the language, right to left in Arabic.
    await page.goto(`${prefix(locale)}/dashboard/appointments`);
    await page.getByRole("link", { name: msg(locale, "dashboard.nav.family") }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/dashboard/family$`));
    await expectLanguage(page, locale);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg(locale, "family.title"));
    await expect(page.getByText(msg(locale, "family.none"))).toBeVisible();

    // A date of birth in the future is refused, under its field; the consent is asked for; what was typed stays.
    const add = page.getByRole("form", { name: msg(locale, "family.form.addTitle") });
    await add.getByLabel(msg(locale, "family.form.firstName")).fill(people.first.firstName);
    const dateOfBirth = add.getByLabel(msg(locale, "family.form.dateOfBirth"));
    await dateOfBirth.fill(dateAgo({ years: -1 }));
    await add.getByRole("button", { name: msg(locale, "family.form.add") }).click();
    await expect(dateOfBirth).toHaveAttribute("aria-invalid", "true");
    await expect(add.getByText(msg(locale, "family.validation.dateOfBirthFuture"))).toBeVisible();
    await expect(add.getByText(msg(locale, "common.consent.required"))).toBeVisible();
    await expect(add.getByLabel(msg(locale, "family.form.firstName"))).toHaveValue(people.first.firstName);
    await snap(page, testInfo, `family-${locale}-refused-date`);

    // Two children: two years old today (with an alert), and eight months.
    await addChild(page, locale, { firstName: people.first.firstName, lastName: people.lastName, dateOfBirth: dateAgo({ years: 2 }), alert: people.first.alert });
    await addChild(page, locale, { firstName: people.second.firstName, lastName: people.lastName, dateOfBirth: dateAgo({ months: 8, daysEarlier: 3 }) });
    const first = card(page, locale, firstName);
    const second = card(page, locale, secondName);
    await expect(first.getByText(people.first.age, { exact: true })).toBeVisible();
    await expect(first.getByRole("paragraph").filter({ hasText: people.first.alert })).toBeVisible();
    await expect(second.getByText(people.second.age, { exact: true })).toBeVisible();

    // The invitation, for the second child, to the father's address; the card shows it waiting.
    const invite = second.getByRole("form", { name: msg(locale, "family.invite.title") });
    await invite.getByLabel(msg(locale, "family.invite.email")).fill(father.email);
    await invite.getByRole("button", { name: msg(locale, "family.invite.send") }).click();
    await expect(invite.getByRole("status")).toContainText(father.email);
    await expect(second.getByText(father.email, { exact: true })).toBeVisible();
    await expectNoCatalogueKey(page, "the family page");
    await expectNoSidewaysScroll(page, "the family page");
    await expectNoSeriousAxeIssue(page, "the family page");
    await snap(page, testInfo, `family-${locale}-invited`);

    // The courses for each child's age, on the dashboard and in the home page's course block.
    const forChild = (child: { firstName: string; age: string }) => msg(locale, "courses.forChildren.forChild", { name: child.firstName, age: child.age });
    await page.goto(`${prefix(locale)}/dashboard/browse`);
    const chosen = page.getByTestId("courses-for-children");
    await expect(chosen.getByRole("heading", { name: forChild(people.first) })).toBeVisible();
    await expect(chosen.getByRole("heading", { name: forChild(people.second) })).toBeVisible();
    await expectNoSeriousAxeIssue(page, "the dashboard's courses");
    await snap(page, testInfo, `family-${locale}-courses-for-children`);
    await page.goto(prefix(locale));
    await expect(page.getByTestId("courses-for-children").getByRole("heading", { name: eitherDigits(forChild(people.second)) })).toBeVisible({ timeout: 30_000 });
    await expectNoSidewaysScroll(page, "the home page with the children's courses");
    await keepScreenshot(page.getByTestId("courses-for-children"), { path: testInfo.outputPath(`family-${locale}-home-courses.png`) }, testInfo);

    // The father opens the e-mailed link (in the inviter's language) and accepts.
    const link = await invitationLink(father.email);
    expect(link).toMatch(new RegExp(`^${prefix(locale)}/dashboard/family/invitation/`));
    await fatherPage.goto(link);
    await expectLanguage(fatherPage, locale);
    await expect(fatherPage.getByRole("heading", { level: 1 })).toHaveText(msg(locale, "family.invitation.title", { child: people.second.firstName }));
    await expectNoSeriousAxeIssue(fatherPage, "the invitation page");
    await fatherPage.getByRole("button", { name: msg(locale, "family.invitation.accept") }).click();
    await expect(fatherPage).toHaveURL(new RegExp(`${prefix(locale)}/dashboard/family$`));
    await expect(card(fatherPage, locale, secondName).getByText(mother.email, { exact: true })).toBeVisible();
    // Only the child he was invited to.
    await expect(card(fatherPage, locale, firstName)).toHaveCount(0);

    // He books for that child; both parents see the visit.
    await bookForChild(fatherPage, locale, people.second, "3 123 457");
    await expectChildVisitListed(fatherPage, locale, people.second.firstName);
    await expectChildVisitListed(page, locale, people.second.firstName);

    // The mother removes him (asked first); his next request for the child is refused.
    const list = (await (await page.request.get("/api/trpc/family.list")).json()) as { result: { data: { json: { children: Array<{ id: string; firstName: string }> } } } };
    const childId = list.result.data.json.children.find((child) => child.firstName === people.second.firstName)!.id;
    await page.goto(`${prefix(locale)}/dashboard/family`);
    await second.getByRole("button", { name: msg(locale, "family.actions.remove", { adult: fatherName }), exact: true }).click();
    await expect(second.getByText(msg(locale, "family.actions.removeConfirm", { adult: fatherName, name: people.second.firstName }))).toBeVisible();
    await second.getByRole("button", { name: msg(locale, "family.actions.confirm") }).click();
    await expect(second.getByText(father.email, { exact: true })).toHaveCount(0);
    const refused = await trpcMutation(fatherPage, "family.update", { childId, firstName: people.second.firstName, lastName: people.lastName, dateOfBirth: dateAgo({ months: 8, daysEarlier: 3 }), sex: "", medicalAlerts: "" });
    expect(refused.status()).toBe(404);
    await fatherPage.goto(`${prefix(locale)}/dashboard/family`);
    await expect(fatherPage.getByText(msg(locale, "family.none"))).toBeVisible();
    await fatherContext.close();

    // Reception finds the child by the mother's phone, with its age and its visit.
    await receptionFindsChild(browser, baseURL!, mother.phoneNumber, secondName, "8 m");
  });
}
