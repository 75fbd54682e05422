import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { expectLanguage, expectNoCatalogueKey, expectNoSeriousAxeIssue, msg } from "./i18n";
import { registerAccount, uniqueEmail } from "./parents";

// The privacy notice and recorded consent (decision 049), in Arabic and English: a signed-in parent
// opens the notice from the footer, books a visit (told when the health-data consent is not ticked,
// then ticking it), subscribes to the newsletter and withdraws that consent in one click in My data.

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

for (const locale of ["ar", "en"] as const) {
  test(`${locale}: the notice from the footer, a booking with the consent asked for, and the newsletter withdrawn in one click`, async ({ page }) => {
    test.slow(); // an account, five pages and a booking on a busy machine
    const email = uniqueEmail(`privacy-${locale}`);
    await registerAccount(page.request, { firstName: "Maya", lastName: "Haddad", email, phoneNumber: "+9613123459", password: PASSWORD });

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

    await bookWithConsent(page, locale, locale === "ar" ? "لينا حداد" : "Lina Haddad", email);

    // The newsletter, from the footer with the account's address: a separate consent.
    await page.goto(`${prefix(locale)}/about`);
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("textbox", { name: msg(locale, "home.newsletter.label") }).fill(email);
    await footer.getByRole("button", { name: msg(locale, "home.newsletter.join") }).click();
    await expect(page.getByText(msg(locale, "home.newsletter.success"))).toBeVisible();

    // My data: both consents listed; the newsletter stopped in one click, at once, and recorded.
    await page.goto(`${prefix(locale)}/dashboard`);
    await page.getByRole("link", { name: msg(locale, "dashboard.nav.myData") }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/dashboard/data$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg(locale, "dashboard.myData.title"));
    await expect(page.getByText(msg(locale, "dashboard.data.consents.purpose.health_data_care"))).toBeVisible();
    const newsletter = page.getByRole("region", { name: msg(locale, "dashboard.data.newsletter.title") });
    await expect(newsletter).toContainText(email);
    await expectNoSeriousAxeIssue(page, `${locale} my data`);
    await newsletter.getByRole("button", { name: msg(locale, "dashboard.data.newsletter.withdraw") }).click();
    await expect(newsletter.getByRole("status")).toContainText(email);
    await expect(newsletter.getByRole("button")).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("region", { name: msg(locale, "dashboard.data.newsletter.title") }).getByRole("button")).toHaveCount(0);
    await expect(page.getByText(msg(locale, "dashboard.data.consents.action.withdrawn"), { exact: false }).first()).toBeVisible();
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
