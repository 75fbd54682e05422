import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The phone field's library (react-phone-number-input with libphonenumber's metadata) is not part
// of the booking page's first load: the field is a plain phone input until the page runs, and the
// library's control takes its place once it has come and the parent is not typing in it
// (decision 060). A parent on a phone, in Arabic, types as fast as they like.

test.use({ viewport: { width: 390, height: 844 } });
// The routes below hold or read every chunk; one still in flight when a test ends is let go.
test.afterEach(async ({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

/** libphonenumber's metadata: the script that carries it is the phone library's. */
const LIBRARY_MARK = "country_calling_codes";

/** Holds the script that carries the phone library until `release()`; says whether it was asked for. */
async function holdPhoneLibrary(page: Page): Promise<{ release: () => void; requested: () => boolean }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route("**/_next/static/chunks/**/*.js", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(LIBRARY_MARK)) {
      requested = true;
      await gate;
    }
    await route.fulfill({ response, body });
  });
  return { release, requested: () => requested };
}

test("the booking page's first load carries no phone library; filling the form asks for it; the field works before it and takes it over after", async ({ page }) => {
  const library = await holdPhoneLibrary(page);
  const firstLoad: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") firstLoad.push(response.url());
  });
  await page.goto("/ar/appointment");
  const form = page.getByRole("form", { name: "احجز موعدًا" });
  // Hydrated: the submit button is enabled once the page runs.
  await expect(form.getByRole("button", { name: "احجز الموعد" })).toBeEnabled({ timeout: 30_000 });
  // Not asked for while the page loads: only once the parent starts filling the form.
  await page.waitForLoadState("networkidle");
  expect(library.requested()).toBe(false);
  await form.getByRole("textbox", { name: "اسم المريض" }).click();
  // Asked for now, and held: the field works without it.
  await expect.poll(library.requested).toBe(true);
  const phone = form.getByRole("textbox", { name: "رقم الهاتف" });
  await expect(phone).toHaveValue("+961 ");
  await expect(phone).toHaveAttribute("dir", "ltr");
  const country = form.getByRole("combobox", { name: "بلد رقم الهاتف" });
  await expect(country.locator("option")).toHaveText(["لبنان"]);

  // The parent types; the library comes in the middle of it: not a keystroke, the caret or the focus is lost.
  await phone.click();
  await phone.press("End");
  await phone.pressSequentially("3 12");
  library.release();
  await page.waitForLoadState("networkidle");
  await phone.pressSequentially("3 456");
  await expect(phone).toBeFocused();
  await expect(phone).toHaveValue("+961 3 123 456");
  await expect(country.locator("option")).toHaveCount(1);

  // Leaving the field hands it to the library: every country, the number formatted, the same value.
  await phone.press("Tab");
  await expect.poll(() => country.locator("option").count()).toBeGreaterThan(200);
  await expect(phone).toHaveValue("+961 3 123 456");
  await expect(country).toHaveValue("LB");
  // The library's country list works: France puts its calling code in the field.
  await country.selectOption("FR");
  await expect(phone).toHaveValue(/^\+33/);
});

test("a number typed in the plain field is checked with the server's schema, and read in the clinic's country", async ({ page }) => {
  const library = await holdPhoneLibrary(page);
  await page.goto("/appointment");
  const form = page.getByRole("form", { name: "Book an Appointment" });
  await expect(form.getByRole("button", { name: "Book Appointment" })).toBeEnabled({ timeout: 30_000 });
  const phone = form.getByRole("textbox", { name: "Phone number" });
  await phone.fill("03 12");
  // The check's code comes with the held library: the press waits for it, then the schema answers.
  await form.getByRole("button", { name: "Book Appointment" }).click();
  library.release();
  await expect(form.getByText("Please enter a valid phone number with its country code.")).toBeVisible();
  // The national number was read in the clinic's country; the library, now in place, formats it.
  await expect(phone).toHaveValue("+961 3 12");
});

test("a parent who went into the field before the page's scripts ran keeps typing there when the library comes", async ({ page }) => {
  // Every script held: the field is the server's HTML, with no React behind it yet.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let libraryServed = false;
  await page.route("**/_next/static/chunks/**/*.js", async (route) => {
    await gate;
    const response = await route.fetch();
    const body = await response.text();
    await route.fulfill({ response, body });
    if (body.includes(LIBRARY_MARK)) libraryServed = true;
  });
  await page.goto("/register", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("form", { name: "Create an account" });
  const phone = form.getByRole("textbox", { name: "Phone number" });
  await phone.click();
  await phone.press("End");
  await phone.pressSequentially("3 65");
  // The scripts run and the library arrives while the focus is still in the field: it waits.
  release();
  await expect.poll(() => libraryServed, { timeout: 30_000 }).toBe(true);
  await page.waitForLoadState("networkidle");
  await phone.pressSequentially("4 321");
  await expect(phone).toBeFocused();
  await expect(phone).toHaveValue("+961 3 654 321");
  // Leaving the field hands it over, the number kept.
  await phone.press("Tab");
  const country = form.getByRole("combobox", { name: "Phone number country" });
  await expect.poll(() => country.locator("option").count()).toBeGreaterThan(200);
  await expect(phone).toHaveValue("+961 3 654 321");
});
