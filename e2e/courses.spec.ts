import { type Locator, type Page, type TestInfo } from "@playwright/test";

import { axe } from "./axe";
import { expect, test } from "./fixtures";
import { codeSentTo, uniqueEmail } from "./parents";
import { KEEP_SCREENSHOTS, keepScreenshot } from "./screenshots";

// The course screens against the real server with the demo catalogue and the simulated payment
// gateway. Tests run in parallel on one database: each one enrolls its own e-mail address and reads
// its codes from the outbox e-mails sent to that address.

/** Demo courses (src/server/db/demo/demo-content.ts). */
const PAID = {
  title: "Breastfeeding & Pumping Made Simple",
  price: "$29",
  was: "$39",
  save: "Save $10",
  modules: ["Getting Started with Breastfeeding", "Pumping and Storing Milk"],
  lessons: [
    "The First Days: Colostrum and Milk Coming In",
    "A Deep, Comfortable Latch",
    "Is My Baby Getting Enough?",
    "Choosing and Using a Breast Pump",
  ],
};
const FREE_TITLE = "Your Baby's First Year: Milestones & Play";
const OTHER_PAID_TITLE = "Starting Solids with Confidence";

/** 'Free' → 0, '$29' → 2900. */
function cents(text: string): number {
  const trimmed = text.trim();
  if (trimmed === "Free") return 0;
  const match = /^\$([\d,]+)(?:\.(\d{2}))?$/.exec(trimmed);
  if (!match) throw new Error(`not a price: ${trimmed}`);
  return Number(match[1]!.replace(/,/g, "")) * 100 + Number(match[2] ?? 0);
}

async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId("course-card").getByTestId("course-price").allInnerTexts();
  return texts.map(cents);
}

async function expectAxeClean(page: Page) {
  const results = await axe(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** No horizontal scrolling at the narrowest phone width. */
async function expectNoHorizontalScroll(page: Page, width = 320) {
  const size = page.viewportSize();
  await page.setViewportSize({ width, height: 720 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  if (size) await page.setViewportSize(size);
}

/** Screenshots at the two sizes the design is checked at (desktop first, then a phone). */
async function screenshots(page: Page, testInfo: TestInfo, name: string, prepare?: () => Promise<void>) {
  if (!KEEP_SCREENSHOTS) return;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1440, height: 900 });
  await prepare?.();
  await keepScreenshot(page, { path: testInfo.outputPath(`${name}-1440.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await prepare?.();
  await keepScreenshot(page, { path: testInfo.outputPath(`${name}-390.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

function card(page: Page, title: string): Locator {
  return page.getByTestId("course-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

/** The public enrollment panel: Enroll Now → e-mail → the code from the outbox. */
async function enrollByEmail(page: Page, email: string, verifyLabel: RegExp) {
  await page.getByRole("button", { name: "Enroll Now" }).click();
  const emailForm = page.getByRole("form", { name: "Enroll with your e-mail" });
  await expect(emailForm.getByLabel("Email")).toBeFocused();
  await emailForm.getByLabel("Email").fill(email);
  await emailForm.getByRole("button", { name: "Send code" }).click();
  const codeForm = page.getByRole("form", { name: "Enter your code" });
  await expect(codeForm.getByLabel("6-digit code")).toBeFocused();
  await codeForm.getByLabel("6-digit code").fill(await codeSentTo(email));
  await codeForm.getByRole("button", { name: verifyLabel }).click();
}

/** A tRPC call from the signed-in browser (cookie and CSRF header as the app sends them). */
async function trpcMutation(page: Page, path: string, input: unknown): Promise<unknown> {
  const xsrf = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const response = await page.request.post(`/api/trpc/${path}`, {
    data: { json: input },
    headers: { "x-xsrf-token": xsrf, "content-type": "application/json" },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: { data: { json: unknown } } }).result.data.json;
}

async function courseOutline(page: Page, courseId: string) {
  const response = await page.request.get(`/api/trpc/courses.byId?input=${encodeURIComponent(JSON.stringify({ json: { courseId } }))}`);
  const body = (await response.json()) as { result: { data: { json: { modules: Array<{ id: string; lessons: Array<{ id: string }> }> } } } };
  return body.result.data.json.modules;
}

/** The order id on the page shown: after a client-side navigation Next keeps the previous page, hidden, for the way back. */
function shownOrderId(page: Page) {
  return page.getByTestId("order-id").filter({ visible: true });
}

test("catalogue: case-insensitive search over title and description, sort by price both ways", async ({ page }, testInfo) => {
  await page.goto("/courses");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Parenting Courses");
  const cards = page.getByTestId("course-card");
  await expect(cards).toHaveCount(6);
  await expect(page.getByTestId("course-count")).toHaveText("Showing 6 courses");
  // Featured badge, price with its discount, hours, instructor, and the link to the details.
  const newborn = card(page, "Newborn Care Basics: The First Six Weeks");
  await expect(newborn.getByText("Featured")).toBeVisible();
  // Its length is its six lessons' real lengths added up (issue 26: it said "2.5 hours").
  await expect(newborn.getByText("3 mins 17 secs")).toBeVisible();
  await expect(newborn.getByText("Maya Haddad", { exact: true })).toBeVisible();
  // Whom it is for: the ages the clinic set on the course.
  await expect(newborn.getByTestId("course-ages")).toHaveText("For ages up to 3 months");
  await expect(card(page, "Gentle Sleep for Babies and Toddlers").getByTestId("course-ages")).toHaveText("For ages 4 months to 3 years");
  const discounted = card(page, PAID.title);
  await expect(discounted.getByTestId("course-price")).toHaveText(PAID.price);
  await expect(discounted.locator("del")).toHaveText(`was ${PAID.was}`);
  await expect(card(page, FREE_TITLE).getByTestId("course-price")).toHaveText("Free");

  await expectAxeClean(page);
  await screenshots(page, testInfo, "catalogue");
  await expectNoHorizontalScroll(page);

  // Search: case-insensitive, over titles and descriptions.
  const search = page.getByLabel("Search courses");
  await search.fill("SLEEP");
  await expect(page.getByTestId("course-count")).toHaveText("2 courses matching “SLEEP”");
  for (const text of await cards.allInnerTexts()) expect(text.toLowerCase()).toContain("sleep");
  await expect(card(page, "Gentle Sleep for Babies and Toddlers")).toBeVisible();
  // "colostrum" is only in a description.
  await search.fill("colostrum");
  await expect(cards).toHaveCount(1);
  await expect(card(page, PAID.title)).toBeVisible();
  await search.fill("no such course at all");
  await expect(cards).toHaveCount(0);
  await expect(page.getByTestId("course-count")).toHaveText("No courses match “no such course at all”.");
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(cards).toHaveCount(6);

  // Sort by the price paid (the discount price when there is one).
  const sort = page.getByLabel("Sort by");
  await sort.selectOption({ label: "Price: low to high" });
  await expect.poll(() => shownPrices(page)).toEqual([0, 2900, 2900, 3500, 4500, 4900]);
  await sort.selectOption({ label: "Price: high to low" });
  await expect.poll(() => shownPrices(page)).toEqual([4900, 4500, 3500, 2900, 2900, 0]);
  await expect(page).toHaveURL(/[?&]sort=price-desc/);

  // The search and sort live in the address: a reload (or a shared link) keeps them.
  await search.fill("first");
  await expect(page).toHaveURL(/[?&]q=first/);
  await page.reload();
  await expect(page.getByLabel("Search courses")).toHaveValue("first");
  await expect(page.getByLabel("Sort by")).toHaveValue("price-desc");
  const firstPrices = await shownPrices(page);
  expect(firstPrices).toEqual([...firstPrices].sort((a, b) => b - a));
  expect(firstPrices.length).toBeGreaterThan(0);
});

test("an address that cannot name a course is a 404", async ({ page }) => {
  const response = await page.goto("/courses/not-a-course-id");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});

test("a missing course says 'Course not found' and is kept out of search engines", async ({ page }) => {
  // A well-formed id is only known to be missing once the page renders, after its frame (and a
  // 200) went out: Next then marks the page noindex (decision 022).
  await page.goto("/courses/00000000-0000-0000-0000-000000000000");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Course not found");
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
  await page.getByRole("link", { name: "See all courses" }).click();
  await expect(page).toHaveURL(/\/courses$/);
});

test("enroll by e-mail and code, pay, find the course in My Courses, watch, seek and move across modules", async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const email = uniqueEmail("paid");

  // The details page.
  await page.goto("/courses");
  await card(page, PAID.title).getByRole("link", { name: /View Details/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAID.title);
  await expect(page.getByText("Instructor:")).toBeVisible();
  await expect(page.getByTestId("save-badge")).toHaveText(PAID.save);
  await expect(page.getByTestId("module-count")).toHaveText("2");
  await expect(page.getByTestId("lesson-count")).toHaveText("5");
  await expect(page.getByRole("heading", { name: "What you'll learn" })).toBeVisible();
  // Modules expand and collapse; their lessons are locked.
  const secondModule = page.getByTestId("course-module").nth(1);
  await expect(secondModule.getByText(PAID.lessons[3]!)).toBeHidden();
  await secondModule.getByText(PAID.modules[1]!).click();
  await expect(secondModule.getByText(PAID.lessons[3]!)).toBeVisible();
  await expect(secondModule.getByText("Enroll to access").first()).toBeVisible();
  await expectAxeClean(page);
  await expectNoHorizontalScroll(page);

  // E-mail step: required and e-mail shaped; nothing is sent until it is.
  await page.getByRole("button", { name: "Enroll Now" }).click();
  const emailForm = page.getByRole("form", { name: "Enroll with your e-mail" });
  const emailField = emailForm.getByLabel("Email");
  await expect(emailField).toBeFocused();
  await emailForm.getByRole("button", { name: "Send code" }).click();
  await expect(emailForm.getByText("Email is required")).toBeVisible();
  await emailField.fill("not-an-address");
  await emailForm.getByRole("button", { name: "Send code" }).click();
  await expect(emailForm.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(emailField).toHaveAttribute("aria-invalid", "true");
  await emailField.fill(email);
  await emailForm.getByRole("button", { name: "Send code" }).click();

  // Code step, with its two Back buttons.
  const codeForm = page.getByRole("form", { name: "Enter your code" });
  const codeField = codeForm.getByLabel("6-digit code");
  await expect(codeField).toBeFocused();
  await expect(codeForm.getByText(email)).toBeVisible();
  const code = await codeSentTo(email);
  await codeForm.getByRole("button", { name: "Back to the e-mail step" }).click();
  await expect(emailField).toBeFocused();
  await expect(emailField).toHaveValue(email);
  // Asking again within the minute keeps the code already sent.
  await emailForm.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText("Please wait a minute before asking for a new code.")).toBeVisible();
  await expect(codeField).toBeFocused();
  await codeForm.getByRole("button", { name: "Back to course" }).click();
  await expect(page.getByRole("button", { name: "Enroll Now" })).toBeFocused();
  await page.getByRole("button", { name: "Enroll Now" }).click();
  await emailForm.getByRole("button", { name: "Send code" }).click();
  await expect(codeField).toBeFocused();

  // A wrong code: the server's words in a toast.
  const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
  await codeField.fill(wrong);
  await codeForm.getByRole("button", { name: "Verify & Continue to Payment" }).click();
  await expect(page.getByText("Invalid OTP. 4 tries left.")).toBeVisible();
  await expect(page).toHaveURL(/\/courses\/[0-9a-f-]+$/);

  await codeField.fill(code);
  await expect(codeForm).toBeVisible();
  await screenshots(page, testInfo, "course-panel-open");
  await codeForm.getByRole("button", { name: "Verify & Continue to Payment" }).click();

  // The simulated gateway charges the discount price.
  await expect(page).toHaveURL(/\/pay\/sim_cs_/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Pay ${PAID.price}`);
  const orderId = (await page.getByTestId("order-id").innerText()).trim();
  expect(orderId).toMatch(/^CRS-/);
  const pending = page.waitForURL(new RegExp(`/courses/status/pending/${orderId}`), { waitUntil: "commit" });
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await pending;
  await expect(page).toHaveURL(new RegExp(`/courses/status/success\\?order=${orderId}&session_id=sim_cs_[\\w-]+$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Successful");
  await expect(shownOrderId(page)).toHaveText(orderId);
  await page.getByRole("link", { name: "Continue" }).click();

  // My Courses lists it, at 0 %.
  await expect(page).toHaveURL(/\/dashboard\/my-courses$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Courses");
  const mine = page.getByTestId("my-course").filter({ hasText: PAID.title });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  await expect(mine.getByTestId("progress-percent")).toHaveText("0%");
  await expectAxeClean(page);
  await screenshots(page, testInfo, "my-courses");

  // The player: the first lesson, Previous disabled.
  await mine.getByRole("link", { name: /^Continue/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/courses\/[^/]+\/modules\/[^/]+\/videos\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAID.lessons[0]!);
  await expect(page.getByTestId("lesson-module").filter({ visible: true })).toHaveText(PAID.modules[0]!);
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  const outline = page.getByRole("complementary", { name: "Course outline" });
  await expect(outline.locator('[aria-current="page"]')).toContainText(PAID.lessons[0]!);

  const video = page.getByTestId("lesson-video");
  await expect(video).toHaveAttribute("controlslist", "nodownload");
  await expect(video).toHaveAttribute("disablepictureinpicture", "");
  // The video plays (muted: autoplay rules allow a muted play without a gesture).
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
  // Seeking asks the signed route for a byte range.
  const seekedTo = await video.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        v.addEventListener("seeked", () => resolve(v.currentTime), { once: true });
        v.currentTime = 12;
      }),
  );
  expect(seekedTo).toBeGreaterThanOrEqual(11.5);
  // Pausing saves the position; reopening the lesson resumes there. (Starting to play saved 0:00.)
  const saved = page.waitForResponse(
    (r) => r.url().includes("courses.saveProgress") && r.ok() && /"positionSeconds":1\d\b/.test(r.request().postData() ?? ""),
  );
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  await saved;
  await page.reload();
  await expect(page.getByText(/Picking up where you left off \(0:1\d\)/)).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThanOrEqual(11);
  // A video address that stops working (it expires after 10 minutes) is replaced by a fresh one,
  // and the video carries on where it was.
  const refreshed = page.waitForResponse((r) => r.url().includes("courses.lesson") && r.ok());
  const broken = await video.evaluate((v: HTMLVideoElement) => {
    v.src = v.currentSrc.replace(/([?&]s=)[^&]+/, "$1tampered");
    return v.src;
  });
  await refreshed;
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).not.toBe(broken);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThanOrEqual(11);
  await expect(page.getByRole("alert").filter({ hasText: "could not be played" })).toHaveCount(0);
  await expectAxeClean(page);
  await expectNoHorizontalScroll(page);
  await screenshots(page, testInfo, "player");

  // Next: within the module, then across the module boundary.
  await page.getByRole("link", { name: /^Next/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAID.lessons[1]!);
  await page.getByRole("link", { name: /^Next/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAID.lessons[2]!);
  await expect(page.getByTestId("lesson-module").filter({ visible: true })).toHaveText(PAID.modules[0]!);
  await page.getByRole("link", { name: /^Next/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAID.lessons[3]!);
  await expect(page.getByTestId("lesson-module").filter({ visible: true })).toHaveText(PAID.modules[1]!);
  await expect(outline.locator('[aria-current="page"]')).toContainText(PAID.lessons[3]!);
  // Previous goes back across it.
  await page.getByRole("link", { name: /^Previous/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAID.lessons[2]!);
  await expect(page.getByTestId("lesson-module").filter({ visible: true })).toHaveText(PAID.modules[0]!);

  // Back to the course: enrolled, so Watch links and a disabled 'Already Enrolled'.
  await page.getByRole("link", { name: /Back to the course/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAID.title);
  await expect(page.getByRole("button", { name: "Already Enrolled" })).toBeDisabled();
  for (const line of ["Full lifetime access", "Access on mobile and TV", "Certificate of completion"]) {
    await expect(page.getByText(line, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: `Watch: ${PAID.lessons[0]}` })).toBeVisible();
  await expect(page.getByText("Enroll to access")).toHaveCount(0);
  await expectAxeClean(page);
  await expectNoHorizontalScroll(page);
  await screenshots(page, testInfo, "dashboard-course");

  // The public page knows it too, and leads to the course in the dashboard.
  await page.goto("/courses");
  await card(page, PAID.title).getByRole("link", { name: /View Details/ }).click();
  await expect(page.getByText("You are enrolled in this course.")).toBeVisible();
  await page.getByRole("link", { name: "Go to your course" }).click();
  await expect(page).toHaveURL(/\/dashboard\/courses\/[^/]+$/);
});

test("a free course enrolls without payment; a finished course gives a certificate; a signed-in parent skips the code", async ({ page }, testInfo) => {
  // Every lesson is watched to its end at twice the speed, the fastest the server credits in full
  // (MAX_PLAYBACK_RATE): 102 s of video in 51 s.
  test.setTimeout(240_000);
  const email = uniqueEmail("free");

  await page.goto("/courses");
  await card(page, FREE_TITLE).getByRole("link", { name: /View Details/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(FREE_TITLE);
  await expect(page.getByTestId("course-price")).toHaveText("Free");
  await expect(page.getByTestId("save-badge")).toHaveCount(0);
  const courseId = /\/courses\/([^/?#]+)$/.exec(page.url())![1]!;

  await enrollByEmail(page, email, /^Verify & Enroll$/);
  await expect(page).toHaveURL(/\/dashboard\/my-courses$/);
  const mine = page.getByTestId("my-course").filter({ hasText: FREE_TITLE });
  await expect(mine).toBeVisible();
  await expect(page.getByText("No courses enrolled yet")).toHaveCount(0);

  // Reporting the end of lessons at once completes none: the server has not seen them play.
  const lessons = (await courseOutline(page, courseId)).flatMap((m) => m.lessons.map((lesson) => ({ moduleId: m.id, id: lesson.id })));
  const others = lessons.slice(0, -1);
  for (const lesson of others) {
    expect(await trpcMutation(page, "courses.saveProgress", { lessonId: lesson.id, positionSeconds: 9999, ended: true })).toMatchObject({ completed: false });
  }
  await page.reload();
  await expect(mine.getByTestId("progress-percent")).toHaveText("0%");

  // Each lesson watched in the player from start to end at twice the speed is completed; the
  // last one says the course is done.
  for (const [index, lesson] of lessons.entries()) {
    await page.goto(`/dashboard/courses/${courseId}/modules/${lesson.moduleId}/videos/${lesson.id}`);
    const video = page.getByTestId("lesson-video");
    const ended = page.waitForResponse((r) => r.url().includes("courses.saveProgress") && r.ok() && (r.request().postData() ?? "").includes('"ended":true'), {
      timeout: 60_000,
    });
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      element.playbackRate = 2;
      await element.play();
    });
    expect(await (await ended).text()).toContain('"completed":true');
    if (index === lessons.length - 1) {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("When to Talk to Your Doctor");
      await expect(page.getByText("Lesson complete. That was the last lesson of the course!")).toBeVisible();
    }
  }
  // Reported at their end again without playing, the lessons stay completed.
  for (const lesson of others) {
    expect(await trpcMutation(page, "courses.saveProgress", { lessonId: lesson.id, positionSeconds: 9999, ended: true })).toMatchObject({ completed: true });
  }
  await page.goto("/dashboard/my-courses");
  await expect(mine.getByTestId("progress-percent")).toHaveText("100%");
  // The player ticks every finished lesson in its outline.
  await mine.getByRole("link", { name: /^Continue/ }).click();
  await expect(page.getByRole("complementary", { name: "Course outline" }).getByTestId("lesson-completed")).toHaveCount(4);
  await page.goBack();
  await mine.getByRole("button", { name: /Get certificate/ }).click();
  const verify = mine.getByTestId("certificate-link");
  await expect(verify).toHaveText("public page");
  await expect(verify).toHaveAttribute("href", /\/certificates\/[\w-]+$/);
  await page.goto((await verify.getAttribute("href"))!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certificate of Completion");
  await expect(page.getByText(FREE_TITLE)).toBeVisible();
  // The finished course's page no longer offers to start it (issue 26): it says so, offers to watch it
  // again, and the certificate.
  await page.goto(`/dashboard/courses/${courseId}`);
  await expect(page.getByText("You have finished this course.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Start watching" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Watch again from the start" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Get certificate/ })).toBeVisible();

  // Signed in now: Enroll Now on another course goes straight to the payment page…
  await page.goto("/courses");
  await card(page, OTHER_PAID_TITLE).getByRole("link", { name: /View Details/ }).click();
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
  await page.getByRole("button", { name: "Enroll Now" }).click();
  await expect(page).toHaveURL(/\/pay\/sim_cs_/);
  // …and cancelling there leads to the failure page, whose Try Again goes back to the courses.
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(page).toHaveURL(/\/courses\/status\/failure\?order=CRS-/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Failed");
  await expect(page.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/");
  await page.getByRole("link", { name: "Try Again" }).click();
  await expect(page).toHaveURL(/\/courses$/);

  // From the dashboard, Enroll Now opens the payment page as well.
  await page.goto("/dashboard/browse");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buy Courses");
  await expectAxeClean(page);
  await screenshots(page, testInfo, "browse");
  await card(page, OTHER_PAID_TITLE).getByRole("link", { name: /View Course/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(OTHER_PAID_TITLE);
  await expect(page.getByText("Enroll to access").first()).toBeVisible();
  await expect(page.getByRole("link", { name: /^Watch/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Enroll Now" }).click();
  await expect(page).toHaveURL(/\/pay\/sim_cs_/);
});

test("My Courses without a course says so and leads to Browse Courses", async ({ page }) => {
  const email = uniqueEmail("empty");
  await page.goto("/courses");
  await card(page, OTHER_PAID_TITLE).getByRole("link", { name: /View Details/ }).click();
  // Signing in through the panel, then leaving the payment page unpaid.
  await enrollByEmail(page, email, /^Verify & Continue to Payment$/);
  await expect(page).toHaveURL(/\/pay\/sim_cs_/);
  await page.goto("/dashboard/my-courses");
  await expect(page.getByText("No courses enrolled yet")).toBeVisible();
  await page.getByRole("link", { name: "Browse Courses" }).click();
  await expect(page).toHaveURL(/\/dashboard\/browse$/);
  await expectAxeClean(page);
});
