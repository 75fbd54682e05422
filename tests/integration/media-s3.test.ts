// The media store on S3-compatible object storage (decision 026), against s3rver, a local server
// that speaks S3's protocol. The app's modules are imported after the S3_ settings are in place,
// since the configuration is read once.
import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const BUCKET = "clinic-media";
const VIDEO = readFileSync("content/lessons/breastfeeding-and-pumping-01-the-first-days.mp4");

let s3: S3rver;
let endpoint: string;

beforeAll(async () => {
  s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: mkdtempSync(path.join(tmpdir(), "clinic-s3-")), configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  // s3rver's own fixed credentials.
  Object.assign(process.env, { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" });
});

afterAll(async () => {
  await s3.close();
  for (const key of ["S3_BUCKET", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]) delete process.env[key];
});

describe("the S3 media store", () => {
  it("stores a file, tells its size, reads a range, signs a short-lived address, and removes it", async () => {
    const { getMediaStorage, newMediaKey } = await import("~/server/media");
    const storage = getMediaStorage();
    expect(storage.kind).toBe("s3");
    const key = newMediaKey("lessons", "mp4");
    await storage.putFile(key, "content/lessons/breastfeeding-and-pumping-01-the-first-days.mp4", "video/mp4");
    expect(await storage.head(key)).toMatchObject({ size: VIDEO.byteLength });
    const range = Buffer.from(await new Response(await storage.read(key, { start: 10, end: 19 })).arrayBuffer());
    expect(range).toEqual(VIDEO.subarray(10, 20));
    const address = await storage.presignedReadUrl(key, { ttlSeconds: 60, contentType: "video/mp4" });
    expect(address).toMatch(new RegExp(`^${endpoint}/${BUCKET}/${key}\\?.*X-Amz-Expires=60`));
    const fetched = await fetch(address!, { headers: { range: "bytes=0-99" } });
    expect(fetched.status).toBe(206);
    expect(Buffer.from(await fetched.arrayBuffer())).toEqual(VIDEO.subarray(0, 100));
    // (s3rver does not check query signatures, so what a tampered address gets is up to the real provider.)
    await storage.remove(key);
    expect(await storage.head(key)).toBeNull();
  });

  it("an uploaded lesson lands in the bucket, and an enrolled parent is sent to a presigned address of it", async () => {
    const { POST: uploadRoute } = await import("~/app/api/admin/media/[kind]/route");
    const { GET: videoRoute } = await import("~/app/api/media/lessons/[lessonId]/route");
    const { createSession } = await import("~/server/auth/session-token");
    const { enrollments } = await import("~/server/db/schema");
    const { env } = await import("~/env");
    const { testCaller, testDb } = await import("../support/app");
    const { createAccount } = await import("../support/factories");
    const db = await testDb();
    const [admin, parent] = await Promise.all([createAccount(db, "admin"), createAccount(db, "parent")]);
    const adminToken = (await createSession(db, { userId: admin.id, sessionVersion: 1, kind: "staff" })).token;
    const parentToken = (await createSession(db, { userId: parent.id, sessionVersion: 1 })).token;

    const response = await uploadRoute(
      new Request("http://localhost:3000/api/admin/media/lesson-videos", {
        method: "POST",
        body: VIDEO,
        headers: { authorization: `Bearer ${adminToken}`, "content-type": "video/mp4", "content-length": String(VIDEO.byteLength), "x-file-name": "first-days.mp4" },
      }),
      { params: Promise.resolve({ kind: "lesson-videos" }) },
    );
    expect(response.status).toBe(201);
    const uploaded = (await response.json()) as { id: string; durationSeconds: number };
    expect(uploaded.durationSeconds).toBe(26);
    // Nothing on the app's own disk: the bucket holds it.
    expect(readdirSync(path.resolve(env.DATA_DIR))).not.toContain("media");

    const caller = await testCaller({ user: admin });
    const course = await caller.admin.courses.create({
      title: "On S3",
      description: "Stored in a bucket.",
      category: "Test",
      price: "10",
      instructorFirstName: "Maya",
      instructorLastName: "Haddad",
      learningOutcomes: "",
      imageUrl: "/images/courses/gentle-sleep.svg",
    });
    const mod = await caller.admin.courses.addModule({ courseId: course.id, title: "M" });
    const lesson = await caller.admin.courses.addLesson({ moduleId: mod.id, details: { title: "L", description: "", videoUploadId: uploaded.id } });
    await caller.admin.courses.setPublished({ courseId: course.id, published: true });
    await db.insert(enrollments).values({ userId: parent.id, courseId: course.id, status: "active", activatedAt: new Date() });

    const watched = await (await testCaller({ user: parent })).courses.lesson({ courseId: course.id, moduleId: mod.id, videoId: lesson.id });
    const signed = new URL(watched.videoUrl, "http://localhost:3000");
    const redirect = await videoRoute(new Request(signed, { headers: { authorization: `Bearer ${parentToken}` } }), { params: Promise.resolve({ lessonId: lesson.id }) });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("cache-control")).toBe("private, no-store");
    const location = redirect.headers.get("location")!;
    expect(location.startsWith(`${endpoint}/${BUCKET}/lessons/`)).toBe(true);
    const bytes = await fetch(location, { headers: { range: "bytes=0-99" } });
    expect(bytes.status).toBe(206);
    expect(Buffer.from(await bytes.arrayBuffer())).toEqual(VIDEO.subarray(0, 100));

    // Another parent's request never reaches the bucket's address.
    const stranger = await createAccount(db, "parent");
    const strangerToken = (await createSession(db, { userId: stranger.id, sessionVersion: 1 })).token;
    const refused = await videoRoute(new Request(signed, { headers: { authorization: `Bearer ${strangerToken}` } }), { params: Promise.resolve({ lessonId: lesson.id }) });
    expect(refused.status).toBe(403);
    expect(refused.headers.get("location")).toBeNull();
  });

  it("the pages' Content-Security-Policy lets videos play from the bucket's origin", async () => {
    const { NextRequest } = await import("next/server");
    const { proxy } = await import("~/proxy");
    const page = await proxy(new NextRequest("http://localhost:3000/courses"));
    expect(page.headers.get("content-security-policy")).toContain(`media-src 'self' blob: ${endpoint}`);
  });
});
