import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import type { Database } from "~/server/db/client";
import { courseModules, enrollments, lessonProgress, lessons, users } from "~/server/db/schema";
import { saveLessonProgress } from "~/server/services/courses/save-lesson-progress";
import { testCaller, testDb } from "../support/app";
import { createCourse } from "../support/factories";

/**
 * Watch time is credited by the server's clock between reports of the lesson that is playing, one
 * lesson per enrollment at a time. The clock is the service's `now`: no test waits.
 */

let db: Database;
/** Four lessons of 24, 24, 24 and 30 s: 102 s of video, like the course of the reported attack. */
let course: { id: string };
let courseLessons: Array<{ id: string; durationSeconds: number }>;
const LENGTHS = [24, 24, 24, 30];

beforeAll(async () => {
  db = await testDb();
  course = await createCourse(db, { title: "First Weeks", priceCents: 0 });
  const rows = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(eq(courseModules.courseId, course.id))
    .orderBy(courseModules.position, lessons.position);
  courseLessons = [];
  for (const [index, row] of rows.entries()) {
    await db.update(lessons).set({ durationSeconds: LENGTHS[index]! }).where(eq(lessons.id, row.id));
    courseLessons.push({ id: row.id, durationSeconds: LENGTHS[index]! });
  }
});

let counter = 0;
/** A parent enrolled in the course, and a clock for their reports starting now. */
async function enrolledParent() {
  const email = `watcher-${++counter}-${Date.now()}@example.com`;
  const [row] = await db.insert(users).values({ email, firstName: "Rana", lastName: "Khoury", emailVerified: new Date() }).returning({ id: users.id });
  await db.insert(enrollments).values({ userId: row!.id, courseId: course.id, status: "active", activatedAt: new Date() });
  const user = { id: row!.id, email, firstName: "Rana", lastName: "Khoury", phoneNumber: null, role: "parent" as const, locale: "en" as const };
  const start = Date.now();
  const at = (seconds: number) => new Date(start + seconds * 1000);
  const report = (lessonId: string, positionSeconds: number, seconds: number, playing = true) =>
    saveLessonProgress({ db, user, lessonId, positionSeconds, playing, now: at(seconds) });
  return { user, at, report };
}

async function watchedMs(userId: string, lessonId: string) {
  const [row] = await db
    .select({ watchedMs: lessonProgress.watchedMs })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)));
  return row?.watchedMs ?? 0;
}

/**
 * The player watching a lesson from `from` to its end at `rate`, saving every 5 s as it does, from
 * second `startAt` of the parent's clock. Answers the end's report and when it was made.
 */
async function watchToEnd(
  report: (lessonId: string, position: number, seconds: number, playing?: boolean) => Promise<{ completed: boolean }>,
  lesson: { id: string; durationSeconds: number },
  { startAt, from = 0, rate = 1 }: { startAt: number; from?: number; rate?: number },
) {
  let clock = startAt;
  let position = from;
  await report(lesson.id, position, clock);
  while (position < lesson.durationSeconds) {
    const step = Math.min(5, (lesson.durationSeconds - position) / rate);
    clock += step;
    position = Math.min(lesson.durationSeconds, position + step * rate);
    if (position < lesson.durationSeconds) await report(lesson.id, position, clock);
  }
  const ended = await report(lesson.id, position, clock, false);
  return { ...ended, endedAt: clock };
}

describe("watch time the server measures (issue 25)", () => {
  it("the parallel attack: every lesson started at once, each reported at its end after 80 % of the longest, completes none and gives no certificate", async () => {
    const { user, report } = await enrolledParent();
    await Promise.all(courseLessons.map((lesson) => report(lesson.id, 0, 0)));
    // 80 % of the longest lesson (30 s) later, every lesson at its end, at once and then one by one.
    const atOnce = await Promise.all(courseLessons.map((lesson) => report(lesson.id, lesson.durationSeconds, 24)));
    // Only the lesson whose start the server saw last was playing: it alone may earn the 24 s
    // (as much as 48 s of video at twice the speed).
    expect(atOnce.filter((answer) => answer.completed).length).toBeLessThanOrEqual(1);
    for (const lesson of courseLessons) await report(lesson.id, lesson.durationSeconds, 26, false);
    const credited = await Promise.all(courseLessons.map((lesson) => watchedMs(user.id, lesson.id)));
    expect(credited.filter((ms) => ms > 0).length).toBeLessThanOrEqual(1);
    const caller = await testCaller({ user });
    expect((await caller.courses.myCourses()).find((c) => c.id === course.id)).toMatchObject({ certificateAvailable: false });
    await expect(caller.courses.certificate({ courseId: course.id })).rejects.toThrow("Finish every lesson of the course to get its certificate.");
  });

  it("the same attack one lesson after another: only the lesson reported last earned any time, and not enough", async () => {
    const { user, report } = await enrolledParent();
    for (const lesson of courseLessons) await report(lesson.id, 0, 0);
    for (const lesson of courseLessons) expect((await report(lesson.id, lesson.durationSeconds, 24)).completed).toBe(false);
    // Each report at an end found another lesson playing (the one reported before it): no time at all.
    for (const lesson of courseLessons) expect(await watchedMs(user.id, lesson.id)).toBe(0);
  });

  it("a parent who watches each lesson through, saving every 5 s, completes it and gets the certificate", async () => {
    const { user, report } = await enrolledParent();
    let clock = 0;
    for (const lesson of courseLessons) {
      const { completed, endedAt } = await watchToEnd(report, lesson, { startAt: clock });
      expect(completed).toBe(true);
      expect(await watchedMs(user.id, lesson.id)).toBe(lesson.durationSeconds * 1000);
      clock = endedAt + 3;
    }
    const caller = await testCaller({ user });
    expect((await caller.courses.certificate({ courseId: course.id })).url).toMatch(/^\/certificates\//);
  });

  it("twice the normal speed counts in full; faster, only twice the time passed", async () => {
    const { user, report } = await enrolledParent();
    const [first, second] = courseLessons;
    expect((await watchToEnd(report, first!, { startAt: 0, rate: 2 })).completed).toBe(true);
    // Four times the speed: 24 s of video in 6 s credits 12 s, half of it: still in progress.
    expect((await watchToEnd(report, second!, { startAt: 100, rate: 4 })).completed).toBe(false);
    expect(await watchedMs(user.id, second!.id)).toBe(12_000);
  });

  it("a pause credits nothing: the time until the video plays again is not watching", async () => {
    const { user, report } = await enrolledParent();
    const lesson = courseLessons[3]!;
    await report(lesson.id, 0, 0);
    await report(lesson.id, 10, 10, false);
    // An hour later it plays on from 10 s; a report at the end 2 s after credits at most 4 s (2×).
    await report(lesson.id, 10, 3600);
    expect((await report(lesson.id, 30, 3602)).completed).toBe(false);
    expect(await watchedMs(user.id, lesson.id)).toBe(14_000);
    // Played on from there to the end for real, it completes.
    await report(lesson.id, 10, 3700);
    expect((await report(lesson.id, 30, 3720, false)).completed).toBe(true);
  });

  it("seeking back credits nothing for the jump and the time watched after it counts; seeking forward credits little", async () => {
    const { user, report } = await enrolledParent();
    // 30 s long: 24 s must be seen.
    const lesson = courseLessons[3]!;
    await report(lesson.id, 0, 0);
    await report(lesson.id, 10, 10);
    // Back to 2 s, played 3 s: that report credits nothing, the next ones count again.
    await report(lesson.id, 5, 15);
    expect(await watchedMs(user.id, lesson.id)).toBe(10_000);
    await report(lesson.id, 10, 20);
    expect(await watchedMs(user.id, lesson.id)).toBe(15_000);
    // A jump from 10 s to the end 1 s later credits what 1 s at twice the speed (and a late
    // report's allowance) could: 6 s, 21 s in all, short of 24 s.
    expect((await report(lesson.id, 30, 21)).completed).toBe(false);
    expect(await watchedMs(user.id, lesson.id)).toBe(21_000);
    // Back to the middle and watched to the end: the watched time passes 24 s and it completes.
    await report(lesson.id, 12, 30);
    expect((await report(lesson.id, 17, 35)).completed).toBe(false);
    expect((await report(lesson.id, 30, 48, false)).completed).toBe(true);
    expect(await watchedMs(user.id, lesson.id)).toBe(30_000);
  });

  it("a report that reaches the server late costs a parent watching at twice the speed nothing", async () => {
    const { user, report } = await enrolledParent();
    const lesson = courseLessons[3]!;
    // The player saves every 5 s at 2×: 10 s of video each; the second save arrives 2 s late.
    await report(lesson.id, 0, 0);
    await report(lesson.id, 10, 7);
    await report(lesson.id, 20, 10);
    expect((await report(lesson.id, 30, 15, false)).completed).toBe(true);
    expect(await watchedMs(user.id, lesson.id)).toBe(30_000);
  });

  it("reporting often earns no more than the run's real time at twice the speed", async () => {
    const { user, report } = await enrolledParent();
    const lesson = courseLessons[3]!;
    await report(lesson.id, 0, 0);
    // Every 0.1 s, 2 s further: the allowance per report would let it through, the run's does not.
    for (let step = 1; step <= 15; step++) await report(lesson.id, step * 2, step / 10);
    expect(await watchedMs(user.id, lesson.id)).toBe(3_000);
  });

  it("one lesson at a time: a report of another lesson ends the first one's clock", async () => {
    const { user, report } = await enrolledParent();
    const [a, b] = courseLessons;
    await report(a!.id, 0, 0);
    await report(b!.id, 0, 1);
    // A's next report finds B playing: nothing for A, and A's report now stops B's clock in turn.
    await report(a!.id, 20, 20);
    await report(b!.id, 20, 21);
    expect(await watchedMs(user.id, a!.id)).toBe(0);
    expect(await watchedMs(user.id, b!.id)).toBe(0);
  });

  it("two devices one after the other: the second resumes where the first stopped and finishes the lesson", async () => {
    const { user, report } = await enrolledParent();
    const lesson = courseLessons[3]!;
    // The phone plays 15 s and the parent leaves the lesson.
    await report(lesson.id, 0, 0);
    await report(lesson.id, 5, 5);
    await report(lesson.id, 10, 10);
    await report(lesson.id, 15, 15, false);
    // The laptop that evening, from 15 s to the end.
    const { completed } = await watchToEnd(report, lesson, { startAt: 20_000, from: 15 });
    expect(completed).toBe(true);
    expect(await watchedMs(user.id, lesson.id)).toBe(30_000);
    // A device left open on the same lesson whose report comes in later does not add time for free.
    await report(lesson.id, 15, 20_100);
    expect(await watchedMs(user.id, lesson.id)).toBe(30_000);
  });

  it("parallel reports of one interval credit it once", async () => {
    const { user, report } = await enrolledParent();
    const lesson = courseLessons[3]!;
    await report(lesson.id, 0, 0);
    await Promise.all(Array.from({ length: 8 }, () => report(lesson.id, 10, 10)));
    expect(await watchedMs(user.id, lesson.id)).toBe(10_000);
    const answers = await Promise.all(Array.from({ length: 8 }, () => report(lesson.id, 30, 25)));
    // 10 s + min(20, 2 × 15): 30 s; the end reached once, and every answer after it says completed.
    expect(await watchedMs(user.id, lesson.id)).toBe(30_000);
    expect(answers.every((answer) => answer.completed)).toBe(true);
  });

  it("the tRPC procedure passes the player's playing flag: a pause ends the lesson's clock", async () => {
    const { user } = await enrolledParent();
    const caller = await testCaller({ user });
    const lesson = courseLessons[1]!;
    await saveLessonProgress({ db, user, lessonId: lesson.id, positionSeconds: 0, now: new Date(Date.now() - 60_000) });
    await caller.courses.saveProgress({ lessonId: lesson.id, positionSeconds: 10, playing: false });
    expect(await watchedMs(user.id, lesson.id)).toBe(10_000);
    const clock = () =>
      db
        .select({ lessonId: enrollments.watchLessonId, reportedAt: enrollments.watchReportedAt, runStartedAt: enrollments.watchRunStartedAt })
        .from(enrollments)
        .where(and(eq(enrollments.userId, user.id), eq(enrollments.courseId, course.id)));
    expect(await clock()).toEqual([{ lessonId: null, reportedAt: null, runStartedAt: null }]);
    await caller.courses.saveProgress({ lessonId: lesson.id, positionSeconds: 10 });
    expect(await clock()).toEqual([{ lessonId: lesson.id, reportedAt: expect.any(Date), runStartedAt: expect.any(Date) }]);
    // The player's end: 'ended' alone is a pause too.
    await caller.courses.saveProgress({ lessonId: lesson.id, positionSeconds: 24, ended: true });
    expect(await clock()).toEqual([{ lessonId: null, reportedAt: null, runStartedAt: null }]);
  });
});
