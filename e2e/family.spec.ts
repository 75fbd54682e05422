import type { Page } from "@playwright/test";

import { readOutbox, recipients } from "../tests/support/outbox";
import { expect, test } from "./fixtures";
import { expectLanguage, expectNoCatalogueKey, expectNoSeriousAxeIssue, expectNoSidewaysScroll, msg, snap } from "./i18n";
import { registerAccount, uniqueEmail } from "./parents";

// "My family" in Arabic on a phone (decision 045): a parent adds a child (a date in the future is
// refused under its field), invites the other parent, who opens the e-mailed link in their own
// browser and accepts; both see the child with its two adults; the first removes the second, who
// no longer sees it.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
test.use(PHONE);

const PASSWORD = "Cedar-garden-2931";
const ALERT = "حساسية من الفول السوداني";

/** A calendar date `years` before today in Beirut (the child is then exactly that old). */
function yearsAgo(years: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Beirut" }).format(new Date());
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  // 29 February of a year that has none: the 28th, as the site counts it.
  const day = Math.min(d, new Date(Date.UTC(y - years, m, 0)).getUTCDate());
  return `${y - years}-${String(m).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

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

const card = (page: Page, name: string) => page.getByRole("list", { name: msg("ar", "family.childrenList") }).getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });

test("Arabic, on a phone: add a child, invite the other parent, who accepts; then removed, they lose the child", async ({ page, browser }, testInfo) => {
  // Two accounts registered, two browsers, five page loads: near 30 s on a busy machine.
  test.slow();
  const mother = { firstName: "ليلى", lastName: "حداد", email: uniqueEmail("family-mother"), phoneNumber: "+9613123456", password: PASSWORD };
  const father = { firstName: "سامي", lastName: "حداد", email: uniqueEmail("family-father"), phoneNumber: "+9613123457", password: PASSWORD };
  await registerAccount(page.request, mother);
  const fatherContext = await browser.newContext({ ...PHONE, baseURL: testInfo.project.use.baseURL });
  await registerAccount(fatherContext.request, father);
  const fatherPage = await fatherContext.newPage();

  // The dashboard's menu leads to the page, in Arabic, right to left.
  await page.goto("/ar/dashboard/appointments");
  await page.getByRole("link", { name: msg("ar", "dashboard.nav.family") }).click();
  await expect(page).toHaveURL(/\/ar\/dashboard\/family$/);
  await expectLanguage(page, "ar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg("ar", "family.title"));
  await expect(page.getByText(msg("ar", "family.none"))).toBeVisible();

  // A date of birth in the future is refused, under its field, in Arabic; what was typed stays.
  const add = page.getByRole("form", { name: msg("ar", "family.form.addTitle") });
  await add.getByLabel(msg("ar", "family.form.firstName")).fill("لينا");
  await add.getByLabel(msg("ar", "family.form.lastName")).fill("حداد");
  const dateOfBirth = add.getByLabel(msg("ar", "family.form.dateOfBirth"));
  await dateOfBirth.fill(yearsAgo(-1));
  await add.getByRole("button", { name: msg("ar", "family.form.add") }).click();
  await expect(dateOfBirth).toHaveAttribute("aria-invalid", "true");
  await expect(add.getByText(msg("ar", "family.validation.dateOfBirthFuture"))).toBeVisible();
  // Unticked, the consent for her health information is asked for, in Arabic (decision 049).
  await expect(add.getByText(msg("ar", "common.consent.required"))).toBeVisible();
  await expect(add.getByLabel(msg("ar", "family.form.firstName"))).toHaveValue("لينا");
  await snap(page, testInfo, "family-ar-refused-date");

  await dateOfBirth.fill(yearsAgo(2));
  await add.getByLabel(msg("ar", "family.form.sex")).selectOption("female");
  await add.getByLabel(msg("ar", "family.form.medicalAlerts")).fill(ALERT);
  await add.getByRole("checkbox", { name: /المعلومات الصحية/ }).check();
  await add.getByRole("button", { name: msg("ar", "family.form.add") }).click();
  await expect(add.getByRole("status")).toHaveText(msg("ar", "family.form.added", { name: "لينا" }));
  const lina = card(page, "لينا حداد");
  await expect(lina).toBeVisible();
  // Two years old today: "سنتان" (Arabic's dual), her alerts and her sex shown to her adults.
  await expect(lina.getByText("سنتان", { exact: true })).toBeVisible();
  // (The closed edit form holds the same text in its field.)
  await expect(lina.getByRole("paragraph").filter({ hasText: ALERT })).toBeVisible();
  await expect(lina.getByRole("paragraph").filter({ hasText: msg("ar", "family.sex.female") })).toBeVisible();

  // The invitation: to the father's address; the page shows it waiting.
  const invite = lina.getByRole("form", { name: msg("ar", "family.invite.title") });
  await invite.getByLabel(msg("ar", "family.invite.email")).fill(father.email);
  await invite.getByRole("button", { name: msg("ar", "family.invite.send") }).click();
  // The address is a left-to-right isolate inside the Arabic sentence (its order kept, even wrapped).
  await expect(invite.getByRole("status")).toHaveText(msg("ar", "family.invite.sent", { email: `\u2066${father.email}\u2069` }));
  await expect(lina.getByText(father.email, { exact: true })).toBeVisible();
  await expectNoCatalogueKey(page, "the family page");
  await expectNoSidewaysScroll(page, "the family page");
  await expectNoSeriousAxeIssue(page, "the family page");
  await snap(page, testInfo, "family-ar-invited");

  // The father opens the e-mailed link (in Arabic, the inviter's language) and accepts.
  const link = await invitationLink(father.email);
  expect(link).toMatch(/^\/ar\/dashboard\/family\/invitation\//);
  await fatherPage.goto(link);
  await expectLanguage(fatherPage, "ar");
  await expect(fatherPage.getByRole("heading", { level: 1 })).toHaveText(msg("ar", "family.invitation.title", { child: "لينا" }));
  await expectNoSeriousAxeIssue(fatherPage, "the invitation page");
  await snap(fatherPage, testInfo, "family-ar-invitation");
  await fatherPage.getByRole("button", { name: msg("ar", "family.invitation.accept") }).click();
  await expect(fatherPage).toHaveURL(/\/ar\/dashboard\/family$/);
  const hisLina = card(fatherPage, "لينا حداد");
  await expect(hisLina.getByRole("paragraph").filter({ hasText: ALERT })).toBeVisible();
  await expect(hisLina.getByText(mother.email, { exact: true })).toBeVisible();
  // The link works once.
  await fatherPage.goto(link);
  await expect(fatherPage.getByText(msg("ar", "family.invitation.accepted"))).toBeVisible();

  // The mother sees him, and removes him (asked first); his next request no longer shows the child.
  await page.reload();
  await expect(lina.getByText(father.email, { exact: true })).toBeVisible();
  await lina.getByRole("button", { name: msg("ar", "family.actions.remove", { adult: "سامي حداد" }), exact: true }).click();
  await expect(lina.getByText(msg("ar", "family.actions.removeConfirm", { adult: "سامي حداد", name: "لينا" }))).toBeVisible();
  await lina.getByRole("button", { name: msg("ar", "family.actions.confirm") }).click();
  await expect(lina.getByText(father.email, { exact: true })).toHaveCount(0);
  await fatherPage.goto("/ar/dashboard/family");
  await expect(fatherPage.getByText(msg("ar", "family.none"))).toBeVisible();
  await expect(card(fatherPage, "لينا حداد")).toHaveCount(0);
  await fatherContext.close();
});
