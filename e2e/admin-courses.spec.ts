
import { axe } from "./axe";
import { expect, test } from "./fixtures";
import { codeSentTo, uniqueEmail } from "./parents";
import { signInToBackOffice } from "./staff";
import { keepScreenshot } from "./screenshots";

const VIDEO = "content/lessons/breastfeeding-and-pumping-01-the-first-days.mp4";

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1440, height: 900 },
]) {
  test(`the admin on a ${viewport.name} makes a course with an uploaded lesson; an enrolled parent watches it`, async ({ page, browser }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInToBackOffice(page);
    const title = `Calm Bedtimes ${viewport.name} ${Date.now()}`;

    // A new course opens as a draft, on its own page.
    await page.goto("/admin/courses");
    const newCourse = page.getByRole("form", { name: "New course" });
    await newCourse.getByLabel("Title").fill(title);
    await newCourse.getByLabel("Description").fill("Evenings that end in sleep, step by step.");
    await newCourse.getByLabel("Category").fill("Sleep");
    await newCourse.getByLabel("Price (USD)", { exact: true }).fill("abc");
    await newCourse.getByLabel("Instructor's first name").fill("Maya");
    await newCourse.getByLabel("Instructor's last name").fill("Haddad");
    await newCourse.getByRole("button", { name: "Create draft" }).click();
    await expect(newCourse.getByText("Write the price in dollars, e.g. 45 or 45.50.")).toBeVisible();
    await expect(newCourse.getByLabel("Price (USD)", { exact: true })).toBeFocused();
    await expect(newCourse.getByLabel("Title")).toHaveValue(title);
    await newCourse.getByLabel("Price (USD)", { exact: true }).fill("0");
    await newCourse.getByRole("button", { name: "Create draft" }).click();
    await expect(page).toHaveURL(/\/admin\/courses\/[0-9a-f-]{36}$/);
    const courseId = page.url().split("/").at(-1)!;
    await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Draft");

    // Publishing an empty course says why not.
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Add at least one lesson with its video before publishing the course.")).toBeVisible();

    const addModule = page.getByRole("form", { name: "Add a module" });
    await addModule.getByLabel("New module").fill("Getting ready");
    await addModule.getByRole("button", { name: "Add module" }).click();
    const moduleItem = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "1. Getting ready" }) });
    await expect(moduleItem).toBeVisible();

    // A lesson: a file that is not a video is refused by its content; the MP4 uploads with a progress bar.
    const addLesson = moduleItem.getByRole("form", { name: "Add a lesson" });
    await addLesson.getByLabel("Lesson title").fill("The wind-down hour");
    await addLesson.getByLabel("Video").setInputFiles({ name: "wind-down.mp4", mimeType: "video/mp4", buffer: Buffer.from("this is not a video at all".repeat(200)) });
    await addLesson.getByRole("button", { name: "Add lesson" }).click();
    await expect(addLesson.getByText("This file is not an MP4 video.", { exact: false })).toBeVisible();
    await expect(addLesson.getByLabel("Lesson title")).toHaveValue("The wind-down hour");
    await addLesson.getByLabel("Video").setInputFiles(VIDEO);
    await addLesson.getByRole("button", { name: "Add lesson" }).click();
    await expect(moduleItem.getByText("1.1 The wind-down hour")).toBeVisible();
    await expect(moduleItem.getByText("(0:26)")).toBeVisible();

    // Contrast is measured on a settled page: a toast fading in is not yet its final colour.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
    const audit = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(audit.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await keepScreenshot(page, { path: testInfo.outputPath(`admin-course-${viewport.name}.png`), fullPage: true });

    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("On the site");

    // A parent, in a browser of their own, finds it, enrolls (free) and watches the uploaded lesson.
    const parentContext = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
    try {
      const parent = await parentContext.newPage();
      await parent.goto(`/courses/${courseId}`);
      await expect(parent.getByRole("heading", { level: 1 })).toHaveText(title);
      const email = uniqueEmail("uploaded-lesson");
      await parent.getByRole("button", { name: "Enroll Now" }).click();
      const emailForm = parent.getByRole("form", { name: "Enroll with your e-mail" });
      await emailForm.getByLabel("Email").fill(email);
      await emailForm.getByRole("button", { name: "Send code" }).click();
      const codeForm = parent.getByRole("form", { name: "Enter your code" });
      await codeForm.getByLabel("6-digit code").fill(await codeSentTo(email));
      await codeForm.getByRole("button", { name: /^Verify & Enroll$/ }).click();
      await expect(parent).toHaveURL(/\/dashboard\/my-courses$/);
      await parent.getByTestId("my-course").filter({ hasText: title }).getByRole("link", { name: /^Continue/ }).click();
      await expect(parent.getByRole("heading", { level: 1 })).toHaveText("The wind-down hour");
      const video = parent.getByTestId("lesson-video");
      await video.evaluate(async (element: HTMLVideoElement) => {
        element.muted = true;
        await element.play();
      });
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
      expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(26);
    } finally {
      await parentContext.close();
    }
  });
}

test("lessons reorder by keyboard: the moved lesson keeps the focus", async ({ page }) => {
  await signInToBackOffice(page);
  await page.goto("/admin/courses");
  const newCourse = page.getByRole("form", { name: "New course" });
  const title = `Reorder ${Date.now()}`;
  for (const [label, value] of [
    ["Title", title],
    ["Description", "Two lessons to swap."],
    ["Category", "Test"],
    ["Price (USD)", "10"],
    ["Instructor's first name", "Maya"],
    ["Instructor's last name", "Haddad"],
  ] as const) {
    await newCourse.getByLabel(label, { exact: true }).fill(value);
  }
  await newCourse.getByRole("button", { name: "Create draft" }).click();
  await expect(page).toHaveURL(/\/admin\/courses\/[0-9a-f-]{36}$/);
  const addModule = page.getByRole("form", { name: "Add a module" });
  await addModule.getByLabel("New module").fill("Only module");
  await addModule.getByRole("button", { name: "Add module" }).click();
  const moduleItem = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "1. Only module" }) });
  for (const lesson of ["First", "Second"]) {
    const form = moduleItem.getByRole("form", { name: "Add a lesson" });
    await form.getByLabel("Lesson title").fill(lesson);
    await form.getByLabel("Video").setInputFiles(VIDEO);
    await form.getByRole("button", { name: "Add lesson" }).click();
    await expect(moduleItem.getByText(`${lesson} (0:26)`, { exact: false })).toBeVisible();
  }
  const down = moduleItem.getByRole("button", { name: "Down First" });
  await down.focus();
  await page.keyboard.press("Enter");
  await expect(moduleItem.getByText("1.1 Second")).toBeVisible();
  await expect(moduleItem.getByText("1.2 First")).toBeVisible();
  // At the bottom now: Down is disabled, so the focus is on its Up, ready for the next press.
  await expect(moduleItem.getByRole("button", { name: "Down First" })).toBeDisabled();
  await expect(moduleItem.getByRole("button", { name: "Up First" })).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "Moved “First” down." })).toBeVisible();
});
