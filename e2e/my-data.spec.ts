import { readFile } from "node:fs/promises";

import { unzipFiles } from "../src/server/privacy/zip-files";
import { expect, test } from "./fixtures";
import { expectLanguage, expectNoCatalogueKey, expectNoSeriousAxeIssue, expectNoSidewaysScroll, msg, snap } from "./i18n";
import { registerAccount, uniqueEmail } from "./parents";
import { trpcMutation } from "./staff";
import { freeSlot } from "./visits";

// "My data" on a phone (decisions 051, 055): the child's record and the reason for its visit in the
// download, the visit that deleting the account would cancel listed with its refund, and the page in
// Arabic, right to left. The whole journey, from the consent at booking to the
// address registering anew, is privacy-consent.spec.ts.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("on a phone: the download holds the child and the visit's reason; the visit ahead is listed as cancelled by deleting the account, with its refund", async ({ page, baseURL }, testInfo) => {
  test.slow(); // an account, a child, a paid visit and a download on a busy machine
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
  // The visit months ahead: cancelled by deleting the account, refunded in full (the clinic's rules).
  const cancels = page.getByRole("list", { name: msg("en", "dashboard.myData.cancelsList") }).getByRole("listitem");
  await expect(cancels).toHaveCount(1);
  await expect(cancels).toContainText(/for Lina Haddad, \w+day \d{1,2} \w+ \d{4} at \d{2}:\d{2} \(Beirut time\)/);
  await expect(cancels).toContainText("Refunded in full: $");
  await expectNoSidewaysScroll(page, "My data");
  await snap(page, testInfo, "my-data-phone");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: msg("en", "dashboard.myData.exportButton") }).click()]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipFiles(await readFile((await download.path())!));
  const exported = JSON.parse(files.get("data.json")!.toString("utf8")) as { sections: { visits: { appointments: Array<Record<string, unknown>> }; children: { children: Array<Record<string, unknown>> } } };
  expect(exported.sections.children.children).toEqual([expect.objectContaining({ id: childId, first_name: "Lina" })]);
  expect(exported.sections.visits.appointments).toEqual([expect.objectContaining({ child_id: childId, notes: "a rash since Sunday", status: "confirmed" })]);
  expect(files.get("summary.html")!.toString("utf8")).toContain("a rash since Sunday");
});

test("in Arabic on a phone, right to left: the page and the summary speak Arabic", async ({ page }, testInfo) => {
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

  // Deleting the account in Arabic, with the code, is the journey's (privacy-consent.spec.ts).
  await expect(page.getByRole("button", { name: msg("ar", "dashboard.myData.sendCode") })).toBeVisible();
});
