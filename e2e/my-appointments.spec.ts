import { readOutbox, recipients } from "../tests/support/outbox";
import { expect, test } from "./fixtures";
import { codeSentTo, uniqueEmail } from "./parents";
import { freeSlot, paidVisit } from "./visits";

test("a parent signed in with a code sees the visit booked with that address, opens it, and the booking form knows them", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("my-appointments");
  expect((await page.request.post("/api/user/registerEnroll", { data: { email } })).ok()).toBe(true);
  const otp = await codeSentTo(email);
  expect((await page.request.post("/api/user/verifyotp", { data: { email, otp } })).ok()).toBe(true);
  const slot = await freeSlot(request, 6);
  await paidVisit(request, baseURL!, email, slot);

  await page.goto("/dashboard/appointments");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Appointments");
  const upcoming = page.getByRole("list", { name: "Upcoming appointments" });
  await expect(upcoming.getByRole("listitem")).toHaveCount(1);
  await expect(upcoming).toContainText(`at ${slot.startTime}`);
  await upcoming.getByRole("link", { name: /^Open/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your appointment");
  await expect(page.getByRole("link", { name: "Cancel this appointment" })).toBeVisible();

  // Booking again while signed in: the form already has the address.
  await page.goto("/appointment");
  await expect(page.getByRole("form", { name: "Book an Appointment" }).getByLabel("Email")).toHaveValue(email);
});

test("a parent who booked first and registers after: the registration's code proves the address, and the visit is there", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("my-appointments-password");
  await paidVisit(request, baseURL!, email, await freeSlot(request, 7));

  await page.goto("/register");
  const form = page.getByRole("form", { name: "Create an account" });
  await form.getByLabel("First name").fill("Nadine");
  await form.getByLabel("Last name").fill("Aoun");
  await form.getByLabel("Email").fill(email);
  await form.getByRole("textbox", { name: "Phone number" }).fill("+961 3 123 456");
  await form.getByLabel("Password").fill("cedar-tree-42");
  await form.getByRole("button", { name: "Create account" }).click();
  const confirm = page.getByRole("form", { name: "Confirm your e-mail address" });
  await expect.poll(async () => (await readOutbox()).filter((m) => recipients(m).includes(email) && m.subject === "Confirm your e-mail address").length).toBe(1);
  await confirm.getByLabel("Code").fill(await codeSentTo(email));
  await confirm.getByRole("button", { name: "Confirm and create account" }).click();
  await expect(page).toHaveURL(/\/dashboard\/browse\?welcome=1$/);

  await page.goto("/dashboard/appointments");
  await expect(page.getByRole("list", { name: "Upcoming appointments" }).getByRole("listitem")).toHaveCount(1);
});
