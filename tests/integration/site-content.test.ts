import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { guides } from "~/config/guides";
import type { Locale } from "~/i18n/locales";
import type { TFaqEntryDetailsInput, TGuideTextsInput, TTestimonialDetailsInput } from "~/schemas/admin/site-content";
import { UNKNOWN_TRANSLATION_LOCALE } from "~/schemas/translations";
import type { SessionUser } from "~/server/auth/session";
import { createSharedTagsCacheHandler } from "~/server/cache/shared-tags-cache-handler.mjs";
import { auditLog, faqEntries, testimonials, testimonialTranslations } from "~/server/db/schema";
import { contentTags } from "~/server/services/content/cache-tags";
import { readContentVersion, readContentVersions } from "~/server/services/content/content-changes";
import { listFaq } from "~/server/services/site-content/list-faq";
import { listGuides } from "~/server/services/site-content/list-guides";
import { listTestimonials } from "~/server/services/site-content/list-testimonials";
import { testCaller, testDb } from "../support/app";
import { createAccount } from "../support/factories";
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
const { publicFaq, publicGuides, publicTestimonials } = await import("~/server/services/public-pages/cached-content");


const testimonial = (overrides: Partial<TTestimonialDetailsInput> = {}): TTestimonialDetailsInput => ({
  quote: "The doctor listened to every question we had.",
  name: "Maya R.",
  role: "Mother of one, Byblos",
  published: true,
  ...overrides,
});
const question = (overrides: Partial<TFaqEntryDetailsInput> = {}): TFaqEntryDetailsInput => ({
  question: "Is there parking?",
  answer: "Yes, in front of both clinics.",
  ...overrides,
});

const ARABIC = /[\u0600-\u06FF]/;

let admin: SessionUser;
let reception: SessionUser;
let parent: SessionUser;
beforeAll(async () => {
  const db = await testDb();
  [admin, reception, parent] = await Promise.all([createAccount(db, "admin"), createAccount(db, "staff"), createAccount(db, "parent")]);
});

describe("a fresh database has the words the site showed from its catalogues", () => {
  it("six testimonials, five questions and four guides, in English, French and Arabic", async () => {
    const db = await testDb();
    const english = await listTestimonials({ db });
    const french = await listTestimonials({ db, locale: "fr" });
    const arabic = await listTestimonials({ db, locale: "ar" });
    expect(english.map((t) => t.name)).toEqual(["Rania K.", "Elie & Nour S.", "Joëlle A.", "Karim H.", "Lara M.", "Georges & Tania F."]);
    expect(french.map((t) => t.id)).toEqual(english.map((t) => t.id));
    expect(french[1]).toMatchObject({ name: "Elie et Nour S.", role: "Parents d'un nouveau-né, Jounieh" });
    expect(arabic[0]).toMatchObject({ name: "رانيا ك.", role: "أمّ لطفلين، جبيل" });
    for (const t of arabic) for (const text of [t.quote, t.name, t.role]) expect(ARABIC.test(text)).toBe(true);
    for (const t of french) for (const text of [t.quote, t.name, t.role]) expect(ARABIC.test(text)).toBe(false);

    const faq = { en: await listFaq({ db }), fr: await listFaq({ db, locale: "fr" }), ar: await listFaq({ db, locale: "ar" }) };
    expect(faq.en.map((f) => f.question)).toEqual([
      "When are your clinics open?",
      "Do you accept insurance?",
      "Can my child be seen on the same day?",
      "Do you offer online consultations?",
      "Which languages do you speak?",
    ]);
    // The answers once built from the clinic's settings, as the pages wrote them.
    expect(faq.en[0]!.answer).toContain("Both clinics, in Jbeil and Jounieh, are open Monday to Friday 9am – 7pm, Saturday 9am – 2pm and closed on Sunday.");
    expect(faq.en[2]!.answer).toContain("the same day, in Jbeil or Jounieh.");
    expect(faq.fr[0]!.answer).toContain("Nos deux cliniques, à Jbeil et Jounieh, sont ouvertes du lundi au vendredi de 09 h à 19 h, le samedi de 09 h à 14 h et fermées le dimanche.");
    expect(faq.fr[1]!.question).toBe("Acceptez-vous les assurances ?");
    expect(faq.ar[0]!.answer).toContain("من الاثنين إلى الجمعة من 9 ص حتى 7 م");
    for (const f of [...faq.en, ...faq.fr, ...faq.ar]) expect(f.answer).not.toMatch(/[{}]/);

    const shipped = await listGuides({ db });
    expect(shipped.map((g) => [g.slug, g.title, g.description])).toEqual(guides.map((g) => [g.slug, g.title, g.description]));
    const frenchGuides = await listGuides({ db, locale: "fr" });
    expect(frenchGuides[0]).toMatchObject({ slug: "newborn-care-essentials", title: "L'essentiel des soins du nouveau-né", downloadUrl: "/guides/newborn-care-essentials.pdf", pages: guides[0]!.pages });
    expect((await listGuides({ db, locale: "ar" }))[3]!.title).toBe("شفط الحليب وتخزينه");
  });
});

describe("texts in the page's language, English underneath field by field", () => {
  it("a testimonial, a question and a guide show each translated text where it is, the English one where it is not", async () => {
    const db = await testDb();
    const caller = await testCaller({ user: admin });
    const created = await caller.admin.siteContent.createTestimonial(
      testimonial({ translations: { fr: { quote: "Le médecin a écouté chacune de nos questions.", name: "", role: "" }, ar: { name: "   ", role: "أم لطفل، جبيل" } } }),
    );
    const read = async (locale: Locale) => (await listTestimonials({ db, locale })).find((t) => t.id === created.id);
    expect(await read("en")).toEqual({ id: created.id, quote: "The doctor listened to every question we had.", name: "Maya R.", role: "Mother of one, Byblos" });
    expect(await read("fr")).toMatchObject({ quote: "Le médecin a écouté chacune de nos questions.", name: "Maya R.", role: "Mother of one, Byblos" });
    expect(await read("ar")).toMatchObject({ quote: "The doctor listened to every question we had.", name: "Maya R.", role: "أم لطفل، جبيل" });
    // Last in the carousel.
    expect((await listTestimonials({ db })).at(-1)?.id).toBe(created.id);

    // Hidden: kept for the staff, not on the page.
    const hidden = await caller.admin.siteContent.createTestimonial(testimonial({ name: "Not yet", published: false }));
    expect((await listTestimonials({ db, locale: "fr" })).some((t) => t.id === hidden.id)).toBe(false);
    expect((await caller.admin.siteContent.list()).testimonials.find((t) => t.id === hidden.id)).toMatchObject({ name: "Not yet", publishedAt: null });

    const entry = await caller.admin.siteContent.createFaqEntry(question({ translations: { ar: { question: "هل يوجد موقف للسيارات؟" } } }));
    const faqIn = async (locale: Locale) => (await listFaq({ db, locale })).find((f) => f.id === entry.id);
    expect(await faqIn("ar")).toMatchObject({ question: "هل يوجد موقف للسيارات؟", answer: "Yes, in front of both clinics." });
    expect(await faqIn("fr")).toMatchObject({ question: "Is there parking?", answer: "Yes, in front of both clinics." });

    const slug = "sleep-training-methods";
    const before = (await listGuides({ db, locale: "fr" })).find((g) => g.slug === slug)!;
    await caller.admin.siteContent.updateGuide({
      slug,
      details: { title: "Sleep, Gently", description: "How children learn to sleep.", translations: { ar: { title: "", description: "كيف يتعلّم الأطفال النوم." } } },
    });
    const guideIn = async (locale: Locale) => (await listGuides({ db, locale })).find((g) => g.slug === slug)!;
    expect(await guideIn("en")).toMatchObject({ title: "Sleep, Gently", description: "How children learn to sleep.", downloadUrl: "/guides/sleep-training-methods.pdf" });
    // Arabic: its title was cleared (English shows), its description is the new one; French untouched.
    expect(await guideIn("ar")).toMatchObject({ title: "Sleep, Gently", description: "كيف يتعلّم الأطفال النوم." });
    expect(await guideIn("fr")).toEqual(before);
  });
});

describe("staff change the lists in the back-office", () => {
  it("edit, reorder and remove, each audited with every language and in its own transaction", async () => {
    const db = await testDb();
    const caller = await testCaller({ user: admin });
    const created = await caller.admin.siteContent.createTestimonial(testimonial({ name: "Nadine T.", translations: { fr: { name: "Nadine T." } } }));

    // An edit without French leaves the French as it was; Arabic is added.
    await caller.admin.siteContent.updateTestimonial({ testimonialId: created.id, details: testimonial({ name: "Nadine T.", quote: "Kind and thorough.", translations: { ar: { quote: "لطيفة ودقيقة." } } }) });
    const forStaff = (await caller.admin.siteContent.list()).testimonials.find((t) => t.id === created.id)!;
    expect(forStaff).toMatchObject({ quote: "Kind and thorough.", translations: { fr: { name: "Nadine T.", quote: "" }, ar: { quote: "لطيفة ودقيقة." } } });
    const [edit] = await db.select().from(auditLog).where(and(eq(auditLog.entityId, created.id), eq(auditLog.action, "edit testimonial")));
    expect(edit!.actorId).toBe(admin.id);
    expect(edit!.before).toMatchObject({ quote: "The doctor listened to every question we had.", translations: { ar: { quote: "" } } });
    expect(edit!.after).toMatchObject({ quote: "Kind and thorough.", translations: { ar: { quote: "لطيفة ودقيقة." }, fr: { name: "Nadine T." } } });

    // Hidden, then shown again.
    expect(forStaff.publishedAt).not.toBeNull();
    await caller.admin.siteContent.updateTestimonial({ testimonialId: created.id, details: testimonial({ name: "Nadine T.", published: false }) });
    expect((await listTestimonials({ db })).some((t) => t.id === created.id)).toBe(false);
    await caller.admin.siteContent.updateTestimonial({ testimonialId: created.id, details: testimonial({ name: "Nadine T.", published: true }) });
    const [again] = await db.select().from(testimonials).where(eq(testimonials.id, created.id));
    expect(again!.publishedAt).not.toBeNull();
    expect((await listTestimonials({ db })).some((t) => t.id === created.id)).toBe(true);

    // Reorder: up one place; the first cannot go further up.
    const ids = async () => (await caller.admin.siteContent.list()).testimonials.map((t) => t.id);
    const order = await ids();
    const at = order.indexOf(created.id);
    expect(await caller.admin.siteContent.moveTestimonial({ testimonialId: created.id, direction: "up" })).toEqual({ moved: true });
    const moved = await ids();
    expect(moved[at - 1]).toBe(created.id);
    expect(moved[at]).toBe(order[at - 1]);
    expect(await caller.admin.siteContent.moveTestimonial({ testimonialId: moved[0]!, direction: "up" })).toEqual({ moved: false });
    expect(await ids()).toEqual(moved);
    // The list is numbered in its order, one to n.
    const sortOrders = (await db.select({ sortOrder: testimonials.sortOrder }).from(testimonials).orderBy(testimonials.sortOrder)).map((r) => r.sortOrder);
    expect(sortOrders).toEqual(sortOrders.map((_, i) => i + 1));

    // Removed with its translations; the audit log keeps its words.
    await caller.admin.siteContent.removeTestimonial({ testimonialId: created.id });
    expect(await ids()).not.toContain(created.id);
    expect(await db.select().from(testimonialTranslations).where(eq(testimonialTranslations.testimonialId, created.id))).toEqual([]);
    const [removal] = await db.select().from(auditLog).where(and(eq(auditLog.entityId, created.id), eq(auditLog.action, "remove testimonial")));
    expect(removal!.before).toMatchObject({ name: "Nadine T.", translations: { ar: { quote: "لطيفة ودقيقة." } } });
    expect(await refusal(caller.admin.siteContent.removeTestimonial({ testimonialId: created.id }))).toMatchObject({ code: "NOT_FOUND", message: "This testimonial no longer exists." });

    // The questions: the same.
    const faq = async () => (await caller.admin.siteContent.list()).faq.map((f) => f.id);
    const entry = await caller.admin.siteContent.createFaqEntry(question({ question: "Do you see teenagers alone?" }));
    expect((await faq()).at(-1)).toBe(entry.id);
    await caller.admin.siteContent.moveFaqEntry({ faqEntryId: entry.id, direction: "up" });
    expect((await faq()).at(-2)).toBe(entry.id);
    expect(await caller.admin.siteContent.moveFaqEntry({ faqEntryId: (await faq()).at(-1)!, direction: "down" })).toEqual({ moved: false });
    await caller.admin.siteContent.updateFaqEntry({ faqEntryId: entry.id, details: question({ question: "Do you see teenagers on their own?", translations: { fr: { answer: "Oui, s'ils le souhaitent." } } }) });
    expect((await listFaq({ db, locale: "fr" })).find((f) => f.id === entry.id)).toMatchObject({ question: "Do you see teenagers on their own?", answer: "Oui, s'ils le souhaitent." });
    await caller.admin.siteContent.removeFaqEntry({ faqEntryId: entry.id });
    expect(await faq()).not.toContain(entry.id);
    const actions = (await db.select().from(auditLog).where(eq(auditLog.entityId, entry.id)).orderBy(auditLog.at)).map((row) => row.action);
    expect(actions).toEqual(["create question", "move question up", "edit question", "remove question"]);

    const [guideEdit] = await db.select().from(auditLog).where(and(eq(auditLog.entity, "guide"), eq(auditLog.entityId, "sleep-training-methods")));
    expect(guideEdit!.before).toMatchObject({ title: "Sleep Training Methods", translations: { ar: { title: "أساليب تعليم الطفل النوم" } } });
    expect(guideEdit!.after).toMatchObject({ title: "Sleep, Gently", translations: { ar: { title: "" } } });
  });

  it("refuses what is missing, too long or unknown, under its field, and saves nothing", async () => {
    const db = await testDb();
    const caller = await testCaller({ user: admin });
    const kept = await caller.admin.siteContent.createTestimonial(testimonial({ name: "Untouched", translations: { ar: { quote: "كما هو" } } }));
    const update = (details: Partial<TTestimonialDetailsInput>) => caller.admin.siteContent.updateTestimonial({ testimonialId: kept.id, details: testimonial({ name: "Changed", ...details }) });

    expect(await refusal(update({ quote: "   " }))).toEqual({ code: "BAD_REQUEST", message: "Please enter the parent's words in English.", fields: { "details.quote": "Please enter the parent's words in English." } });
    expect(await refusal(caller.admin.siteContent.createTestimonial({ ...testimonial(), name: undefined } as never))).toMatchObject({ fields: { name: "Please enter the name shown under the words." } });
    expect(await refusal(update({ role: "r".repeat(121) }))).toMatchObject({ fields: { "details.role": "At most 120 characters." } });
    expect(await refusal(update({ translations: { ar: { quote: "ن".repeat(601) } } }))).toMatchObject({ fields: { "details.translations.ar.quote": "At most 600 characters." } });
    expect(await refusal(update({ translations: { de: { quote: "Sehr gut" } } as never }))).toMatchObject({ fields: { "details.translations": UNKNOWN_TRANSLATION_LOCALE } });
    expect(await refusal(caller.admin.siteContent.updateTestimonial({ testimonialId: "not-an-id", details: testimonial() }))).toMatchObject({ fields: { testimonialId: "Unknown testimonial." } });
    expect(await refusal(caller.admin.siteContent.updateTestimonial({ testimonialId: "00000000-0000-4000-8000-000000000000", details: testimonial() }))).toMatchObject({ code: "NOT_FOUND" });
    expect(await refusal(caller.admin.siteContent.moveTestimonial({ testimonialId: kept.id, direction: "left" as never }))).toMatchObject({ fields: { direction: "Move up or down." } });
    expect((await caller.admin.siteContent.list()).testimonials.find((t) => t.id === kept.id)).toMatchObject({ name: "Untouched", translations: { ar: { quote: "كما هو" } } });

    const faqBefore = await db.select().from(faqEntries);
    expect(await refusal(caller.admin.siteContent.createFaqEntry(question({ answer: "" })))).toMatchObject({ fields: { answer: "Please enter the answer in English." } });
    expect(await refusal(caller.admin.siteContent.createFaqEntry(question({ question: "q".repeat(201) })))).toMatchObject({ fields: { question: "At most 200 characters." } });
    expect(await refusal(caller.admin.siteContent.createFaqEntry(question({ translations: { fr: { answer: "a".repeat(1501) } } })))).toMatchObject({
      fields: { "translations.fr.answer": "At most 1500 characters." },
    });
    expect(await db.select().from(faqEntries)).toHaveLength(faqBefore.length);

    const guide = (details: Partial<TGuideTextsInput>): TGuideTextsInput => ({ title: "A guide", description: "About it.", ...details });
    expect(await refusal(caller.admin.siteContent.updateGuide({ slug: "no-such-guide", details: guide({}) }))).toMatchObject({ fields: { slug: "Unknown guide." } });
    expect(await refusal(caller.admin.siteContent.updateGuide({ slug: "newborn-care-essentials", details: guide({ title: "" }) }))).toMatchObject({
      fields: { "details.title": "Please enter the guide's title in English." },
    });
    expect(await refusal(caller.admin.siteContent.updateGuide({ slug: "newborn-care-essentials", details: guide({ translations: { fr: { description: "d".repeat(301) } } }) }))).toMatchObject({
      fields: { "details.translations.fr.description": "At most 300 characters." },
    });
    expect((await listGuides({ db }))[0]!.title).toBe("Newborn Care Essentials");

    // The database itself holds French and Arabic rows only.
    await expect(db.execute(sql`insert into testimonial_translations (testimonial_id, locale, quote) values (${kept.id}, 'en', 'Good')`)).rejects.toThrow();
  });

  it("only the administrator edits them: reception, parents and visitors are refused before the input matters", async () => {
    const db = await testDb();
    const [first] = await db.select().from(testimonials).limit(1);
    const calls = (caller: Awaited<ReturnType<typeof testCaller>>) => [
      caller.admin.siteContent.list(),
      caller.admin.siteContent.createTestimonial(testimonial()),
      caller.admin.siteContent.updateTestimonial({ testimonialId: first!.id, details: testimonial() }),
      caller.admin.siteContent.removeTestimonial({ testimonialId: first!.id }),
      caller.admin.siteContent.moveFaqEntry({ faqEntryId: first!.id, direction: "up" }),
      caller.admin.siteContent.updateGuide({ slug: "newborn-care-essentials", details: { title: "", description: "" } }),
    ];
    for (const [who, code] of [
      [await testCaller({ user: reception }), "FORBIDDEN"],
      [await testCaller({ user: parent }), "FORBIDDEN"],
      [await testCaller(), "UNAUTHORIZED"],
    ] as const) {
      for (const call of calls(who)) expect((await refusal(call)).code).toBe(code);
    }
    expect((await db.select().from(testimonials).where(eq(testimonials.id, first!.id)))[0]).toEqual(first);
  });
});

describe("the public pages' cached loaders", () => {
  it("declare their own tags, one cache entry per language; an edit bumps its tag, drops every language's copy, and the loader reads the new text", async () => {
    const db = await testDb();
    const caller = await testCaller({ user: admin });
    const loaders = { testimonials: publicTestimonials, faq: publicFaq, guides: publicGuides };
    const runs: Record<string, { tags: string[]; value: unknown }> = {};
    for (const [name, load] of Object.entries(loaders)) {
      for (const locale of [undefined, "en", "fr", "ar", "xx"] as const) {
        declaredTags.length = 0;
        const value = await load(locale as Locale | undefined);
        runs[`${name}:${locale}`] = { tags: [...declaredTags], value };
      }
      for (const locale of [undefined, "en", "fr", "ar", "xx"]) expect(runs[`${name}:${locale}`]!.tags).toEqual([contentTags[name as keyof typeof loaders]]);
      expect(runs[`${name}:undefined`]!.value).toEqual(runs[`${name}:en`]!.value);
      expect(runs[`${name}:xx`]!.value).toEqual(runs[`${name}:en`]!.value);
      expect(runs[`${name}:ar`]!.value).not.toEqual(runs[`${name}:en`]!.value);
    }

    // The shared-tags handler the app runs (decision 022), holding each language's entry.
    let clock = 1_000_000;
    const handler = createSharedTagsCacheHandler({ readVersions: () => () => readContentVersions(db), now: () => clock, checkEveryMs: 250 });
    await handler.refreshTags();
    const entry = (tags: string[], text: string) => Promise.resolve({ value: new Blob([text]).stream(), tags, stale: 300, timestamp: clock, expire: 86_400, revalidate: 3_600 });
    for (const name of Object.keys(loaders)) {
      for (const locale of ["en", "fr", "ar"]) await handler.set(`${name}:${locale}`, entry(runs[`${name}:${locale}`]!.tags, JSON.stringify(runs[`${name}:${locale}`]!.value)));
    }
    const cached = async (key: string) => {
      const found = await handler.get(key, []);
      return found ? new Response(found.value).text() : undefined;
    };
    clock += 1_000;
    await handler.refreshTags();

    // The Arabic words of the first testimonial change: the testimonials' tag moves, every
    // language's testimonials entry goes, the questions' and the guides' stay.
    const [first] = (await caller.admin.siteContent.list()).testimonials;
    const versionBefore = await readContentVersion(db, contentTags.testimonials);
    const faqVersion = await readContentVersion(db, contentTags.faq);
    const arabic = `كلمات جديدة (${Date.now()})`;
    await caller.admin.siteContent.updateTestimonial({
      testimonialId: first!.id,
      details: { quote: first!.quote, name: first!.name, role: first!.role, published: true, translations: { ar: { quote: arabic } } },
    });
    expect(await readContentVersion(db, contentTags.testimonials)).toBe(versionBefore + 1);
    expect(await readContentVersion(db, contentTags.faq)).toBe(faqVersion);
    clock += 300;
    await handler.refreshTags();
    for (const locale of ["en", "fr", "ar"]) {
      expect(await cached(`testimonials:${locale}`)).toBeUndefined();
      expect(await cached(`faq:${locale}`)).toBeDefined();
      expect(await cached(`guides:${locale}`)).toBeDefined();
    }
    expect((await publicTestimonials("ar")).find((t) => t.id === first!.id)?.quote).toBe(arabic);
    expect((await publicTestimonials("fr")).find((t) => t.id === first!.id)?.quote).toBe((runs["testimonials:fr"]!.value as Array<{ id: string; quote: string }>).find((t) => t.id === first!.id)?.quote);

    // A French answer, then a guide's words: each bumps its own tag.
    const [faqFirst] = (await caller.admin.siteContent.list()).faq;
    const french = `Oui, toujours. (${Date.now()})`;
    await caller.admin.siteContent.updateFaqEntry({ faqEntryId: faqFirst!.id, details: { question: faqFirst!.question, answer: faqFirst!.answer, translations: { fr: { answer: french } } } });
    expect(await readContentVersion(db, contentTags.faq)).toBe(faqVersion + 1);
    clock += 300;
    await handler.refreshTags();
    expect(await cached("faq:fr")).toBeUndefined();
    expect(await cached("guides:fr")).toBeDefined();
    expect((await publicFaq("fr"))[0]!.answer).toBe(french);

    const guidesVersion = await readContentVersion(db, contentTags.guides);
    await caller.admin.siteContent.updateGuide({ slug: "pumping-milk-storage", details: { title: "Pumping & Milk Storage", description: "Pumping, storing and warming milk." } });
    expect(await readContentVersion(db, contentTags.guides)).toBe(guidesVersion + 1);
    expect((await publicGuides("fr")).find((g) => g.slug === "pumping-milk-storage")?.title).toBe("Tire-lait et conservation du lait");
    expect((await publicGuides("en")).find((g) => g.slug === "pumping-milk-storage")?.description).toBe("Pumping, storing and warming milk.");
  });

  it("a change that is refused tells no page", async () => {
    const db = await testDb();
    const caller = await testCaller({ user: admin });
    const before = await readContentVersions(db);
    await refusal(caller.admin.siteContent.createFaqEntry(question({ question: "" })));
    await refusal(caller.admin.siteContent.removeTestimonial({ testimonialId: "00000000-0000-4000-8000-000000000000" }));
    const after = await readContentVersions(db);
    for (const tag of [contentTags.faq, contentTags.testimonials]) expect(after.get(tag)).toBe(before.get(tag));
  });
});
