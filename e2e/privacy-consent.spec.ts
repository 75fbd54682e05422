import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";

import { unzipFiles } from "../src/server/privacy/zip-files";
import { expect, test } from "./fixtures";
import { expectLanguage, expectNoCatalogueKey, expectNoSeriousAxeIssue, msg } from "./i18n";
import { newestMailTo, registerAccount, uniqueEmail } from "./parents";
import { signInToBackOffice } from "./staff";

// Issue 29's journey, in Arabic and English (decisions 049, 051, 055): a signed-in parent opens the
// privacy notice from the footer, books a visit (told when the health-data consent is not ticked,
// then ticking it) and pays, subscribes to the newsletter, finds both consents in My data, downloads
// their data and finds the child's visit in it, withdraws the newsletter in one click, and deletes the
// account with the e-mailed code — the page listing first the visit it cancels and its refund. The
// clinic's back-office then shows the visit kept without the parent's identity, and the address
// registers anew.

const PASSWORD = "Cedar-garden-2931";

type Locale = "ar" | "en";
const prefix = (locale: Locale) => (locale === "en" ? "" : `/${locale}`);

async function bookWithConsent(page: Page, locale: Locale, childName: string, email: string) {
  await page.goto(`${prefix(locale)}/appointment`);
  const form = page.getByRole("form", { name: msg(locale, "booking.form.label") });
  const service = form.getByRole("radiogroup", { name: msg(locale, "booking.form.service.label"), exact: true }).getByRole("radio").first();
  await expect(service).toBeEnabled();
  await service.check();
  await form.getByLabel(msg(locale, "booking.form.name.label")).fill(childName);
  const phone = form.getByRole("textbox", { name: msg(locale, "booking.form.phone.label"), exact: true });
  await phone.click();
  await phone.press("End");
  await phone.pressSequentially("3 123 459");
  await form.getByRole("textbox", { name: msg(locale, "booking.form.email.label") }).fill(email);
  // Of the first free days, the one with the most free times, and a time near its end (other specs
  // take the first and the last; the two languages run side by side, each takes its own).
  const days = form.getByRole("group", { name: msg(locale, "booking.form.date.firstFree") }).getByRole("radio");
  await expect(days.first()).toBeVisible();
  const freeTimes = await days.evaluateAll((radios) => radios.map((radio) => Number(/(\d+)\D*$/.exec(radio.closest("label")?.textContent?.replace(/[٠-٩]/g, (d) => String("٠١٢٣٤٥٦٧٨٩".indexOf(d))) ?? "")?.[1] ?? 0)));
  await days.nth(freeTimes.indexOf(Math.max(...freeTimes))).check();
  const times = form.getByRole("group", { name: new RegExp(`^${msg(locale, "booking.form.time.legend")}`) }).locator("button[aria-pressed]:enabled");
  await expect(times.first()).toBeVisible();
  await times.nth(locale === "ar" ? -2 : -3).click();

  // Not ticked: the form says why it cannot book, under the checkbox, which takes the focus.
  const consent = form.getByRole("checkbox");
  await expect(consent).not.toBeChecked();
  await form.getByRole("button", { name: msg(locale, "booking.form.submit.idle") }).click();
  await expect(form.getByText(msg(locale, "common.consent.required"))).toBeVisible();
  await expect(consent).toHaveAttribute("aria-invalid", "true");
  await expect(consent).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/appointment`));

  // Its label links to the notice (in a new tab, the form keeps what was typed).
  await expect(form.getByRole("link", { name: locale === "ar" ? /إشعار الخصوصية/ : /privacy notice/ })).toHaveAttribute("href", `${prefix(locale)}/privacy`);
  await consent.check();
  await expect(form.getByText(msg(locale, "common.consent.required"))).toHaveCount(0);
  await form.getByRole("button", { name: msg(locale, "booking.form.submit.idle") }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/pay/sim_cs_`));
}

type Exported = {
  sections: {
    visits: { appointments: Array<{ id: string; patient_name: string; patient_email: string | null; status: string; starts_at: string }> };
    consents: { consents: Array<{ purpose: string; action: string; appointment_id: string | null }> };
  };
};

/** A Beirut calendar date (YYYY-MM-DD) of an instant, as the agenda's address takes it. */
const beirutDay = (instant: string) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Beirut", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(instant));

for (const locale of ["ar", "en"] as const) {
  test(`${locale}: consent while booking, the data downloaded, the newsletter withdrawn, the account deleted by code; the clinic keeps the visit without the parent; the address registers anew`, async ({ page, browser }) => {
    test.slow(); // an account, a booking and its payment, a download, an erasure and the back-office on a busy machine
    const email = uniqueEmail(`privacy-${locale}`);
    const childName = locale === "ar" ? "لينا حداد" : "Lina Haddad";
    const account = { firstName: "Maya", lastName: "Haddad", email, phoneNumber: "+9613123459", password: PASSWORD };
    await registerAccount(page.request, account);

    // The notice, from the footer, in the page's language (right to left in Arabic), axe-clean.
    await page.goto(`${prefix(locale)}/about`);
    await page.getByRole("contentinfo").getByRole("link", { name: msg(locale, "common.footer.privacy") }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/privacy$`));
    await expectLanguage(page, locale);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg(locale, "privacy.page.title"));
    await expect(page.getByRole("heading", { level: 2, name: msg(locale, "privacy.versions.v2026_11_28.rights.title"), exact: true })).toBeVisible();
    await expect(page.getByText(/Resend/).first()).toBeVisible();
    await expect(page.getByText(/Stripe/).first()).toBeVisible();
    await expect(page.getByText(/Jitsi/).first()).toBeVisible();
    await expect(page.getByRole("navigation", { name: msg(locale, "privacy.page.versionsTitle") }).getByRole("link")).toHaveCount(1);
    await expectNoCatalogueKey(page, `${locale} privacy notice`);
    await expectNoSeriousAxeIssue(page, `${locale} privacy notice`);

    // The consent asked for while booking; the visit paid on the test gateway.
    await bookWithConsent(page, locale, childName, email);
    await page.getByRole("button", { name: msg(locale, "status.pay.simulated.pay"), exact: true }).click();
    await expect(page).toHaveURL(/\/appointment\/status\//);

    // The newsletter, from the footer with the account's address: a separate consent.
    await page.goto(`${prefix(locale)}/about`);
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("textbox", { name: msg(locale, "home.newsletter.label") }).fill(email);
    await footer.getByRole("button", { name: msg(locale, "home.newsletter.join") }).click();
    await expect(page.getByText(msg(locale, "home.newsletter.success"))).toBeVisible();

    // My data: both consents listed.
    await page.goto(`${prefix(locale)}/dashboard`);
    await page.getByRole("link", { name: msg(locale, "dashboard.nav.myData") }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/dashboard/data$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg(locale, "dashboard.myData.title"));
    await expect(page.getByText(msg(locale, "dashboard.data.consents.purpose.health_data_care"))).toBeVisible();
    const newsletter = page.getByRole("region", { name: msg(locale, "dashboard.data.newsletter.title") });
    await expect(newsletter).toContainText(email);
    await expectNoSeriousAxeIssue(page, `${locale} my data`);

    // The download: the child's visit is in it, with the consent given for it.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: msg(locale, "dashboard.myData.exportButton") }).click()]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipFiles(await readFile((await download.path())!));
    const exported = JSON.parse(files.get("data.json")!.toString("utf8")) as Exported;
    const visit = exported.sections.visits.appointments.find((row) => row.patient_name === childName)!;
    expect(visit).toMatchObject({ status: "confirmed", patient_email: email });
    expect(exported.sections.consents.consents).toContainEqual(expect.objectContaining({ purpose: "health_data_care", action: "given", appointment_id: visit.id }));
    const summary = files.get("summary.html")!.toString("utf8");
    expect(summary).toContain(childName);
    expect(summary).toContain(locale === "ar" ? '<html lang="ar" dir="rtl">' : '<html lang="en"');

    // The newsletter stopped in one click, at once, and recorded.
    await newsletter.getByRole("button", { name: msg(locale, "dashboard.data.newsletter.withdraw") }).click();
    await expect(newsletter.getByRole("status")).toContainText(email);
    await expect(newsletter.getByRole("button")).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("region", { name: msg(locale, "dashboard.data.newsletter.title") }).getByRole("button")).toHaveCount(0);
    await expect(page.getByText(msg(locale, "dashboard.data.consents.action.withdrawn"), { exact: false }).first()).toBeVisible();

    // Before the code is asked: the visit ahead that deleting the account cancels, and what the
    // clinic's rules refund (in full a day or more ahead, nothing later).
    const cancels = page.getByRole("list", { name: msg(locale, "dashboard.myData.cancelsList") }).getByRole("listitem");
    await expect(cancels).toHaveCount(1);
    await expect(cancels).toContainText(childName);
    const dayAhead = new Date(visit.starts_at).getTime() - Date.now() >= 24 * 3600_000;
    const refund = msg(locale, dayAhead ? "dashboard.myData.refundFull" : "dashboard.myData.refundNone").split(/\{\w+\}/)[0]!.trim();
    await expect(cancels).toContainText(refund);

    // Delete my account: a code to the address, then the code.
    await page.getByRole("button", { name: msg(locale, "dashboard.myData.sendCode") }).click();
    await expect(page.getByRole("status").filter({ hasText: email })).toBeVisible();
    const code = /\b(\d{6})\b/.exec(await newestMailTo(email, msg(locale, "email.erasureCode.subject")))![1]!;
    await page.getByLabel(msg(locale, "account.code.label")).fill(code);
    await page.getByRole("button", { name: msg(locale, "dashboard.myData.confirm") }).click();
    await expect(page.getByRole("status").filter({ hasText: locale === "ar" ? "تم حذف حسابك" : "Your account has been deleted" })).toBeVisible();
    expect(await newestMailTo(email, msg(locale, "email.erasureDone.subject"))).toContain(locale === "ar" ? "فواتير" : "invoices");
    // The visit's own cancellation e-mail, in the language it was booked in.
    await newestMailTo(email, new RegExp(`^${msg(locale, "email.cancellation.subject").split("{when}")[0]}`));

    // The clinic's back-office: the visit is kept, cancelled, without the parent's address or phone;
    // no parent's account has the address any more.
    const office = await browser.newContext();
    const staff = await office.newPage();
    await signInToBackOffice(staff);
    await staff.goto(`/admin/agenda?date=${beirutDay(visit.starts_at)}&view=day&visit=${visit.id}`);
    const panel = staff.getByRole("dialog");
    await expect(panel.getByRole("heading", { level: 2 })).toContainText(childName);
    await expect(panel).toContainText("Cancelled");
    await expect(panel).toContainText("Contact erased: the parent deleted their account.");
    await expect(panel).not.toContainText(email);
    await expect(panel).not.toContainText("3123459");
    await expect(panel.getByRole("list", { name: "Contacts" })).toHaveCount(0);
    await staff.goto(`/admin/parents?email=${encodeURIComponent(email)}`);
    await expect(staff.getByRole("status")).toHaveText("No parent's account has this address.");
    await office.close();

    // Signed out; the address registers anew, as a new account that sees none of the old visits.
    await page.goto(`${prefix(locale)}/dashboard/data`);
    await expect(page).toHaveURL(/\/login/);
    await page.context().clearCookies();
    await registerAccount(page.request, { ...account, lastName: "Again" });
    await page.goto(`${prefix(locale)}/dashboard/appointments`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(childName)).toHaveCount(0);
  });
}

test("ar: the consent ticked before the scripts run is kept once they have (decision 044)", async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**/*.js", async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto("/ar/appointment", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("form", { name: msg("ar", "booking.form.label") });
  const consent = form.getByRole("checkbox", { name: /المعلومات الصحية/ });
  await consent.check();
  const send = form.getByRole("button", { name: msg("ar", "booking.form.submit.idle") });
  await expect(send).toBeDisabled();
  expect(await page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")))).toBe(false);
  release();
  await expect(send).toBeEnabled();
  await expect(consent).toBeChecked();
  // Sent without a time, the form asks for the time, not for the consent already given.
  await send.click();
  await expect(form.getByText(msg("ar", "booking.validation.timeRequired"), { exact: true })).toBeVisible();
  await expect(form.getByText(msg("ar", "common.consent.required"))).toHaveCount(0);
});
