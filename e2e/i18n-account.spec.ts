import { type APIRequestContext, type Page } from "@playwright/test";

import { intlLocale } from "../src/i18n/locales";
import { expect, test } from "./fixtures";
import { expectLanguage, expectNoSeriousAxeIssue, expectNoSidewaysScroll, msg, snap } from "./i18n";
import { codeSentTo, registerAccount, uniqueEmail } from "./parents";
import { freeSlot, paidVisit } from "./visits";

// The account screens, the course page's enrollment and the dashboard in French and Arabic, on a
// phone, against the real server: words from the language's catalogue, addresses that keep the
// language, right-to-left Arabic. (English is covered by accounts.spec.ts and courses.spec.ts.)

type Locale = "fr" | "ar";

/** Whitespace-tolerant (French puts no-break spaces before ':' and '?'), anchored. */
function exactly(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
  return new RegExp(`^\\s*${escaped}\\s*$`);
}

function startsWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+")}`);
}

const PASSWORD = "Cedar-garden-2931";

async function createAccount(request: APIRequestContext, tag: string): Promise<{ email: string; firstName: string }> {
  const account = { firstName: "Layla", lastName: "Haddad", email: uniqueEmail(tag), phoneNumber: "+9613123456", password: PASSWORD };
  await registerAccount(request, account);
  return account;
}

async function logIn(page: Page, locale: Locale, email: string, password: string) {
  const form = page.getByRole("form", { name: msg(locale, "account.login.form") });
  await form.getByLabel(msg(locale, "account.login.email")).fill(email);
  await form.getByLabel(msg(locale, "account.login.password")).fill(password);
  await form.getByRole("button", { name: msg(locale, "account.login.submit") }).click();
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const locale of ["ar", "fr"] as const) {
  const at = (p: string) => `/${locale}${p}`;

  test.describe(`${locale === "ar" ? "Arabic" : "French"} on a phone`, () => {
    test("register, log out, the guard keeps the language, log in and come back", async ({ page }, testInfo) => {
      // Registers, logs out and logs in twice through the real pages: near 30 s on a busy machine.
      test.slow();
      const email = uniqueEmail(`register-${locale}`);
      await page.goto(at("/register"));
      await expectLanguage(page, locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg(locale, "account.register.title"));
      expect(msg(locale, "account.register.title")).not.toBe(msg("en", "account.register.title"));
      const form = page.getByRole("form", { name: msg(locale, "account.register.form") });
      await form.getByLabel(msg(locale, "account.register.firstName"), { exact: true }).fill("Layla");
      await form.getByLabel(msg(locale, "account.register.lastName"), { exact: true }).fill("Haddad");
      const emailField = form.getByLabel(msg(locale, "account.register.email"), { exact: true });
      await expect(emailField).toHaveAttribute("dir", "ltr");
      await emailField.fill(email);
      const phone = form.locator("#register-phone");
      await phone.click();
      await phone.press("End");
      await phone.pressSequentially("3 123 456");
      await expect(phone).toHaveValue("+961 3 123 456");
      await form.getByLabel(msg(locale, "account.register.password"), { exact: true }).fill(PASSWORD);
      await form.getByRole("button", { name: msg(locale, "account.register.submit") }).click();

      // The code step, in the page's language; the account exists once the e-mailed code is entered.
      const confirm = page.getByRole("form", { name: msg(locale, "account.register.codeForm") });
      await expect(confirm.getByRole("status")).toContainText(msg(locale, "account.register.codeSent"));
      await expect(confirm.getByText(msg(locale, "account.register.codeStep"))).toBeVisible();
      await snap(page, testInfo, `${locale}-register-code`);
      await expectNoSidewaysScroll(page, "the registration's code step");
      await confirm.locator("#register-code").fill(await codeSentTo(email));
      await confirm.getByRole("button", { name: msg(locale, "account.register.confirm") }).click();

      // The new account's dashboard with a welcome, in the same language.
      await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/browse\\?welcome=1$`));
      await expect(page.getByRole("status").filter({ hasText: msg(locale, "dashboard.welcomeNew.title", { name: "Layla" }) })).toBeVisible();
      await expectLanguage(page, locale);

      await page.goto(at("/dashboard"));
      await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/browse$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg(locale, "dashboard.browse.title"));
      await expect(page.getByText(exactly(msg(locale, "dashboard.welcomeName", { name: "Layla" })))).toBeVisible();
      await snap(page, testInfo, `${locale}-dashboard-browse`);
      const sidebar = page.getByRole("navigation", { name: msg(locale, "dashboard.nav.label") });
      await expect(sidebar.getByRole("link", { name: msg(locale, "dashboard.nav.browse") })).toHaveAttribute("href", at("/dashboard/browse"));
      await expect(sidebar.getByRole("link", { name: msg(locale, "dashboard.nav.browse") })).toHaveAttribute("aria-current", "page");
      await expect(sidebar.getByRole("link", { name: msg(locale, "dashboard.nav.myCourses") })).toHaveAttribute("href", at("/dashboard/my-courses"));
      await expect(sidebar.getByRole("link", { name: msg(locale, "dashboard.nav.appointments") })).toHaveAttribute("href", at("/dashboard/appointments"));
      await expectNoSidewaysScroll(page, "dashboard");

      if (locale === "ar") {
        // Wider than a phone the sidebar stands beside the page: on its right in Arabic.
        await page.setViewportSize({ width: 1024, height: 800 });
        const side = await sidebar.boundingBox();
        const main = await page.getByRole("main").boundingBox();
        expect(side!.x).toBeGreaterThan(main!.x);
        await page.setViewportSize({ width: 390, height: 844 });
      }

      await sidebar.getByRole("button", { name: msg(locale, "dashboard.nav.logout") }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/login$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg(locale, "account.login.title"));

      // The guard sends to the login page of the language, and the login back to the page asked for.
      await page.goto(at("/dashboard/my-courses"));
      await expect(page).toHaveURL(new RegExp(`/${locale}/login\\?next=%2F${locale}%2Fdashboard%2Fmy-courses$`));
      await logIn(page, locale, email, PASSWORD);
      await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/my-courses$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg(locale, "dashboard.myCourses.title"));
      await expect(page.getByText(msg(locale, "courses.myCourses.empty"))).toBeVisible();
      await page.getByRole("link", { name: msg(locale, "courses.myCourses.browse") }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/browse$`));

      // Logging in without ?next= goes to the dashboard in the language too.
      await page.context().clearCookies();
      await page.goto(at("/login"));
      await logIn(page, locale, email, PASSWORD);
      await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/browse$`));
    });

    test("the account takes the language the parent uses the site in", async ({ page, request }) => {
      // Registered without a language (an outside caller): English.
      const { email } = await createAccount(request, `language-${locale}`);
      const accountLanguage = async () => ((await (await page.request.get("/api/user/me")).json()) as { data: { locale: string } }).data.locale;

      await page.goto(at("/login"));
      await logIn(page, locale, email, PASSWORD);
      await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/browse$`));
      await expect.poll(accountLanguage).toBe(locale);

      // The switcher to English on a public page: the account follows.
      await page.goto(at("/about"));
      await page.getByRole("button", { name: msg(locale, "common.nav.openMenu") }).click();
      await page.locator("#mobile-menu").getByRole("link", { name: "English" }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expectLanguage(page, "en");
      await expect.poll(accountLanguage).toBe("en");
    });

    test("every form's validation messages are in the language", async ({ page }, testInfo) => {
      const text = (key: string) => msg(locale, key);
      await page.goto(at("/login"));
      const login = page.getByRole("form", { name: text("account.login.form") });
      await login.getByRole("button", { name: text("account.login.submit") }).click();
      await expect(login.getByText(text("validation.emailRequired"), { exact: true })).toBeVisible();
      await expect(login.getByText(text("validation.passwordRequired"), { exact: true })).toBeVisible();
      const loginEmail = login.getByLabel(text("account.login.email"));
      await expect(loginEmail).toBeFocused();
      await expect(loginEmail).toHaveAccessibleDescription(text("validation.emailRequired"));
      await loginEmail.fill("not-an-address");
      await login.getByRole("button", { name: text("account.login.submit") }).click();
      await expect(login.getByText(text("validation.emailInvalid"), { exact: true })).toBeVisible();

      await page.goto(at("/register"));
      const register = page.getByRole("form", { name: text("account.register.form") });
      await register.getByRole("button", { name: text("account.register.submit") }).click();
      for (const key of [
        "account.validation.firstNameRequired",
        "account.validation.lastNameRequired",
        "validation.emailRequired",
        "account.validation.phoneRequired",
        "validation.passwordRequired",
      ]) {
        await expect(register.getByText(text(key), { exact: true })).toBeVisible();
      }
      await expect(register.getByLabel(text("account.register.firstName"), { exact: true })).toBeFocused();
      await register.getByLabel(text("account.register.password"), { exact: true }).fill("abc");
      await register.getByRole("button", { name: text("account.register.submit") }).click();
      await expect(register.getByText(text("validation.passwordTooShort"), { exact: true })).toBeVisible();
      await snap(page, testInfo, `${locale}-register-errors`);
      await expectNoSidewaysScroll(page, "register with its errors");

      await page.goto(at("/forgot-password"));
      const step1 = page.getByRole("form", { name: text("account.forgot.sendForm") });
      await step1.getByRole("button", { name: text("account.forgot.send") }).click();
      await expect(step1.getByText(text("validation.emailRequired"), { exact: true })).toBeVisible();
    });

    test("forgot password: the code from the e-mail, a new password, then log in with it", async ({ page, request }, testInfo) => {
      const text = (key: string, values?: Record<string, string>) => msg(locale, key, values);
      const account = await createAccount(request, `forgot-${locale}`);
      const newPassword = "Fresh-olive-tree-58";

      await page.goto(at("/login"));
      await page.getByRole("link", { name: text("account.login.forgot") }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/forgot-password$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("account.forgot.title"));
      await expect(page.getByText(exactly(text("account.forgot.step", { step: "1", label: text("account.forgot.steps.1") })))).toBeVisible();

      const step1 = page.getByRole("form", { name: text("account.forgot.sendForm") });
      await step1.getByLabel(text("account.forgot.email")).fill(account.email);
      await step1.getByRole("button", { name: text("account.forgot.send") }).click();
      await expect(page.getByRole("status").filter({ hasText: text("account.forgot.codeSent") })).toBeVisible();

      const step2 = page.getByRole("form", { name: text("account.forgot.codeForm") });
      const codeInput = step2.getByLabel(text("account.code.label"), { exact: true });
      await expect(codeInput).toBeFocused();
      // The code is digits, written left to right in Arabic too; the address is isolated.
      await expect(codeInput).toHaveAttribute("dir", "ltr");
      await expect(step2.locator("bdi[dir=ltr]")).toHaveText(account.email);
      await step2.getByRole("button", { name: text("account.forgot.verify") }).click();
      await expect(step2.getByText(text("validation.codeRequired"), { exact: true })).toBeVisible();
      await snap(page, testInfo, `${locale}-forgot-code`);
      await codeInput.fill(await codeSentTo(account.email));
      await step2.getByRole("button", { name: text("account.forgot.verify") }).click();
      await expect(page.getByRole("status").filter({ hasText: text("account.forgot.codeVerified") })).toBeVisible();

      const step3 = page.getByRole("form", { name: text("account.forgot.passwordForm") });
      await step3.getByLabel(text("account.forgot.newPassword"), { exact: true }).fill(newPassword);
      await step3.getByLabel(text("account.forgot.confirmPassword")).fill(`${newPassword}-typo`);
      await step3.getByRole("button", { name: text("account.forgot.change") }).click();
      await expect(step3.getByText(text("account.validation.passwordsDoNotMatch"), { exact: true })).toBeVisible();
      await step3.getByLabel(text("account.forgot.confirmPassword")).fill(newPassword);
      await step3.getByRole("button", { name: text("account.forgot.change") }).click();
      await expect(page.getByText(text("account.forgot.changed"))).toBeVisible();

      // Back to the login page of the language, where the new password works.
      await expect(page).toHaveURL(new RegExp(`/${locale}/login$`));
      await logIn(page, locale, account.email, newPassword);
      await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/browse$`));
    });

    test("enroll in a free course with a code and find it in the dashboard, in the language", async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      const text = (key: string, values?: Record<string, string>) => msg(locale, key, values);
      const email = uniqueEmail(`enroll-${locale}`);

      await page.goto(at("/courses"));
      await expectLanguage(page, locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("courses.catalogue.title"));
      const free = page.getByTestId("course-card").filter({ has: page.getByTestId("course-price").getByText(text("courses.format.free"), { exact: true }) });
      await expect(free).toHaveCount(1);
      // A link in the language; the other prices are in its digits and symbol.
      const link = free.getByRole("link");
      await expect(link).toHaveAttribute("href", new RegExp(`^/${locale}/courses/[0-9a-f-]+$`));
      await expect(page.getByTestId("course-count")).toHaveText(/\d/);
      await expectNoSidewaysScroll(page, "catalogue");
      await snap(page, testInfo, `${locale}-catalogue`);
      await link.click();

      await expect(page).toHaveURL(new RegExp(`/${locale}/courses/[0-9a-f-]+$`));
      await expectLanguage(page, locale);
      await expect(page.getByRole("heading", { level: 2, name: text("courses.details.content") })).toBeVisible();
      await expect(page.getByRole("link", { name: text("courses.details.allCourses") })).toHaveAttribute("href", at("/courses"));
      await expect(page.getByText(text("courses.outline.locked")).first()).toBeVisible();
      await expectNoSidewaysScroll(page, "course page");
      await snap(page, testInfo, `${locale}-course`);
      await expectNoSeriousAxeIssue(page, `${locale} course page`);

      // E-mail step: its validation in the language, nothing sent until the address is right.
      await page.getByRole("button", { name: text("courses.enroll.enrollNow") }).click();
      const emailForm = page.getByRole("form", { name: text("courses.enroll.emailForm") });
      const emailField = emailForm.getByLabel(text("courses.enroll.email"));
      await expect(emailField).toBeFocused();
      await emailForm.getByRole("button", { name: text("courses.enroll.send") }).click();
      await expect(emailForm.getByText(text("validation.emailRequired"), { exact: true })).toBeVisible();
      await emailField.fill("not-an-address");
      await emailForm.getByRole("button", { name: text("courses.enroll.send") }).click();
      await expect(emailForm.getByText(text("validation.emailInvalid"), { exact: true })).toBeVisible();
      await emailField.fill(email);
      await emailForm.getByRole("button", { name: text("courses.enroll.send") }).click();

      const codeForm = page.getByRole("form", { name: text("courses.enroll.codeForm") });
      const codeField = codeForm.getByLabel(text("courses.enroll.code"));
      await expect(codeField).toBeFocused();
      await expect(codeField).toHaveAttribute("dir", "ltr");
      await expect(codeForm.locator("bdi[dir=ltr]")).toHaveText(email);
      await codeForm.getByRole("button", { name: text("courses.enroll.verifyEnroll") }).click();
      await expect(codeForm.getByText(text("validation.codeRequired"), { exact: true })).toBeVisible();
      await codeField.fill(await codeSentTo(email));
      await codeForm.getByRole("button", { name: text("courses.enroll.verifyEnroll") }).click();

      // My Courses, in the language, with the course at 0 %.
      await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/my-courses$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("dashboard.myCourses.title"));
      const mine = page.getByTestId("my-course");
      await expect(mine).toHaveCount(1);
      await expect(mine.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
      await expect(mine.getByRole("link", { name: startsWith(text("courses.myCourses.continue")) })).toHaveAttribute(
        "href",
        new RegExp(`^/${locale}/dashboard/courses/[^/]+/modules/[^/]+/videos/[^/]+$`),
      );
      await expectNoSidewaysScroll(page, "my courses");
      await snap(page, testInfo, `${locale}-my-courses`);
      await expectNoSeriousAxeIssue(page, `${locale} my courses`);

      // The course in the dashboard, then its first lesson in the player.
      await mine.getByRole("link", { name: startsWith(text("courses.myCourses.details")) }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/courses/[^/]+$`));
      await expect(page.getByRole("button", { name: text("courses.details.alreadyEnrolled") })).toBeDisabled();
      await expect(page.getByText(text("courses.benefits.lifetime"), { exact: true })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: text("courses.details.myCourses"), exact: true })).toHaveAttribute("href", at("/dashboard/my-courses"));
      await page.getByRole("link", { name: text("courses.details.startWatching") }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/courses/[^/]+/modules/[^/]+/videos/[^/]+$`));
      await expect(page.getByRole("heading", { level: 2, name: text("courses.player.outline") })).toBeVisible();
      await expect(page.getByRole("button", { name: text("courses.player.previous") })).toBeDisabled();
      await expect(page.getByRole("link", { name: startsWith(text("courses.player.next")) })).toHaveAttribute("href", new RegExp(`^/${locale}/dashboard/`));
      await expectNoSidewaysScroll(page, "player");
      await snap(page, testInfo, `${locale}-player`);
      await expectNoSeriousAxeIssue(page, `${locale} player`);
    });

    test("My Appointments: the address the registration's code proved, its visit in the language's date and Beirut time", async ({ page, request, baseURL }, testInfo) => {
      const text = (key: string, values?: Record<string, string>) => msg(locale, key, values);
      const email = uniqueEmail(`appointments-${locale}`);
      await registerAccount(page.request, { firstName: "Nadine", lastName: "Aoun", email, phoneNumber: "+961 3 123 456", password: PASSWORD });
      const slot = await freeSlot(request, locale === "ar" ? 10 : 11);
      await paidVisit(request, baseURL!, email, slot);

      await page.goto(at("/dashboard/appointments"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("dashboard.appointments.title"));

      const upcoming = page.getByRole("list", { name: text("dashboard.appointments.upcomingList") });
      await expect(upcoming.getByRole("listitem")).toHaveCount(1);
      // The slot's Beirut date and time, written the language's way.
      const date = new Intl.DateTimeFormat(intlLocale(locale), { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
        new Date(`${slot.date}T12:00:00Z`),
      );
      const when = text("dashboard.appointments.when", { date, time: slot.startTime });
      await expect(upcoming).toContainText(when);
      await expect(upcoming).toContainText(text("dashboard.appointments.type.online"));
      await expect(upcoming).toContainText(text("dashboard.appointments.status.confirmed"));
      await snap(page, testInfo, `${locale}-appointments`);
      // The visit's own page opens in the same language.
      const open = upcoming.getByRole("link", { name: startsWith(text("dashboard.appointments.open", { when: "" }).trim()) });
      await expect(open).toHaveAttribute("href", new RegExp(`^${baseURL}/${locale}/appointment/manage/`));
      await open.click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/appointment/manage/`));
      await expectLanguage(page, locale);
    });

    test("login and register pages: no serious accessibility issue, no sideways scroll", async ({ page }) => {
      // Three pages, each analysed by axe twice: close to 30 s on a busy 2-core machine.
      test.slow();
      for (const [pathname, title] of [
        ["/login", "account.login.title"],
        ["/register", "account.register.title"],
        ["/forgot-password", "account.forgot.title"],
      ] as const) {
        await page.goto(at(pathname));
        await expectLanguage(page, locale);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg(locale, title));
        await expectNoSeriousAxeIssue(page, `${locale} ${pathname}`);
        // With every field's error showing too.
        await page.getByRole("main").locator("form button[type=submit]").first().click();
        await expect(page.getByRole("main").locator('[aria-invalid="true"]').first()).toBeVisible();
        await expectNoSeriousAxeIssue(page, `${locale} ${pathname} with errors`);
        await page.setViewportSize({ width: 320, height: 700 });
        await expectNoSidewaysScroll(page, `${locale} ${pathname} at 320 px`);
        await page.setViewportSize({ width: 390, height: 844 });
      }
    });
  });
}
