import { readFile } from "node:fs/promises";

import { unzipFiles } from "../src/server/privacy/zip-files";
import { readOutbox, recipients } from "../tests/support/outbox";
import { expect, test } from "./fixtures";
import { expectLanguage, expectNoCatalogueKey, expectNoSeriousAxeIssue, expectNoSidewaysScroll, msg, snap } from "./i18n";
import { registerAccount, uniqueEmail } from "./parents";
import { trpcMutation } from "./staff";
import { freeSlot } from "./visits";

// "My data" on a phone (decision 051): the parent downloads their data and finds their child's
// visit in it, then deletes the account with the code e-mailed to them; the address registers anew.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The newest e-mail to `email` whose subject is `subject`, once it arrived. */
async function mailTo(email: string, subject: string) {
  let text = "";
  await expect
    .poll(async () => {
      text = (await readOutbox()).filter((m) => recipients(m).includes(email) && m.subject === subject).at(-1)?.text ?? "";
      return text;
    })
    .not.toBe("");
  return text;
}

test("a parent downloads their data, then deletes their account with the e-mailed code, and the address registers anew", async ({ page, baseURL }, testInfo) => {
  test.slow(); // an account, a child, a paid visit, a download and an erasure on a busy machine
  const email = uniqueEmail("my-data");
  const account = { firstName: "Maya", lastName: "Haddad", email, phoneNumber: "+9613123459", password: "Cedar-garden-2931" };
  await registerAccount(page.request, account);

  // A child and a paid visit for her, as the family page and the booking form make them.
  await page.goto("/dashboard/data");
  const added = await trpcMutation(page, "family.add", { firstName: "Lina", lastName: "Haddad", dateOfBirth: "2025-01-15", healthDataConsent: true });
  expect(added.status(), await added.text()).toBe(200);
  const childId = ((await added.json()) as { result: { data: { json: { id: string } } } }).result.data.json.id;
  const slot = await freeSlot(page.request, 7);
  // Signed in, a request that changes something carries the page's XSRF token.
  const xsrf = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const booked = await page.request.post("/api/appointments/book", {
    headers: { origin: baseURL!, "x-xsrf-token": xsrf },
    data: { ...slot, type: "Online", childId, patient: { name: "Lina Haddad", phoneNumber: "+961 3 123 459", email }, notes: "a rash since Sunday", healthDataConsent: true },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { data } = (await booked.json()) as { data: { session: { id: string } } };
  const paid = await page.request.post(`/api/payments/simulated/${data.session.id}`, { headers: { origin: baseURL! }, form: { outcome: "pay" }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);

  // My data, from the dashboard's menu.
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: msg("en", "dashboard.nav.label") }).getByRole("link", { name: msg("en", "dashboard.nav.myData") }).click();
  await expect(page.getByRole("heading", { level: 1, name: msg("en", "dashboard.myData.title") })).toBeVisible();
  await expectNoSidewaysScroll(page, "My data");
  await snap(page, testInfo, "my-data-phone");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: msg("en", "dashboard.myData.exportButton") }).click()]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipFiles(await readFile((await download.path())!));
  const exported = JSON.parse(files.get("data.json")!.toString("utf8")) as { sections: { visits: { appointments: Array<Record<string, unknown>> }; children: { children: Array<Record<string, unknown>> } } };
  expect(exported.sections.children.children).toEqual([expect.objectContaining({ id: childId, first_name: "Lina" })]);
  expect(exported.sections.visits.appointments).toEqual([expect.objectContaining({ child_id: childId, notes: "a rash since Sunday", status: "confirmed" })]);
  expect(files.get("summary.html")!.toString("utf8")).toContain("a rash since Sunday");

  // The visit ahead is not cancelled by deleting the account: the page says so first.
  await expect(page.getByText(/^You have an upcoming visit\. Deleting your account does not cancel a booked visit/)).toBeVisible();

  // Delete my account: a code to the address, then the code.
  await page.getByRole("button", { name: msg("en", "dashboard.myData.sendCode") }).click();
  const code = /\b(\d{6})\b/.exec(await mailTo(email, msg("en", "email.erasureCode.subject")))![1]!;
  await page.getByLabel(msg("en", "account.code.label")).fill(code);
  await page.getByRole("button", { name: msg("en", "dashboard.myData.confirm") }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your account has been deleted" })).toBeVisible();
  expect(await mailTo(email, msg("en", "email.erasureDone.subject"))).toContain("invoices");

  // Signed out: the dashboard sends the visitor to log in.
  await page.goto("/dashboard/data");
  await expect(page).toHaveURL(/\/login/);

  // The address registers anew.
  await page.context().clearCookies();
  await registerAccount(page.request, { ...account, firstName: "Maya", lastName: "Again" });
  await page.goto("/dashboard/appointments");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(/For Lina/)).toHaveCount(0);
});

test("in Arabic, right to left: the page, the summary and the deletion speak Arabic", async ({ page }, testInfo) => {
  test.slow();
  const email = uniqueEmail("my-data-ar");
  await registerAccount(page.request, { firstName: "مايا", lastName: "حداد", email, phoneNumber: "+9613123460", password: "Cedar-garden-2932" });

  await page.goto("/ar/dashboard/data");
  await expectLanguage(page, "ar");
  await expect(page.getByRole("heading", { level: 1, name: msg("ar", "dashboard.myData.title") })).toBeVisible();
  await expectNoSidewaysScroll(page, "My data in Arabic");
  await expectNoCatalogueKey(page, "My data in Arabic");
  await expectNoSeriousAxeIssue(page, "My data in Arabic");
  await snap(page, testInfo, "my-data-arabic-phone");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: msg("ar", "dashboard.myData.exportButton") }).click()]);
  const summary = unzipFiles(await readFile((await download.path())!)).get("summary.html")!.toString("utf8");
  expect(summary).toContain('<html lang="ar" dir="rtl">');
  expect(summary).toContain(msg("ar", "privacy.summary.sections.children"));

  await page.getByRole("button", { name: msg("ar", "dashboard.myData.sendCode") }).click();
  await expect(page.getByRole("status").filter({ hasText: email })).toBeVisible();
  const code = /\b(\d{6})\b/.exec(await mailTo(email, msg("ar", "email.erasureCode.subject")))![1]!;
  await page.getByLabel(msg("ar", "account.code.label")).fill(code);
  await page.getByRole("button", { name: msg("ar", "dashboard.myData.confirm") }).click();
  await expect(page.getByRole("status").filter({ hasText: "تم حذف حسابك" })).toBeVisible();
  await expect(page.getByRole("link", { name: msg("ar", "dashboard.myData.home") })).toBeVisible();
  expect(await mailTo(email, msg("ar", "email.erasureDone.subject"))).toContain("فواتير");
});
