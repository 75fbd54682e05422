import { readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { POST as uploadRoute } from "~/app/api/admin/media/[kind]/route";
import { GET as videoRoute } from "~/app/api/media/lessons/[lessonId]/route";
import { GET as publicImageRoute } from "~/app/media/images/[name]/route";
import { env } from "~/env";
import type { TCourseDetailsInput } from "~/schemas/admin/courses";
import { createSession } from "~/server/auth/session-token";
import type { SessionUser } from "~/server/auth/session";
import { auditLog, courseModules, courses, enrollments, lessons, mediaUploads } from "~/server/db/schema";
import { getMediaStorage } from "~/server/media";
import { listCourses } from "~/server/services/courses/list-courses";
import { MAX_IMAGE_BYTES, NOT_A_PICTURE, NOT_A_VIDEO, uploadTooLargeMessage } from "~/schemas/admin/media";
import { receiveUpload } from "~/server/services/media/receive-upload";
import { testCaller, testDb } from "../support/app";
import { createAccount } from "../support/factories";
import { refusal } from "../support/refusal";


const VIDEO = readFileSync("content/lessons/breastfeeding-and-pumping-01-the-first-days.mp4");
const UPLOAD_URL = "http://localhost:3000/api/admin/media/lesson-videos";

let admin: SessionUser;
let staff: SessionUser;
let parent: SessionUser;
let adminToken: string;
let staffToken: string;
let parentToken: string;

const details = (overrides: Partial<TCourseDetailsInput> = {}): TCourseDetailsInput => ({
  title: "Toddler Tantrums",
  description: "Calm ways through the hard moments.",
  category: "Behaviour",
  price: "39",
  discountPrice: "",
  instructorFirstName: "Maya",
  instructorLastName: "Haddad",
  learningOutcomes: "Name the feeling\n\nStay close  ",
  imageUrl: "/images/courses/gentle-sleep.svg",
  ...overrides,
});

/** The upload as the back-office's page sends it: the file as the body. */
function upload(body: BodyInit | Uint8Array | null, headers: Record<string, string>) {
  return uploadRoute(new Request(UPLOAD_URL, { method: "POST", body: body as BodyInit | null, headers, duplex: "half" } as RequestInit), { params: Promise.resolve({ kind: "lesson-videos" }) });
}

async function uploadVideo(token = adminToken, bytes: Uint8Array = VIDEO, name = "first-days.mp4") {
  const response = await upload(bytes, { authorization: `Bearer ${token}`, "content-type": "video/mp4", "content-length": String(bytes.byteLength), "x-file-name": encodeURIComponent(name) });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

async function storedObjects() {
  const dir = path.resolve(env.DATA_DIR, "media", "lessons");
  return readdir(dir).catch(() => [] as string[]);
}

beforeAll(async () => {
  const db = await testDb();
  [admin, staff, parent] = await Promise.all([createAccount(db, "admin"), createAccount(db, "staff"), createAccount(db, "parent")]);
  adminToken = (await createSession(db, { userId: admin.id, sessionVersion: 1, kind: "staff" })).token;
  staffToken = (await createSession(db, { userId: staff.id, sessionVersion: 1, kind: "staff" })).token;
  parentToken = (await createSession(db, { userId: parent.id, sessionVersion: 1 })).token;
});

describe("a course from draft to a lesson an enrolled parent watches", () => {
  it("creates a draft, uploads a video checked by its content, adds the lesson, publishes, and the parent plays it", async () => {
    const db = await testDb();
    const caller = await testCaller({ user: admin });
    const course = await caller.admin.courses.create(details());
    expect(course).toMatchObject({ publishedAt: null, priceCents: 3900, discountPriceCents: null, learningOutcomes: ["Name the feeling", "Stay close"] });
    expect((await listCourses({ db })).map((c) => c.id)).not.toContain(course.id);
    await expect(caller.admin.courses.setPublished({ courseId: course.id, published: true })).rejects.toThrow("Add at least one lesson with its video before publishing the course.");

    const firstModule = await caller.admin.courses.addModule({ courseId: course.id, title: "When it starts" });
    const uploaded = await uploadVideo();
    expect(uploaded).toMatchObject({ status: 201, json: { durationSeconds: 26, sizeBytes: VIDEO.byteLength, originalName: "first-days.mp4" } });
    const lesson = await caller.admin.courses.addLesson({ moduleId: firstModule.id, details: { title: "The first minute", description: "", videoUploadId: uploaded.json.id as string } });
    expect(lesson).toMatchObject({ durationSeconds: 26, position: 0 });
    // The video's storage key stays on the server: the answer names the lesson, the row keeps the key.
    expect(lesson).not.toHaveProperty("videoKey");
    const [stored] = await db.select({ videoKey: lessons.videoKey }).from(lessons).where(eq(lessons.id, lesson.id));
    expect(stored?.videoKey).toMatch(/^lessons\/[0-9a-f-]{36}\.mp4$/);

    await caller.admin.courses.setPublished({ courseId: course.id, published: true });
    const listed = (await listCourses({ db })).find((c) => c.id === course.id);
    // Its length is the one lesson's 26 measured seconds, not rounded away to 0 hours (issue 26).
    expect(listed).toMatchObject({ title: "Toddler Tantrums" });
    expect(listed!.totalHours * 3600).toBeCloseTo(26, 1);

    await db.insert(enrollments).values({ userId: parent.id, courseId: course.id, status: "active", activatedAt: new Date() });
    const parentCaller = await testCaller({ user: parent });
    const watched = await parentCaller.courses.lesson({ courseId: course.id, moduleId: firstModule.id, videoId: lesson.id });
    const address = new URL(watched.videoUrl, "http://localhost:3000");
    const video = await videoRoute(new Request(address, { headers: { authorization: `Bearer ${parentToken}`, range: "bytes=0-99" } }), { params: Promise.resolve({ lessonId: lesson.id }) });
    expect(video.status).toBe(206);
    expect(video.headers.get("content-range")).toBe(`bytes 0-99/${VIDEO.byteLength}`);
    expect(Buffer.from(await video.arrayBuffer())).toEqual(VIDEO.subarray(0, 100));

    // Taken off the site: gone from the catalogue, still playable for the parent enrolled.
    await caller.admin.courses.setPublished({ courseId: course.id, published: false });
    expect((await listCourses({ db })).map((c) => c.id)).not.toContain(course.id);
    await expect(parentCaller.courses.lesson({ courseId: course.id, moduleId: firstModule.id, videoId: lesson.id })).resolves.toBeTruthy();
    expect((await parentCaller.courses.byId({ courseId: course.id })).lessonCount).toBe(1);
    await expect((await testCaller()).courses.byId({ courseId: course.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect((await testCaller({ user: staff })).courses.byId({ courseId: course.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const actions = await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, course.id));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(["create course", "add module", "add lesson", "publish course", "unpublish course"]));
  });

  it("says what is wrong with a course's details, field by field, and saves nothing", async () => {
    const db = await testDb();
    const caller = await testCaller({ user: admin });
    const before = (await db.select({ id: courses.id }).from(courses)).length;
    expect(await refusal(caller.admin.courses.create(details({ price: "abc", title: " " })))).toMatchObject({
      code: "BAD_REQUEST",
      fields: { title: "Please enter a title.", price: "Write the price in dollars, e.g. 45 or 45.50." },
    });
    expect(await refusal(caller.admin.courses.create(details({ price: "-5" })))).toMatchObject({ fields: { price: "A price cannot be negative." } });
    expect(await refusal(caller.admin.courses.create(details({ price: "30", discountPrice: "30" })))).toMatchObject({ fields: { discountPrice: "A discounted price must be below the price." } });
    expect((await db.select({ id: courses.id }).from(courses)).length).toBe(before);
  });
});

describe("lesson video uploads refuse what is not a lesson video", () => {
  it("refuses a file that is not a video whatever its name and type say, and keeps nothing", async () => {
    const db = await testDb();
    const before = (await db.select().from(mediaUploads)).length;
    const objects = (await storedObjects()).length;
    const fake = new TextEncoder().encode("<html>not a video</html>".repeat(100));
    expect(await uploadVideo(adminToken, fake, "lesson.mp4")).toMatchObject({ status: 415, json: { success: false, code: "UNSUPPORTED_MEDIA_TYPE", message: NOT_A_VIDEO } });
    expect((await db.select().from(mediaUploads)).length).toBe(before);
    expect((await storedObjects()).length).toBe(objects);
    const files = await readdir(path.resolve(env.DATA_DIR, "uploads")).catch(() => []);
    expect(files).toEqual([]);
  });

  it("refuses a declared size over the limit before reading a byte", async () => {
    const body = new ReadableStream<Uint8Array>({
      pull() {
        throw new Error("the body must not be read");
      },
    });
    const response = await upload(body, { authorization: `Bearer ${adminToken}`, "content-type": "video/mp4", "content-length": String(env.MEDIA_MAX_VIDEO_MB * 1024 * 1024 + 1) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: uploadTooLargeMessage("lesson_video", env.MEDIA_MAX_VIDEO_MB * 1024 * 1024) });
  });

  it("cuts off a body that passes the limit without declaring its length, and keeps nothing", async () => {
    const db = await testDb();
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const refused = receiveUpload({ db, storage: getMediaStorage(), kind: "lesson_video", body: endless, declaredBytes: null, originalName: "x.mp4", actorId: admin.id, maxBytes: 1024 * 1024, workDir: path.resolve(env.DATA_DIR, "uploads") });
    await expect(refused).rejects.toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
    expect(sent).toBeLessThan(3 * 1024 * 1024);
    expect(await readdir(path.resolve(env.DATA_DIR, "uploads"))).toEqual([]);
  });

  it("is for the admin only: anonymous 401, parent 403, reception 403, another site 403, a cookie without the CSRF header 403", async () => {
    expect((await upload(VIDEO, { "content-type": "video/mp4" })).status).toBe(401);
    expect((await uploadVideo(parentToken)).status).toBe(403);
    expect((await uploadVideo(staffToken)).status).toBe(403);
    const crossSite = await upload(VIDEO, { authorization: `Bearer ${adminToken}`, origin: "https://evil.example", "content-type": "video/mp4" });
    expect(crossSite.status).toBe(403);
    const db = await testDb();
    const cookieSession = await createSession(db, { userId: admin.id, sessionVersion: 1, kind: "staff" });
    const cookieName = (await import("~/server/auth/session")).sessionCookieName();
    const noCsrf = await upload(VIDEO, { cookie: `${cookieName}=${cookieSession.token}`, "content-type": "video/mp4" });
    expect(noCsrf.status).toBe(403);
    const withCsrf = await upload(VIDEO, { cookie: `${cookieName}=${cookieSession.token}; XSRF-TOKEN=abcdefghijklmnopqrstuvwx`, "x-xsrf-token": "abcdefghijklmnopqrstuvwx", "content-type": "video/mp4" });
    expect(withCsrf.status).toBe(201);
  });
});

describe("reordering", () => {
  it("moves lessons and modules one step, keeps positions a clean sequence under parallel moves, and stops at the ends", async () => {
    const db = await testDb();
    const caller = await testCaller({ user: admin });
    const course = await caller.admin.courses.create(details({ title: "Reorder" }));
    const mod = await caller.admin.courses.addModule({ courseId: course.id, title: "Only" });
    const second = await caller.admin.courses.addModule({ courseId: course.id, title: "Second" });
    const { json } = await uploadVideo();
    const added = [];
    for (const title of ["A", "B", "C", "D"]) added.push(await caller.admin.courses.addLesson({ moduleId: mod.id, details: { title, description: "", videoUploadId: json.id as string } }));
    const order = async () => (await db.select({ title: lessons.title, position: lessons.position }).from(lessons).where(eq(lessons.moduleId, mod.id)).orderBy(lessons.position)).map((l) => `${l.position}${l.title}`);

    expect(await caller.admin.courses.moveLesson({ lessonId: added[0]!.id, direction: "up" })).toEqual({ moved: false });
    await caller.admin.courses.moveLesson({ lessonId: added[0]!.id, direction: "down" });
    expect(await order()).toEqual(["0B", "1A", "2C", "3D"]);
    await Promise.all(added.map((l) => caller.admin.courses.moveLesson({ lessonId: l.id, direction: "down" })));
    const after = await order();
    expect(after.map((entry) => entry[0])).toEqual(["0", "1", "2", "3"]);
    expect(new Set(after.map((entry) => entry.slice(1)))).toEqual(new Set(["A", "B", "C", "D"]));

    await caller.admin.courses.moveModule({ moduleId: second.id, direction: "up" });
    const modules = await db.select({ title: courseModules.title }).from(courseModules).where(eq(courseModules.courseId, course.id)).orderBy(courseModules.position);
    expect(modules.map((m) => m.title)).toEqual(["Second", "Only"]);
    await expect(caller.admin.courses.removeModule({ moduleId: mod.id })).rejects.toThrow("This module still has lessons. Remove or move them first.");
    await caller.admin.courses.removeModule({ moduleId: second.id });
    // The course's length is its lessons' measured lengths added up, unrounded (issue 26).
    const [row] = await db.select({ totalHours: courses.totalHours }).from(courses).where(eq(courses.id, course.id));
    expect(row!.totalHours * 3600).toBeCloseTo(4 * (json.durationSeconds as number), 1);
  });

  it("a lesson needs an uploaded video; an unknown upload is named under its field", async () => {
    const caller = await testCaller({ user: admin });
    const course = await caller.admin.courses.create(details({ title: "Needs video" }));
    const mod = await caller.admin.courses.addModule({ courseId: course.id, title: "M" });
    await expect(caller.admin.courses.addLesson({ moduleId: mod.id, details: { title: "No video", description: "" } })).rejects.toThrow("Please upload the lesson's video.");
    await expect(caller.admin.courses.addLesson({ moduleId: mod.id, details: { title: "Unknown", description: "", videoUploadId: crypto.randomUUID() } })).rejects.toThrow(
      "This upload was not found. Please upload the video again.",
    );
  });
});

describe("pictures for services and courses", () => {
  // The smallest real PNG: one transparent pixel.
  const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
  const uploadPicture = async (bytes: Uint8Array, token = adminToken) => {
    const response = await uploadRoute(
      new Request("http://localhost:3000/api/admin/media/images", { method: "POST", body: bytes as BodyInit, headers: { authorization: `Bearer ${token}`, "content-type": "image/png", "content-length": String(bytes.byteLength), "x-file-name": "photo.png" } }),
      { params: Promise.resolve({ kind: "images" }) },
    );
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };

  it("uploads a picture checked by content, serves it publicly for a year, and a service and a course can show it", async () => {
    const uploaded = await uploadPicture(PNG);
    expect(uploaded).toMatchObject({ status: 201, json: { url: expect.stringMatching(/^\/media\/images\/[0-9a-f-]{36}\.png$/), durationSeconds: null } });
    const url = uploaded.json.url as string;
    const served = await publicImageRoute(new Request(`http://localhost:3000${url}`), { params: Promise.resolve({ name: url.split("/").at(-1)! }) });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    const caller = await testCaller({ user: admin });
    const service = await caller.admin.services.create({ name: "Photo service", description: "With a photo.", priceOnline: "40", priceOffline: "50", bookableOnline: true, imageUrl: url });
    expect(service.imageUrl).toBe(url);
    const course = await caller.admin.courses.create(details({ title: "Photo course", imageUrl: url }));
    expect(course).toMatchObject({ imageUrl: url, thumbnailUrl: url });
    // The shape of an uploaded address is not enough: it must name an upload.
    const invented = `/media/images/${crypto.randomUUID()}.png`;
    expect(await refusal(caller.admin.courses.create(details({ title: "Invented", imageUrl: invented })))).toMatchObject({
      code: "BAD_REQUEST",
      fields: { imageUrl: "This picture was not found. Please upload it again." },
    });
    expect(await refusal(caller.admin.courses.create(details({ imageUrl: "https://evil.example/x.png" })))).toMatchObject({ fields: { imageUrl: "Please choose one of the pictures or upload one." } });
  });

  it("refuses what is not a picture, a picture over 5 MB, and anyone but the admin", async () => {
    expect(await uploadPicture(VIDEO)).toMatchObject({ status: 415, json: { message: NOT_A_PICTURE } });
    expect(await uploadPicture(new TextEncoder().encode("<svg onload=alert(1)></svg>"))).toMatchObject({ status: 415 });
    expect(await uploadPicture(new Uint8Array(MAX_IMAGE_BYTES + 1))).toMatchObject({ status: 413, json: { message: uploadTooLargeMessage("image", MAX_IMAGE_BYTES) } });
    expect((await uploadPicture(PNG, staffToken)).status).toBe(403);
    expect((await uploadPicture(PNG, parentToken)).status).toBe(403);
    const unknown = await publicImageRoute(new Request("http://localhost:3000/media/images/../secrets"), { params: Promise.resolve({ name: "../secrets" }) });
    expect(unknown.status).toBe(404);
  });
});

describe("uploads nothing uses", () => {
  it("are removed after a week, from the database and the store; used ones and recent ones stay", async () => {
    const db = await testDb();
    const { pruneOrphanUploads, ORPHAN_UPLOAD_GRACE_MS } = await import("~/server/services/media/prune-orphan-uploads");
    const [orphan, recent, used] = [(await uploadVideo()).json.id as string, (await uploadVideo()).json.id as string, (await uploadVideo()).json.id as string];
    const caller = await testCaller({ user: admin });
    const course = await caller.admin.courses.create(details());
    const kept = await caller.admin.courses.addModule({ courseId: course.id, title: "Kept" });
    await caller.admin.courses.addLesson({ moduleId: kept.id, details: { title: "Uses an upload", description: "", videoUploadId: used } });
    const keyOf = async (id: string) => (await db.select({ key: mediaUploads.key }).from(mediaUploads).where(eq(mediaUploads.id, id)))[0]?.key;
    const [orphanKey, usedKey, recentKey] = [await keyOf(orphan), await keyOf(used), await keyOf(recent)];
    // Two of them were uploaded more than a week ago.
    const old = new Date(Date.now() - ORPHAN_UPLOAD_GRACE_MS - 60_000);
    for (const id of [orphan, used]) await db.update(mediaUploads).set({ createdAt: old }).where(eq(mediaUploads.id, id));

    expect(await pruneOrphanUploads({ db, storage: getMediaStorage() })).toBe(1);
    expect(await keyOf(orphan)).toBeUndefined();
    expect(await getMediaStorage().head(orphanKey!)).toBeNull();
    expect(await getMediaStorage().head(usedKey!)).not.toBeNull();
    expect(await getMediaStorage().head(recentKey!)).not.toBeNull();
    expect(await pruneOrphanUploads({ db, storage: getMediaStorage() })).toBe(0);
  });
});
