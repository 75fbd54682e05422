import { expect, test } from "./fixtures";
import { expectNoSidewaysScroll, msg, snap } from "./i18n";
import { registerAccount, uniqueEmail } from "./parents";

// Booking for a child on a phone (decision 046): a signed-in parent with a child finds that child
// chosen on the booking form with its age, looks at "Another child" (what is typed there stays),
// books for the child, pays, and sees the visit named by the child in My appointments.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A calendar date `months` months and a few days before today in Beirut. */
function monthsAgo(months: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Beirut" }).format(new Date());
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1 - months, d - 3)).toISOString().slice(0, 10);
}

test("a parent with a child books for that child on a phone", async ({ page }, testInfo) => {
  test.slow(); // an account, a child, a booking and a payment on a busy machine
  const email = uniqueEmail("child-booking");
  await registerAccount(page.request, { firstName: "Maya", lastName: "Haddad", email, phoneNumber: "+9613123458", password: "Cedar-garden-2931" });

  await page.goto("/dashboard/family");
  const add = page.getByRole("form", { name: msg("en", "family.form.addTitle") });
  await add.getByLabel(msg("en", "family.form.firstName")).fill("Lina");
  await add.getByLabel(msg("en", "family.form.lastName")).fill("Haddad");
  await add.getByLabel(msg("en", "family.form.dateOfBirth")).fill(monthsAgo(8));
  await add.locator('input[name="healthDataConsent"]').check();
  await add.getByRole("button", { name: msg("en", "family.form.add") }).click();
  await expect(add.getByRole("status")).toHaveText(msg("en", "family.form.added", { name: "Lina" }));

  await page.goto("/appointment");
  const form = page.getByRole("form", { name: "Book an Appointment" });
  const forWhom = form.getByRole("group", { name: "Who is the appointment for?" });
  // Her card, chosen, with her age; the name and date of birth fields are those of "Another child".
  const lina = forWhom.getByRole("radio", { name: /^Lina, 8 months$/ });
  await expect(lina).toBeChecked();
  await expect(form.getByLabel("Patient name")).toBeHidden();

  // "Another child": the two fields; what is typed there stays while Lina is chosen again.
  await forWhom.getByRole("radio", { name: "Another child" }).check();
  await form.getByLabel("Patient name").fill("Sami Haddad");
  await expect(form.getByLabel(/Date of birth/)).toBeVisible();
  await lina.check();
  await expect(form.getByLabel("Patient name")).toBeHidden();
  await forWhom.getByRole("radio", { name: "Another child" }).check();
  await expect(form.getByLabel("Patient name")).toHaveValue("Sami Haddad");
  await lina.check();

  await form.getByRole("radiogroup", { name: "Service", exact: true }).locator("label").filter({ hasText: /^Pediatric Consultation/ }).getByRole("radio").check();
  // The account's number fills the field once the page runs, formatted once the phone library has come.
  const phone = form.getByLabel("Phone number", { exact: true });
  await expect(phone).toHaveValue("+961 3 123 458");
  await form.getByRole("group", { name: "First free days" }).getByRole("radio").last().check();
  const slot = form.getByRole("group", { name: /Time/ }).locator("button[aria-pressed]:enabled").last();
  await slot.click();
  await expectNoSidewaysScroll(page, "the booking form for a child");
  await snap(page, testInfo, "booking-for-a-child-phone");
  await form.locator('input[name="healthDataConsent"]').check();
  await form.getByRole("button", { name: "Book Appointment" }).click();

  await expect(page).toHaveURL(/\/pay\/sim_cs_/);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/appointment\/status\//);

  // In My appointments, named by the child.
  await page.goto("/dashboard/appointments");
  await expect(page.getByRole("list", { name: "Upcoming appointments" }).getByText(/^For Lina · /)).toBeVisible();
});
