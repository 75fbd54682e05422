import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { GET as buyRoute } from "~/app/api/courses/[id]/buy/route";
import { GET as certificatePdf } from "~/app/api/certificates/[id]/pdf/route";
import { env } from "~/env";
import type { SessionUser } from "~/server/auth/session";
import { certificatePdfs, courseModules, courseTranslations, enrollments, lessonProgress, lessons } from "~/server/db/schema";
import { callRoute, testCaller, testDb } from "../support/app";
import { createAccount, createCourse } from "../support/factories";
import { deliveredMail } from "../support/jobs";
import { recipients } from "../support/outbox";
import { simulatedAction } from "../support/simulated-gateway";

// An enrollment keeps the language of the page it was made on: its receipt, the way back from the
// payment and the certificate (unless a language is asked for) speak it.

let paidCourse: { id: string; title: string };
let freeCourse: { id: string; title: string };
beforeAll(async () => {
  const db = await testDb();
  paidCourse = await createCourse(db, { title: "Sleep Basics", priceCents: 3900 });
  freeCourse = await createCourse(db, { title: "Milestones", priceCents: 0 });
});

async function finishCourse(user: SessionUser, courseId: string) {
  const db = await testDb();
  const all = await db.select({ id: lessons.id }).from(lessons).innerJoin(courseModules, eq(courseModules.id, lessons.moduleId)).where(eq(courseModules.courseId, courseId));
  await db.insert(lessonProgress).values(all.map((lesson) => ({ userId: user.id, lessonId: lesson.id, positionSeconds: 60, completedAt: new Date() })));
}

async function pdf(id: string, query = "") {
  const response = await certificatePdf(new Request(`http://localhost:3000/api/certificates/${id}/pdf${query}`), { params: Promise.resolve({ id }) });
  return { language: response.headers.get("content-language"), disposition: response.headers.get("content-disposition"), bytes: Buffer.from(await response.arrayBuffer()).toString("latin1") };
}

describe("a course bought on an Arabic page", () => {
  it("is an Arabic enrollment: back from the payment to the Arabic pages, an Arabic receipt, an Arabic certificate by default", async () => {
    const parent = await createAccount(await testDb());
    const caller = await testCaller({ user: parent, headers: new Headers({ "x-site-locale": "ar" }) });
    const bought = await caller.courses.buy({ courseId: paidCourse.id });
    const [enrollment] = await (await testDb()).select().from(enrollments).where(eq(enrollments.id, bought.enrollmentId));
    expect(enrollment!.locale).toBe("ar");
    expect(bought.session!.url).toBe(`${env.PUBLIC_URL}/ar/pay/${bought.session!.id}`);
    const paid = await simulatedAction(bought.session!.id, "pay");
    expect(paid.location).toBe(`${env.PUBLIC_URL}/ar/courses/status/pending/${bought.orderId}?session_id=${bought.session!.id}`);

    const [receipt] = (await deliveredMail()).filter((m) => recipients(m).includes(parent.email));
    expect(receipt!.subject).toBe("تمّ تسجيلك: Sleep Basics");
    expect(String(receipt!.html)).toContain('<html lang="ar" dir="rtl">');
    expect(receipt!.text).toContain("مرحبًا Rana، شكرًا لانضمامك إلى «Sleep Basics».");
    expect(receipt!.text).toContain(`ابدأ التعلّم: ${env.PUBLIC_URL}/ar/dashboard/my-courses`);
    // The amount is a left-to-right isolate inside the Arabic sentence (⁦39 US$⁩).
    expect(receipt!.text).toMatch(/المبلغ المدفوع: \u2066?39\sUS\$\u2069? — دفعة تجريبية/);

    await finishCourse(parent, paidCourse.id);
    const certificate = await caller.courses.certificate({ courseId: paidCourse.id });
    const byDefault = await pdf(certificate.id);
    expect(byDefault.language).toBe("ar");
    expect(byDefault.disposition).toBe(`attachment; filename="certificate-${certificate.id}-ar.pdf"`);
    expect(byDefault.bytes).toMatch(/\/BaseFont \/[A-Z]{6}\+IBMPlexSansArabic/);
    // Asked for another language, it is printed in it; an unknown one is English, as before.
    expect((await pdf(certificate.id, "?lang=fr")).language).toBe("fr");
    expect((await pdf(certificate.id, "?lang=en")).language).toBe("en");
    expect((await pdf(certificate.id, "?lang=xx")).language).toBe("en");
  });

  it("a free course enrolled by a French browser (Accept-Language) prints its certificate in French; an English one in English", async () => {
    const db = await testDb();
    const french = await createAccount(db);
    const caller = await testCaller({ user: french, headers: new Headers({ "accept-language": "fr-FR,fr;q=0.9" }) });
    expect(await caller.courses.buy({ courseId: freeCourse.id })).toMatchObject({ enrolled: true });
    await finishCourse(french, freeCourse.id);
    const certificate = await caller.courses.certificate({ courseId: freeCourse.id });
    expect((await pdf(certificate.id)).language).toBe("fr");

    const english = await createAccount(db);
    const englishCaller = await testCaller({ user: english });
    await englishCaller.courses.buy({ courseId: freeCourse.id });
    await finishCourse(english, freeCourse.id);
    const plain = await pdf((await englishCaller.courses.certificate({ courseId: freeCourse.id })).id);
    expect(plain.language).toBe("en");
    expect(plain.bytes).not.toMatch(/\/BaseFont \/[A-Z]{6}\+IBMPlexSansArabic/);
  });

  it("the spec's REST buy answers a French page in French when it refuses", async () => {
    const refused = await callRoute(buyRoute, { params: { id: paidCourse.id }, headers: { "x-site-locale": "fr" } });
    expect(refused).toMatchObject({ status: 401, json: { code: "UNAUTHORIZED", message: "Veuillez vous connecter pour continuer." } });
  });
});

describe("a certificate's PDF", () => {
  async function download(id: string, query = "", headers: Record<string, string> = {}) {
    return certificatePdf(new Request(`http://localhost:3000/api/certificates/${id}/pdf${query}`, { headers }), { params: Promise.resolve({ id }) });
  }

  it("is rendered once per language and then read back (its ETag gives a 304); a new title in the language renders it again", async () => {
    const db = await testDb();
    const parent = await createAccount(db);
    const caller = await testCaller({ user: parent });
    await caller.courses.buy({ courseId: freeCourse.id });
    await finishCourse(parent, freeCourse.id);
    const { id } = await caller.courses.certificate({ courseId: freeCourse.id });
    const stored = async () => db.select({ locale: certificatePdfs.locale, fingerprint: certificatePdfs.fingerprint, renderedAt: certificatePdfs.renderedAt }).from(certificatePdfs).where(eq(certificatePdfs.certificateId, id));

    const first = await download(id, "?lang=fr");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers.get("cache-control")).toBe("private, max-age=3600");
    const bytes = Buffer.from(await first.arrayBuffer());
    const [rendered] = await stored();
    expect(rendered).toMatchObject({ locale: "fr", fingerprint: etag.slice(1, -1) });

    // Read back, not rendered again: the same bytes, the same row.
    const again = await download(id, "?lang=fr");
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    expect(await stored()).toEqual([rendered]);
    const notModified = await download(id, "?lang=fr", { "if-none-match": etag });
    expect(notModified.status).toBe(304);
    expect(await notModified.arrayBuffer()).toHaveProperty("byteLength", 0);
    // Each language has its own.
    expect((await download(id, "?lang=ar")).headers.get("etag")).not.toBe(etag);
    expect((await stored()).map((row) => row.locale).sort()).toEqual(["ar", "fr"]);

    // The course gets a French title: the French PDF shows it, under a new ETag.
    await db.insert(courseTranslations).values({ courseId: freeCourse.id, locale: "fr", title: "Les étapes" }).onConflictDoUpdate({ target: [courseTranslations.courseId, courseTranslations.locale], set: { title: "Les étapes" } });
    const retitled = await download(id, "?lang=fr", { "if-none-match": etag });
    expect(retitled.status).toBe(200);
    expect(retitled.headers.get("etag")).not.toBe(etag);
    expect(Buffer.from(await retitled.arrayBuffer()).equals(bytes)).toBe(false);
  });
});
