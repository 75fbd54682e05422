import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { GET as buyRoute } from "~/app/api/courses/[id]/buy/route";
import { GET as lessonRoute } from "~/app/api/courses/[id]/modules/[moduleId]/videos/[videoId]/route";
import { GET as courseRoute } from "~/app/api/courses/[id]/route";
import { GET as isEnrolledRoute } from "~/app/api/courses/my-courses/isEnrolled/[courseId]/route";
import { GET as orderRoute } from "~/app/api/courses/order/[orderId]/route";
import { GET as myCoursesRoute } from "~/app/api/courses/user/my-courses/route";
import { GET as certificatePdf } from "~/app/api/certificates/[id]/pdf/route";
import { GET as videoRoute } from "~/app/api/media/lessons/[lessonId]/route";
import { courseModules, enrollments, lessons, payments } from "~/server/db/schema";
import { saveLessonProgress } from "~/server/services/courses/save-lesson-progress";
import { parseRange } from "~/server/services/courses/stream-lesson-video";
import { callRoute, testCaller, testDb } from "../support/app";
import { newParent, registerParent } from "../support/accounts";
import { createCourse } from "../support/factories";
import { recipients } from "../support/outbox";
import { deliveredMail } from "../support/jobs";
import { simulatedAction } from "../support/simulated-gateway";

type Signed = { token: string; user: { id: string; email: string } };
type Lesson = { data: { videoUrl: string; next: { moduleId: string; videoId: string } | null; previous: unknown; moduleTitle: string } };

const VIDEO = "newborn-care-basics-01-feeding-cues.mp4";
let paidCourse: { id: string };
let freeCourse: { id: string };
let firstLesson: { moduleId: string; lessonId: string };
let enrolled: Signed;
let other: Signed;

const bearer = (s: Signed) => ({ authorization: `Bearer ${s.token}` });

async function lessonsOf(courseId: string) {
  const db = await testDb();
  return db
    .select({ moduleId: lessons.moduleId, lessonId: lessons.id, moduleTitle: courseModules.title })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(eq(courseModules.courseId, courseId))
    .orderBy(courseModules.position, lessons.position);
}

function getLesson(who: Record<string, string>, ref = firstLesson) {
  return callRoute(lessonRoute, { params: { id: paidCourse.id, moduleId: ref.moduleId, videoId: ref.lessonId }, headers: who });
}

async function getVideo(url: string, headers: Record<string, string> = {}) {
  const full = new URL(url, "http://localhost:3000");
  const lessonId = full.pathname.split("/").at(-1)!;
  return videoRoute(new Request(full, { headers }), { params: Promise.resolve({ lessonId }) });
}

beforeAll(async () => {
  const db = await testDb();
  paidCourse = await createCourse(db, { title: "Sleep Basics", priceCents: 3900, discountPriceCents: 2900 });
  freeCourse = await createCourse(db, { title: "Milestones", priceCents: 0 });
  await db.update(lessons).set({ videoKey: VIDEO });
  firstLesson = (await lessonsOf(paidCourse.id))[0]!;
  enrolled = (await registerParent(newParent())).json as Signed;
  other = (await registerParent(newParent())).json as Signed;
});

describe("buying a course", () => {
  it("charges the discount price through the hosted page, and Pay enrolls with one e-mail", async () => {
    const bought = await callRoute(buyRoute, { params: { id: paidCourse.id }, headers: bearer(enrolled) });
    expect(bought.status).toBe(200);
    const { orderId, session, enrolled: at_once } = bought.json as { orderId: string; enrolled: boolean; session: { id: string; url: string } };
    expect(at_once).toBe(false);
    expect(orderId).toMatch(/^CRS-/);
    const [payment] = await (await testDb()).select().from(payments).where(eq(payments.id, orderId));
    expect(payment).toMatchObject({ amountCents: 2900, kind: "course", status: "pending" });

    expect((await callRoute(isEnrolledRoute, { params: { courseId: paidCourse.id }, headers: bearer(enrolled) })).json).toMatchObject({ isEnrolled: false });
    const result = await simulatedAction(session.id, "pay");
    expect(result.location).toBe(`http://localhost:3000/courses/status/pending/${orderId}?session_id=${session.id}`);
    expect((await callRoute(orderRoute, { params: { orderId } })).json).toMatchObject({ data: { status: "paid" } });
    expect((await callRoute(isEnrolledRoute, { params: { courseId: paidCourse.id }, headers: bearer(enrolled) })).json).toMatchObject({ isEnrolled: true });
    const mails = (await deliveredMail()).filter((m) => recipients(m).includes(enrolled.user.email) && m.subject?.startsWith("You're enrolled"));
    expect(mails).toHaveLength(1);

    const again = await callRoute(buyRoute, { params: { id: paidCourse.id }, headers: bearer(enrolled) });
    expect(again).toMatchObject({ status: 409, json: { message: "You are already enrolled in this course." } });
  });

  it("a free course enrolls at once, without payment", async () => {
    const bought = await callRoute(buyRoute, { params: { id: freeCourse.id }, headers: bearer(other) });
    expect(bought.json).toMatchObject({ enrolled: true, session: null, orderId: null });
    const mine = await callRoute(myCoursesRoute, { headers: bearer(other) });
    expect((mine.json as { data: Array<{ title: string }> }).data.map((c) => c.title)).toEqual(["Milestones"]);
  });

  it("needs a signed-in parent, and an existing course", async () => {
    expect((await callRoute(buyRoute, { params: { id: paidCourse.id } })).status).toBe(401);
    expect((await callRoute(buyRoute, { params: { id: "00000000-0000-4000-8000-000000000000" }, headers: bearer(other) })).json).toMatchObject({ message: "Course not found" });
    expect((await callRoute(courseRoute, { params: { id: "nope" } })).status).toBe(404);
  });

  it("Decline leaves the parent unenrolled", async () => {
    const bought = await callRoute(buyRoute, { params: { id: paidCourse.id }, headers: bearer(other) });
    const { session, orderId } = bought.json as { orderId: string; session: { id: string } };
    await simulatedAction(session.id, "decline");
    const db = await testDb();
    const [payment] = await db.select().from(payments).where(eq(payments.id, orderId));
    const [enrollment] = await db.select().from(enrollments).where(eq(enrollments.id, payment!.enrollmentId!));
    expect(payment!.status).toBe("failed");
    expect(enrollment!.status).toBe("cancelled");
  });
});

describe("course details", () => {
  it("shows modules and lessons with minutes, the instructor as an object, never a video address", async () => {
    const { status, json } = await callRoute(courseRoute, { params: { id: paidCourse.id } });
    expect(status).toBe(200);
    const data = (json as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({ title: "Sleep Basics", price: 39, discountPrice: 29, instructor: { firstName: "Maya", lastName: "Haddad" }, moduleCount: 2, lessonCount: 4 });
    expect((data.modules as Array<{ videos: Array<{ duration: number }> }>)[0]!.videos[0]!.duration).toBe(1);
    expect(JSON.stringify(data)).not.toMatch(/mp4|videoUrl|api\/media/);
  });
});

describe("lesson access", () => {
  it("anonymous → 401, another parent → 403, the enrolled parent gets the lesson and its neighbours", async () => {
    expect((await getLesson({})).status).toBe(401);
    expect((await getLesson(bearer(other))).status).toBe(403);
    const ok = await getLesson(bearer(enrolled));
    expect(ok.status).toBe(200);
    const lesson = (ok.json as Lesson).data;
    expect(lesson.previous).toBeNull();
    expect(lesson.videoUrl).toMatch(new RegExp(`^/api/media/lessons/${firstLesson.lessonId}\\?u=${enrolled.user.id}&e=\\d+&s=`));

    const all = await lessonsOf(paidCourse.id);
    const lastOfFirstModule = (await getLesson(bearer(enrolled), all[1])).json as Lesson;
    expect(lastOfFirstModule.data.next).toEqual({ moduleId: all[2]!.moduleId, videoId: all[2]!.lessonId, title: expect.any(String) });
    expect((await getLesson(bearer(enrolled), all[3])).json).toMatchObject({ data: { next: null } });
    expect((await getLesson(bearer(enrolled), { moduleId: all[0]!.moduleId, lessonId: all[2]!.lessonId })).status).toBe(404);
  });

  it("the video bytes: the signed parent only, with Range support", async () => {
    const { videoUrl } = ((await getLesson(bearer(enrolled))).json as Lesson).data;
    const whole = await getVideo(videoUrl, bearer(enrolled));
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("cache-control")).toBe("private, max-age=600");
    const size = Number(whole.headers.get("content-length"));
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(bytes.length).toBe(size);
    expect(Buffer.from(bytes.subarray(4, 8)).toString()).toBe("ftyp");

    const part = await getVideo(videoUrl, { ...bearer(enrolled), range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${size}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(Buffer.from(bytes.subarray(100, 200)));
    const tail = await getVideo(videoUrl, { ...bearer(enrolled), range: "bytes=-10" });
    expect(tail.headers.get("content-range")).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    const beyond = await getVideo(videoUrl, { ...bearer(enrolled), range: `bytes=${size}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${size}`);
    expect(await beyond.json()).toMatchObject({ success: false, code: "RANGE_NOT_SATISFIABLE" });

    expect((await getVideo(videoUrl)).status).toBe(401);
    expect((await getVideo(videoUrl, bearer(other))).status).toBe(403);
    expect((await getVideo(videoUrl.replace(/s=[^&]+/, "s=forged"), bearer(enrolled))).status).toBe(403);
    expect((await getVideo(videoUrl.replace(/e=\d+/, "e=1000"), bearer(enrolled))).status).toBe(403);
  });

  it("parses ranges like browsers send them", () => {
    expect(parseRange("bytes=0-", 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange("bytes=500-2000", 1000)).toEqual({ start: 500, end: 999 });
    expect(parseRange("bytes=-1", 1000)).toEqual({ start: 999, end: 999 });
    expect(parseRange("bytes=5-1", 1000)).toBe("invalid");
    expect(parseRange("items=0-1", 1000)).toBe("invalid");
    expect(parseRange(null, 1000)).toBeNull();
  });
});

describe("progress and certificate", () => {
  const asParent = (s: Signed) => ({ id: s.user.id, email: s.user.email, firstName: "Rana", lastName: "Khoury", phoneNumber: null, role: "parent" as const, locale: "en" as const });
  /** Progress as the player would save it this many seconds from now. */
  const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

  it("saves the position, completes lessons near their end once watched long enough, and certifies a finished course", async () => {
    const caller = await testCaller({ user: asParent(enrolled) });
    const db = await testDb();
    const user = asParent(enrolled);
    const all = await lessonsOf(paidCourse.id);
    // The lessons last 60 s: complete from 54 s in, once the server saw 48 s (80 %) of it playing.
    expect(await caller.courses.saveProgress({ lessonId: all[0]!.lessonId, positionSeconds: 20 })).toEqual({ positionSeconds: 20, completed: false });
    const resumed = await caller.courses.lesson({ courseId: paidCourse.id, moduleId: all[0]!.moduleId, videoId: all[0]!.lessonId });
    expect(resumed.positionSeconds).toBe(20);
    await expect(caller.courses.certificate({ courseId: paidCourse.id })).rejects.toThrow("Finish every lesson of the course to get its certificate.");

    expect((await caller.courses.saveProgress({ lessonId: all[0]!.lessonId, positionSeconds: 55 })).completed).toBe(false);
    // Played from the start for 30 s, then a jump near the end: not enough seen.
    const report = (positionSeconds: number, second: number) => saveLessonProgress({ db, user, lessonId: all[0]!.lessonId, positionSeconds, now: later(second) });
    await report(0, 100);
    await report(30, 130);
    expect(await report(55, 132)).toEqual({ positionSeconds: 55, completed: false });
    // Back to 40 s and played to 55 s: more than 48 s seen, and near the end.
    await report(40, 140);
    expect(await report(55, 155)).toEqual({ positionSeconds: 55, completed: true });
    // Once completed, it stays so (a second viewing from the start included).
    expect((await caller.courses.saveProgress({ lessonId: all[0]!.lessonId, positionSeconds: 3 })).completed).toBe(true);
    let mine = await caller.courses.myCourses();
    expect(mine.find((c) => c.id === paidCourse.id)).toMatchObject({ completedLessons: 1, totalLessons: 4, progressPercent: 25, continueLesson: { videoId: all[1]!.lessonId } });

    for (const lesson of all.slice(1)) {
      await caller.courses.saveProgress({ lessonId: lesson.lessonId, positionSeconds: 0 });
      // The player's end of the video, a minute later.
      expect(await saveLessonProgress({ db, user, lessonId: lesson.lessonId, positionSeconds: 60, now: later(60) })).toEqual({ positionSeconds: 60, completed: true });
    }
    mine = await caller.courses.myCourses();
    expect(mine.find((c) => c.id === paidCourse.id)).toMatchObject({ progressPercent: 100, certificateAvailable: true });

    const certificate = await caller.courses.certificate({ courseId: paidCourse.id });
    expect(certificate.url).toBe(`/certificates/${certificate.id}`);
    expect(await caller.courses.certificate({ courseId: paidCourse.id })).toEqual(certificate);
    const pdf = await certificatePdf(new Request(`http://localhost:3000${certificate.pdfUrl}`), { params: Promise.resolve({ id: certificate.id }) });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = Buffer.from(await pdf.arrayBuffer());
    expect(text.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.headers.get("content-language")).toBe("en");
    expect(text.toString("latin1")).not.toMatch(/\/BaseFont \/[A-Z]{6}\+IBMPlexSansArabic/);
    // In Arabic on request, with the Arabic font; an unknown language gets the English one.
    const arabic = await certificatePdf(new Request(`http://localhost:3000${certificate.pdfUrl}?lang=ar`), { params: Promise.resolve({ id: certificate.id }) });
    expect(arabic.headers.get("content-language")).toBe("ar");
    expect(arabic.headers.get("content-disposition")).toBe(`attachment; filename="certificate-${certificate.id}-ar.pdf"`);
    expect(Buffer.from(await arabic.arrayBuffer()).toString("latin1")).toMatch(/\/BaseFont \/[A-Z]{6}\+IBMPlexSansArabic/);
    const unknown = await certificatePdf(new Request(`http://localhost:3000${certificate.pdfUrl}?lang=de`), { params: Promise.resolve({ id: certificate.id }) });
    expect(unknown.headers.get("content-language")).toBe("en");
    const missing = await certificatePdf(new Request("http://localhost:3000/x"), { params: Promise.resolve({ id: "not-a-real-certificate" }) });
    expect(missing.status).toBe(404);
  });

  it("reporting every lesson ended at once completes none and gives no certificate", async () => {
    const parent = (await registerParent(newParent())).json as Signed;
    const caller = await testCaller({ user: asParent(parent) });
    const db = await testDb();
    expect(await caller.courses.buy({ courseId: freeCourse.id })).toMatchObject({ enrolled: true });
    const all = await lessonsOf(freeCourse.id);
    for (const lesson of all) {
      expect(await caller.courses.saveProgress({ lessonId: lesson.lessonId, positionSeconds: 9999, ended: true })).toEqual({ positionSeconds: 60, completed: false });
      expect(await caller.courses.saveProgress({ lessonId: lesson.lessonId, positionSeconds: 9999, ended: true })).toEqual({ positionSeconds: 60, completed: false });
    }
    expect((await caller.courses.myCourses()).find((c) => c.id === freeCourse.id)).toMatchObject({ completedLessons: 0, progressPercent: 0, certificateAvailable: false });
    const lesson = await caller.courses.lesson({ courseId: freeCourse.id, moduleId: all[0]!.moduleId, videoId: all[0]!.lessonId });
    expect(lesson.completed).toBe(false);
    await expect(caller.courses.certificate({ courseId: freeCourse.id })).rejects.toThrow("Finish every lesson of the course to get its certificate.");

    // Time alone is not enough either: 'ended' at the start of the video stays in progress, and so
    // does every lesson reported near its end long after: the server saw none of them playing.
    const user = asParent(parent);
    expect((await saveLessonProgress({ db, user, lessonId: all[0]!.lessonId, positionSeconds: 0, now: later(600) })).completed).toBe(false);
    for (const { lessonId } of all) expect((await saveLessonProgress({ db, user, lessonId, positionSeconds: 58, now: later(600) })).completed).toBe(false);
    // Each played from the start to near its end, one after the other: completed, and the certificate follows.
    for (const [index, { lessonId }] of all.entries()) {
      await saveLessonProgress({ db, user, lessonId, positionSeconds: 0, now: later(700 + index * 100) });
      expect((await saveLessonProgress({ db, user, lessonId, positionSeconds: 58, now: later(760 + index * 100) })).completed).toBe(true);
    }
    expect((await caller.courses.certificate({ courseId: freeCourse.id })).url).toMatch(/^\/certificates\//);
  });

  it("a parent who is not enrolled cannot save progress", async () => {
    const caller = await testCaller({ user: { id: other.user.id, email: other.user.email, firstName: "", lastName: "", phoneNumber: null, role: "parent", locale: "en" } });
    await expect(caller.courses.saveProgress({ lessonId: firstLesson.lessonId, positionSeconds: 5 })).rejects.toThrow("Enroll in this course to watch its lessons.");
  });
});
