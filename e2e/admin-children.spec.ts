import { expectAccessible, expectNoSidewaysScroll } from "./agenda";
import { expect, test } from "./fixtures";
import { msg } from "./i18n";
import { registerAccount, uniqueEmail } from "./parents";
import { keepScreenshot } from "./screenshots";
import { signInToBackOffice } from "./staff";
import { freeSlot } from "./visits";

// The clinic sees children (decision 050): a parent adds a child with a medical alert and books for
// it; reception, on the upright tablet (820 px) and on a phone (390 px), sees the child's age and
// the alert in the agenda's panel, opens the child's page and finds the child by a parent's e-mail.

const ALERT = "Peanut allergy, carries an EpiPen";

/** A calendar date `months` months and a few days before today in Beirut. */
function monthsAgo(months: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Beirut" }).format(new Date());
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1 - months, d - 3)).toISOString().slice(0, 10);
}

test("reception sees a child's age and alert in the agenda, its page and the search, at 820 and 390 px", async ({ page, browser, baseURL }, testInfo) => {
  test.slow(); // an account, a child, a booking, a payment and the back-office's sign-in
  const email = uniqueEmail("clinic-child");
  await registerAccount(page.request, { firstName: "Maya", lastName: "Haddad", email, phoneNumber: "+9613123459", password: "Cedar-garden-2931" });
  await page.goto("/dashboard/family");
  const add = page.getByRole("form", { name: msg("en", "family.form.addTitle") });
  await add.getByLabel(msg("en", "family.form.firstName")).fill("Lina");
  await add.getByLabel(msg("en", "family.form.lastName")).fill("Haddad");
  await add.getByLabel(msg("en", "family.form.dateOfBirth")).fill(monthsAgo(8));
  await add.getByRole("textbox", { name: new RegExp(`^${msg("en", "family.form.medicalAlerts")}`) }).fill(ALERT);
  await add.getByRole("checkbox").check();
  await add.getByRole("button", { name: msg("en", "family.form.add") }).click();
  await expect(add.getByRole("status")).toHaveText(msg("en", "family.form.added", { name: "Lina" }));
  const list = (await (await page.request.get("/api/trpc/family.list")).json()) as { result: { data: { json: { children: Array<{ id: string }> } } } };
  const childId = list.result.data.json.children[0]!.id;

  const slot = await freeSlot(page.request, 7);
  // Signed in by cookie: the CSRF header the site's form sends with it.
  const xsrf = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const booked = await page.request.post("/api/appointments/book", {
    headers: { origin: baseURL!, "x-xsrf-token": xsrf },
    data: { ...slot, type: "Online", patient: { name: "Lina Haddad", phoneNumber: "+961 3 123 459", email }, childId, healthDataConsent: true },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { data } = (await booked.json()) as { data: { session: { id: string } } };
  const paid = await page.request.post(`/api/payments/simulated/${data.session.id}`, { headers: { origin: baseURL! }, form: { outcome: "pay" }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);

  const context = await browser.newContext();
  const staff = await context.newPage();
  await signInToBackOffice(staff);
  const search = (await (
    await staff.request.get(`/api/trpc/admin.agenda.list?input=${encodeURIComponent(JSON.stringify({ json: { from: slot.date, days: 1, search: email } }))}`)
  ).json()) as { result: { data: { json: Array<{ id: string }> } } };
  const visitId = search.result.data.json[0]!.id;

  for (const width of [820, 390]) {
    await staff.setViewportSize({ width, height: width === 820 ? 1180 : 844 });
    await staff.goto(`/admin/agenda?date=${slot.date}&view=day&visit=${visitId}`);
    const panel = staff.getByRole("dialog");
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText(/^Lina Haddad, \d+ (y|m)/);
    await expect(panel.getByRole("note", { name: "Medical alert" })).toContainText(ALERT);
    if (width === 820) {
      // The grid's block: the name, the age and the flag named for a screen reader.
      const block = staff.locator(`#visit-block-${visitId}`);
      await expect(block).toContainText(/Lina Haddad, \d+ (y|m)/);
      await expect(block.getByText("Medical alert")).toBeAttached();
      await expect(block).not.toContainText(ALERT);
    }
    await expectNoSidewaysScroll(staff);
    await expectAccessible(staff);
    await keepScreenshot(staff, { path: `test-results/screenshots/admin-visit-child-${width}.png`, fullPage: true }, testInfo);

    await panel.getByRole("link", { name: /Lina Haddad's page/ }).click();
    await expect(staff).toHaveURL(new RegExp(`/admin/children/${childId}$`));
    await expect(staff.getByRole("heading", { level: 1 })).toHaveText("Lina Haddad");
    await expect(staff.getByRole("note", { name: "Medical alert" })).toContainText(ALERT);
    // At 390 px, the visit booked at 820 px too.
    await expect(staff.getByRole("list", { name: "Coming visits" }).getByRole("listitem")).toHaveCount(width === 820 ? 1 : 2);
    await expect(staff.getByText(email).first()).toBeVisible();
    await expectNoSidewaysScroll(staff);
    await expectAccessible(staff);
    await keepScreenshot(staff, { path: `test-results/screenshots/admin-child-page-${width}.png`, fullPage: true }, testInfo);

    if (width === 820) {
      // The parent phones for another visit: reception books it from the child's page.
      await staff.getByRole("link", { name: "Book a visit for Lina" }).click();
      const form = staff.getByRole("form", { name: "Book for a parent" });
      await expect(form).toContainText("For Lina Haddad");
      await expect(form.getByLabel("Parent's e-mail", { exact: false })).toHaveValue(email);
      await form.getByLabel("Date").fill(slot.date);
      const time = form.getByLabel("Time (Beirut)");
      await expect(time.locator("option:not([disabled])").first()).toBeAttached();
      await time.selectOption({ index: 1 });
      await form.getByRole("checkbox", { name: "The parent was told of the privacy notice by phone" }).check();
      await form.getByRole("button", { name: "Book for the parent" }).click();
      await expect(form.getByRole("alert").or(form.getByRole("status"))).toContainText("for Lina Haddad");
      await expectNoSidewaysScroll(staff);
      await keepScreenshot(staff, { path: `test-results/screenshots/admin-book-for-child-${width}.png`, fullPage: true }, testInfo);
      await staff.goto(`/admin/children/${childId}`);
      await expect(staff.getByRole("list", { name: "Coming visits" }).getByRole("listitem")).toHaveCount(2);
    }

    await staff.goto("/admin/children");
    await staff.getByLabel("Child or parent").fill(email);
    await staff.getByRole("button", { name: "Search" }).click();
    const results = staff.getByRole("list", { name: /Children found/ });
    await expect(results.getByRole("listitem")).toHaveCount(1);
    await expect(results).toContainText("Medical alert");
    await expect(results).not.toContainText(ALERT);
    await expect(results.getByRole("link", { name: "Lina Haddad" })).toBeVisible();
    await expectNoSidewaysScroll(staff);
    await expectAccessible(staff);
    await keepScreenshot(staff, { path: `test-results/screenshots/admin-children-search-${width}.png`, fullPage: true }, testInfo);
  }
  await context.close();
});
