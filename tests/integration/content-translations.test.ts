import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { Locale } from "~/i18n/locales";
import type { TCourseDetailsInput } from "~/schemas/admin/courses";
import type { TServiceDetailsInput } from "~/schemas/catalogue";
import { UNKNOWN_LOCALE, UNKNOWN_TRANSLATION_LOCALE } from "~/schemas/translations";
import type { SessionUser } from "~/server/auth/session";
import { createSharedTagsCacheHandler } from "~/server/cache/shared-tags-cache-handler.mjs";
import { demoCourses, demoServices } from "~/server/db/demo/demo-content";
import { demoTranslations } from "~/server/db/demo/demo-translations";
import { seedDemoDataIfEmpty } from "~/server/db/demo/seed-demo-data";
import {
  auditLog,
  courseModules,
  courseModuleTranslations,
  courses,
  courseTranslations,
  enrollments,
  lessons,
  lessonTranslations,
  services,
  serviceTranslations,
} from "~/server/db/schema";
import { listServices } from "~/server/services/catalogue/list-services";
import { contentTags } from "~/server/services/content/cache-tags";
import { readContentVersion, readContentVersions } from "~/server/services/content/content-changes";
import { getCourse } from "~/server/services/courses/get-course";
import { listCourses } from "~/server/services/courses/list-courses";
import { testCaller, testDb } from "../support/app";
import { createAccount, createCourse } from "../support/factories";
import { refusal } from "../support/refusal";

// The cached loaders' "use cache" is Next's compiler's; here the directive is a plain string, so
// each call reads the database, and cacheTag/cacheLife only record what the loader declares.
const declaredTags: string[] = [];
vi.mock("next/cache", () => ({
  cacheTag: (...tags: string[]) => declaredTags.push(...tags),
  cacheLife: () => undefined,
}));
// Files share a worker (decision 036): the next file gets the real module.
afterAll(() => {
  vi.doUnmock("next/cache");
});
const { publicCourse, publicCourseList, publicServiceCards } = await import("~/server/services/public-pages/cached-content");


const serviceDetails = (overrides: Partial<TServiceDetailsInput> = {}): TServiceDetailsInput => ({
  name: "Sleep consultation",
  description: "An hour on your child's sleep.",
  priceOnline: "45",
  priceOffline: "60",
  bookableOnline: true,
  imageUrl: "/images/services/newborn-care.svg",
  ...overrides,
});

const courseDetails = (course: typeof courses.$inferSelect, overrides: Partial<TCourseDetailsInput> = {}): TCourseDetailsInput => ({
  title: course.title,
  description: course.description,
  category: course.category,
  price: String(course.priceCents / 100),
  discountPrice: "",
  instructorFirstName: course.instructorFirstName,
  instructorLastName: course.instructorLastName,
  learningOutcomes: course.learningOutcomes.join("\n"),
  imageUrl: "/images/courses/gentle-sleep.svg",
  ...overrides,
});

let admin: SessionUser;
let parent: SessionUser;
beforeAll(async () => {
  const db = await testDb();
  [admin, parent] = await Promise.all([createAccount(db, "admin"), createAccount(db, "parent")]);
});

const ARABIC = /[\u0600-\u06FF]/;

describe("the demo catalogue in French and Arabic", () => {
  it("gives every demo service, course, module and lesson its French and Arabic texts, and nothing else", async () => {
    const db = await testDb();
    expect(await seedDemoDataIfEmpty(db)).toBe(true);
    for (const locale of ["fr", "ar"] as const) {
      const texts = demoTranslations[locale];
      expect(Object.keys(texts.services).sort()).toEqual(demoServices.map((s) => s.slug).sort());
      expect(Object.keys(texts.courses).sort()).toEqual(demoCourses.map((c) => c.slug).sort());
      for (const course of demoCourses) {
        const translated = texts.courses[course.slug]!;
        expect(translated.modules).toHaveLength(course.modules.length);
        expect(Object.keys(translated.lessons).sort()).toEqual(course.modules.flatMap((m) => m.lessons.map((l) => l.slug)).sort());
        expect(translated.learningOutcomes).toHaveLength(course.learningOutcomes.length);
      }
    }

    const serviceRows = await db.select().from(services);
    const courseRows = await db.select().from(courses);
    const moduleRows = await db.select().from(courseModules);
    const lessonRows = await db.select().from(lessons);
    for (const locale of ["fr", "ar"] as const) {
      const st = await db.select().from(serviceTranslations).where(eq(serviceTranslations.locale, locale));
      const ct = await db.select().from(courseTranslations).where(eq(courseTranslations.locale, locale));
      const mt = await db.select().from(courseModuleTranslations).where(eq(courseModuleTranslations.locale, locale));
      const lt = await db.select().from(lessonTranslations).where(eq(lessonTranslations.locale, locale));
      expect([st.length, ct.length, mt.length, lt.length]).toEqual([serviceRows.length, courseRows.length, moduleRows.length, lessonRows.length]);
      for (const text of [...st.flatMap((t) => [t.name, t.description]), ...ct.flatMap((t) => [t.title, t.description, t.category, ...t.learningOutcomes]), ...mt.map((t) => t.title), ...lt.flatMap((t) => [t.title, t.description])]) {
        expect(text.trim().length).toBeGreaterThan(2);
        expect(ARABIC.test(text)).toBe(locale === "ar");
      }
    }

    // What the pages read: the same services and courses, in the same order, in each language.
    const english = await listServices({ db });
    const arabic = await listServices({ db, locale: "ar" });
    const french = await listServices({ db, locale: "fr" });
    expect(arabic.map((s) => s.id)).toEqual(english.map((s) => s.id));
    expect(french.find((s) => s.name === "Consultation pédiatrique")?.id).toBe(english.find((s) => s.name === "Pediatric Consultation")?.id);
    expect(arabic.find((s) => s.name === "اللقاحات")?.priceOfflineCents).toBe(english.find((s) => s.name === "Vaccinations")?.priceOfflineCents);
    const newborn = (await listCourses({ db })).find((c) => c.title.startsWith("Newborn Care Basics"))!;
    const inArabic = await getCourse({ db, courseId: newborn.id, locale: "ar" });
    expect(inArabic).toMatchObject({ title: "أساسيات رعاية المولود: الأسابيع الستة الأولى", category: "رعاية الرضّع", instructor: "Maya Haddad", priceCents: newborn.priceCents });
    expect(inArabic.modules.map((m) => m.title)).toEqual(["الرضاعة والعناية اليومية", "النوم والتهدئة", "الصحة وعلامات الخطر"]);
    expect(inArabic.modules[0]!.lessons[0]!.title).toBe("قراءة إشارات الجوع والشبع");
  });
});

describe("services in the page's language", () => {
  it("shows each text translated where it is, and the English one field by field where it is not", async () => {
    const db = await testDb();
    const caller = await testCaller({ user: admin });
    const created = await caller.admin.services.create(
      serviceDetails({ translations: { fr: { name: "Consultation sommeil", description: "" }, ar: { name: "   ", description: "ساعة كاملة حول نوم طفلك." } } }),
    );
    const read = async (locale?: Locale) => (await listServices({ db, locale })).find((s) => s.id === created.id);
    expect(await read()).toMatchObject({ name: "Sleep consultation", description: "An hour on your child's sleep." });
    expect(await read("en")).toMatchObject({ name: "Sleep consultation", description: "An hour on your child's sleep." });
    expect(await read("fr")).toMatchObject({ name: "Consultation sommeil", description: "An hour on your child's sleep.", priceOnlineCents: 4500 });
    expect(await read("ar")).toMatchObject({ name: "Sleep consultation", description: "ساعة كاملة حول نوم طفلك." });

    // Through tRPC: the input's language, else the page's the site's client sends, else English.
    const visitor = await testCaller();
    const byId = (list: Array<{ id: string; name: string }>) => list.find((s) => s.id === created.id)?.name;
    expect(byId(await visitor.catalogue.services({ locale: "fr" }))).toBe("Consultation sommeil");
    expect(byId(await visitor.catalogue.services())).toBe("Sleep consultation");
    expect(byId(await (await testCaller({ headers: new Headers({ "x-site-locale": "fr" }) })).catalogue.services())).toBe("Consultation sommeil");
    expect(byId(await (await testCaller({ headers: new Headers({ "x-site-locale": "fr" }) })).catalogue.services({ locale: "en" }))).toBe("Sleep consultation");
    // A caller that never heard of languages gets what it always got.
    expect(byId(await visitor.appointments.listServices())).toBe("Sleep consultation");
    expect((await visitor.catalogue.services({ locale: "fr", onlineOnly: true })).every((s) => s.bookableOnline)).toBe(true);
  });
});

describe("courses in the page's language", () => {
  it("translates the catalogue, the course page, the outline, the lesson and the parent's list, each text falling back on its own", async () => {
    const db = await testDb();
    const caller = await testCaller({ user: admin });
    // As the admin's edits leave it (picture, and the length of its four one-minute lessons): only the texts change.
    const look = { imageUrl: "/images/courses/gentle-sleep.svg", thumbnailUrl: "/images/courses/gentle-sleep.svg", totalHours: (4 * 60) / 3600 };
    const course = await createCourse(db, { title: "Calm Evenings", description: "Evenings that end in sleep.", category: "Sleep", learningOutcomes: ["Wind down", "Say goodnight"], ...look });
    const englishBefore = await getCourse({ db, courseId: course.id });

    await caller.admin.courses.update({
      courseId: course.id,
      details: courseDetails(course, {
        translations: { fr: { title: "Des soirées calmes", category: "Sommeil", learningOutcomes: "Se détendre\n\n  Dire bonne nuit " }, ar: { description: "أمسيات تنتهي بالنوم." } },
      }),
    });
    const [firstModule, secondModule] = englishBefore.modules;
    await caller.admin.courses.renameModule({ moduleId: firstModule!.id, title: firstModule!.title, translations: { ar: { title: "الوحدة الأولى" } } });
    const lesson = firstModule!.lessons[0]!;
    await caller.admin.courses.updateLesson({ lessonId: lesson.id, details: { title: lesson.title, description: "A test lesson.", translations: { fr: { title: "Leçon une" }, ar: { description: "درس تجريبي." } } } });

    const visitor = await testCaller();
    const listed = (await visitor.courses.list({ locale: "fr" })).find((c) => c.id === course.id);
    expect(listed).toMatchObject({ title: "Des soirées calmes", description: "Evenings that end in sleep.", category: "Sommeil", instructor: "Maya Haddad" });
    expect((await visitor.courses.list()).find((c) => c.id === course.id)?.title).toBe("Calm Evenings");

    const arabic = await visitor.courses.byId({ courseId: course.id, locale: "ar" });
    expect(arabic).toMatchObject({ title: "Calm Evenings", description: "أمسيات تنتهي بالنوم.", category: "Sleep", learningOutcomes: ["Wind down", "Say goodnight"] });
    expect(arabic.modules.map((m) => m.title)).toEqual(["الوحدة الأولى", secondModule!.title]);
    expect(arabic.modules[0]!.lessons.map((l) => l.title)).toEqual(firstModule!.lessons.map((l) => l.title));
    const french = await visitor.courses.byId({ courseId: course.id, locale: "fr" });
    expect(french.learningOutcomes).toEqual(["Se détendre", "Dire bonne nuit"]);
    expect(french.modules[0]!.title).toBe(firstModule!.title);
    expect(french.modules[0]!.lessons[0]!.title).toBe("Leçon une");
    // English is what it was before any translation existed.
    expect(await visitor.courses.byId({ courseId: course.id })).toEqual(englishBefore);

    await db.insert(enrollments).values({ userId: parent.id, courseId: course.id, status: "active", activatedAt: new Date() });
    const parentCaller = await testCaller({ user: parent });
    const ref = { courseId: course.id, moduleId: firstModule!.id, videoId: lesson.id };
    expect(await parentCaller.courses.lesson({ ...ref, locale: "ar" })).toMatchObject({ title: lesson.title, description: "درس تجريبي.", moduleTitle: "الوحدة الأولى", courseTitle: "Calm Evenings" });
    const frenchLesson = await parentCaller.courses.lesson({ ...ref, locale: "fr" });
    expect(frenchLesson).toMatchObject({ title: "Leçon une", description: "A test lesson.", courseTitle: "Des soirées calmes" });
    expect(frenchLesson.outline[0]!.lessons[0]!.title).toBe("Leçon une");
    expect(await parentCaller.courses.lesson(ref)).toMatchObject({ title: lesson.title, description: "A test lesson.", courseTitle: "Calm Evenings" });
    expect((await parentCaller.courses.myCourses({ locale: "fr" })).find((c) => c.id === course.id)?.title).toBe("Des soirées calmes");
    expect((await parentCaller.courses.myCourses()).find((c) => c.id === course.id)?.title).toBe("Calm Evenings");
  });
});

describe("editing translations in the back-office", () => {
  it("changes the public read, keeps what the edit leaves out, is audited with every language, and bumps the pages' tags", async () => {
    const db = await testDb();
    const caller = await testCaller({ user: admin });
    const service = await caller.admin.services.create(serviceDetails({ name: "Hearing test", translations: { fr: { name: "Test auditif" } } }));
    const servicesBefore = await readContentVersion(db, contentTags.services);

    await caller.admin.services.update({ serviceId: service.id, details: serviceDetails({ name: "Hearing test", translations: { ar: { description: "فحص سمع كامل للأطفال." } } }) });
    expect(await readContentVersion(db, contentTags.services)).toBe(servicesBefore + 1);
    const arabic = (await (await testCaller()).catalogue.services({ locale: "ar" })).find((s) => s.id === service.id);
    expect(arabic?.description).toBe("فحص سمع كامل للأطفال.");
    // The French name the edit did not send is still there; an edit without translations changes none.
    await caller.admin.services.update({ serviceId: service.id, details: serviceDetails({ name: "Hearing check" }) });
    expect((await listServices({ db, locale: "fr" })).find((s) => s.id === service.id)?.name).toBe("Test auditif");
    expect((await caller.admin.services.list()).find((s) => s.id === service.id)?.translations).toEqual({
      fr: { name: "Test auditif", description: "" },
      ar: { name: "", description: "فحص سمع كامل للأطفال." },
    });

    const edits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, service.id), eq(auditLog.action, "edit service")))
      .orderBy(auditLog.at);
    expect(edits).toHaveLength(2);
    expect(edits[0]!.actorId).toBe(admin.id);
    expect(edits[0]!.before).toMatchObject({ translations: { ar: { description: "" }, fr: { name: "Test auditif" } } });
    expect(edits[0]!.after).toMatchObject({ translations: { ar: { description: "فحص سمع كامل للأطفال." }, fr: { name: "Test auditif" } } });
    const [created] = await db.select().from(auditLog).where(and(eq(auditLog.entityId, service.id), eq(auditLog.action, "create service")));
    expect(created!.after).toMatchObject({ name: "Hearing test", translations: { fr: { name: "Test auditif" } } });

    // Courses: the course's own tag and the catalogue's; the outline's edits are audited on the course.
    const course = await createCourse(db);
    const outline = await getCourse({ db, courseId: course.id });
    const tags = [contentTags.courses, contentTags.course(course.id)];
    const versions = async () => Promise.all(tags.map((tag) => readContentVersion(db, tag)));
    let before = await versions();
    await caller.admin.courses.update({ courseId: course.id, details: courseDetails(course, { translations: { ar: { title: "دورة" } } }) });
    expect(await versions()).toEqual(before.map((v) => v + 1));
    before = await versions();
    await caller.admin.courses.renameModule({ moduleId: outline.modules[1]!.id, title: outline.modules[1]!.title, translations: { fr: { title: "Deuxième module" } } });
    expect(await versions()).toEqual(before.map((v) => v + 1));
    await caller.admin.courses.updateLesson({ lessonId: outline.modules[1]!.lessons[1]!.id, details: { title: "Lesson 2.2", description: "", translations: { ar: { title: "الدرس الثاني" } } } });
    const courseAudit = await db.select().from(auditLog).where(eq(auditLog.entityId, course.id)).orderBy(auditLog.at);
    expect(courseAudit.map((entry) => entry.action)).toEqual(["edit course", "rename module", "edit lesson"]);
    expect(courseAudit[0]!.after).toMatchObject({ translations: { ar: { title: "دورة" }, fr: { title: "" } } });
    expect(courseAudit[1]!.before).toMatchObject({ translations: { fr: { title: "" } } });
    expect(courseAudit[1]!.after).toMatchObject({ translations: { fr: { title: "Deuxième module" } } });
    expect(courseAudit[2]!.after).toMatchObject({ translations: { ar: { title: "الدرس الثاني" } } });
    const forStaff = await caller.admin.courses.get({ courseId: course.id });
    expect(forStaff.translations.ar.title).toBe("دورة");
    expect(forStaff.modules[1]!.translations.fr.title).toBe("Deuxième module");
    expect(forStaff.modules[1]!.lessons[1]!.translations.ar.title).toBe("الدرس الثاني");
  });

  it("refuses an unknown language and an over-long text under their fields, and saves nothing", async () => {
    const db = await testDb();
    const caller = await testCaller({ user: admin });
    const service = await caller.admin.services.create(serviceDetails({ name: "Untouched", translations: { ar: { name: "كما هو" } } }));
    const update = (translations: unknown) => caller.admin.services.update({ serviceId: service.id, details: serviceDetails({ name: "Changed", translations: translations as never }) });

    expect(await refusal(update({ de: { name: "Schlafberatung" } }))).toMatchObject({ code: "BAD_REQUEST", fields: { "details.translations": UNKNOWN_TRANSLATION_LOCALE } });
    expect(await refusal(update({ en: { name: "Sleep" } }))).toMatchObject({ fields: { "details.translations": UNKNOWN_TRANSLATION_LOCALE } });
    expect(await refusal(update({ ar: { description: "ن".repeat(601) } }))).toMatchObject({ fields: { "details.translations.ar.description": "At most 600 characters." } });
    expect(await refusal(update({ fr: { name: "x".repeat(81) } }))).toMatchObject({ fields: { "details.translations.fr.name": "At most 80 characters." } });
    expect(await refusal(update({ fr: { name: 42 } }))).toMatchObject({ fields: { "details.translations.fr.name": "Please enter text." } });
    expect((await caller.admin.services.list()).find((s) => s.id === service.id)).toMatchObject({ name: "Untouched", translations: { ar: { name: "كما هو" } } });

    const course = await createCourse(db);
    const outline = await getCourse({ db, courseId: course.id });
    expect(await refusal(caller.admin.courses.update({ courseId: course.id, details: courseDetails(course, { translations: { fr: { title: "t".repeat(121) } } }) }))).toMatchObject({
      fields: { "details.translations.fr.title": "At most 120 characters." },
    });
    expect(await refusal(caller.admin.courses.update({ courseId: course.id, details: courseDetails(course, { translations: { es: { title: "Curso" } } as never }) }))).toMatchObject({
      fields: { "details.translations": UNKNOWN_TRANSLATION_LOCALE },
    });
    expect(await refusal(caller.admin.courses.renameModule({ moduleId: outline.modules[0]!.id, title: "Module 1", translations: { ar: { title: "م".repeat(121) } } }))).toMatchObject({
      fields: { "translations.ar.title": "At most 120 characters." },
    });
    expect(
      await refusal(caller.admin.courses.updateLesson({ lessonId: outline.modules[0]!.lessons[0]!.id, details: { title: "Lesson 1.1", description: "", translations: { fr: { description: "d".repeat(2001) } } } })),
    ).toMatchObject({ fields: { "details.translations.fr.description": "At most 2000 characters." } });
    expect((await caller.admin.courses.get({ courseId: course.id })).translations).toEqual({
      fr: { title: "", description: "", category: "", learningOutcomes: [] },
      ar: { title: "", description: "", category: "", learningOutcomes: [] },
    });

    // Only the administrator translates; a parent is refused before the input matters.
    await expect((await testCaller({ user: parent })).admin.services.update({ serviceId: service.id, details: serviceDetails() })).rejects.toMatchObject({ code: "FORBIDDEN" });
    // The database itself holds French and Arabic rows only.
    await expect(db.execute(sql`insert into service_translations (service_id, locale, name) values (${service.id}, 'en', 'Sleep')`)).rejects.toThrow();
  });

  it("refuses a public read in an unknown language, naming the field", async () => {
    const db = await testDb();
    const course = await createCourse(db);
    const visitor = await testCaller();
    const unknown = (locale: string) => locale as Locale;
    expect(await refusal(visitor.courses.list({ locale: unknown("de") }))).toMatchObject({ code: "BAD_REQUEST", fields: { locale: UNKNOWN_LOCALE } });
    expect(await refusal(visitor.courses.byId({ courseId: course.id, locale: unknown("en-US") }))).toMatchObject({ fields: { locale: UNKNOWN_LOCALE } });
    expect(await refusal(visitor.catalogue.services({ locale: unknown("AR") }))).toMatchObject({ fields: { locale: UNKNOWN_LOCALE } });
  });
});

describe("the public pages' cached loaders, one cache entry per language", () => {
  it("keys each language apart under the same tags, and a translation edit drops every language's copy", async () => {
    const db = await testDb();
    const caller = await testCaller({ user: admin });
    const service = await caller.admin.services.create(serviceDetails({ name: "Asthma review", translations: { fr: { name: "Suivi de l'asthme" }, ar: { name: "متابعة الربو" } } }));
    const course = await createCourse(db, { title: "Asthma at home" });
    await caller.admin.courses.update({ courseId: course.id, details: courseDetails(course, { translations: { ar: { title: "الربو في المنزل" } } }) });

    // What the loaders declare: the same tags whatever the language.
    const loaders = {
      services: (locale?: Locale) => publicServiceCards(locale),
      courses: (locale?: Locale) => publicCourseList(locale),
      course: (locale?: Locale) => publicCourse(course.id, locale),
    };
    const runs: Record<string, { tags: string[]; value: unknown }> = {};
    for (const [name, load] of Object.entries(loaders)) {
      for (const locale of [undefined, "en", "fr", "ar", "xx"] as const) {
        declaredTags.length = 0;
        const value = await load(locale as Locale | undefined);
        runs[`${name}:${locale}`] = { tags: [...declaredTags], value };
      }
    }
    expect(runs["services:ar"]!.tags).toEqual([contentTags.services]);
    expect(runs["courses:fr"]!.tags).toEqual([contentTags.courses]);
    expect(runs["course:ar"]!.tags).toEqual([contentTags.courses, contentTags.course(course.id)]);
    for (const name of Object.keys(loaders)) {
      for (const locale of ["en", "fr", "ar", "xx"]) expect(runs[`${name}:${locale}`]!.tags).toEqual(runs[`${name}:undefined`]!.tags);
      // No language, or one the site does not have, is English.
      expect(runs[`${name}:undefined`]!.value).toEqual(runs[`${name}:en`]!.value);
      expect(runs[`${name}:xx`]!.value).toEqual(runs[`${name}:en`]!.value);
    }
    const cardName = (locale: string) => (runs[`services:${locale}`]!.value as Array<{ id: string; name: string }>).find((s) => s.id === service.id)?.name;
    expect([cardName("en"), cardName("fr"), cardName("ar")]).toEqual(["Asthma review", "Suivi de l'asthme", "متابعة الربو"]);
    expect((runs["course:ar"]!.value as { title: string }).title).toBe("الربو في المنزل");
    expect((runs["course:fr"]!.value as { title: string }).title).toBe("Asthma at home");

    // Next keys a "use cache" entry by its function and arguments: one entry per language here,
    // held by the shared-tags handler the app runs (decision 022) with the tags declared above.
    let clock = 1_000_000;
    const handler = createSharedTagsCacheHandler({ readVersions: () => () => readContentVersions(db), now: () => clock, checkEveryMs: 250 });
    await handler.refreshTags();
    const entry = (tags: string[], text: string) =>
      Promise.resolve({ value: new Blob([text]).stream(), tags, stale: 300, timestamp: clock, expire: 86_400, revalidate: 3_600 });
    for (const locale of ["en", "fr", "ar"]) {
      await handler.set(`publicServiceCards:["${locale}"]`, entry(runs[`services:${locale}`]!.tags, JSON.stringify(runs[`services:${locale}`]!.value)));
      await handler.set(`publicCourseList:["${locale}"]`, entry(runs[`courses:${locale}`]!.tags, JSON.stringify(runs[`courses:${locale}`]!.value)));
    }
    const cached = async (key: string) => {
      const found = await handler.get(key, []);
      return found ? new Response(found.value).text() : undefined;
    };
    clock += 1_000;
    await handler.refreshTags();
    expect(await cached(`publicServiceCards:["ar"]`)).toContain("متابعة الربو");
    expect(await cached(`publicServiceCards:["fr"]`)).toContain("Suivi de l'asthme");

    // The Arabic name changes: every language's services entry goes (English underlies the
    // others), the courses' entries stay; read again, Arabic shows the new name, French its own.
    await caller.admin.services.update({ serviceId: service.id, details: serviceDetails({ name: "Asthma review", translations: { ar: { name: "مراجعة الربو" } } }) });
    clock += 300;
    await handler.refreshTags();
    for (const locale of ["en", "fr", "ar"]) {
      expect(await cached(`publicServiceCards:["${locale}"]`)).toBeUndefined();
      expect(await cached(`publicCourseList:["${locale}"]`)).toBeDefined();
    }
    const names = async (locale: Locale) => (await publicServiceCards(locale)).find((s) => s.id === service.id)?.name;
    expect([await names("en"), await names("fr"), await names("ar")]).toEqual(["Asthma review", "Suivi de l'asthme", "مراجعة الربو"]);
  });
});
