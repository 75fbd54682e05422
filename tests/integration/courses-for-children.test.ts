import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { beirutDate } from "~/lib/calendar-date";
import type { TCourseDetailsInput } from "~/schemas/admin/courses";
import type { SessionUser } from "~/server/auth/session";
import { childAdults, children, courses } from "~/server/db/schema";
import { listCoursesForMyChildren } from "~/server/services/courses/courses-for-my-children";
import { testCaller, testDb } from "../support/app";
import { createAccount, createCourse } from "../support/factories";
import { refusal } from "../support/refusal";

// Courses know the child (decision 054): a course's age range, set in the back-office, and the
// courses that fit each of a parent's children today.

type Db = Awaited<ReturnType<typeof testDb>>;
let db: Db;
let admin: SessionUser;

/** A date of birth `months` whole months before today (Beirut), a few days earlier so the count is whole. */
function bornMonthsAgo(months: number): string {
  const [y, m, d] = beirutDate(new Date()).split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1 - months, d - 3)).toISOString().slice(0, 10);
}

const as = (user: SessionUser | null) => testCaller({ user, from: `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });

async function addChild(user: SessionUser, firstName: string, dateOfBirth: string) {
  return (await (await as(user)).family.add({ firstName, lastName: "Khoury", dateOfBirth, healthDataConsent: true })).id;
}

const details = (overrides: Partial<TCourseDetailsInput> = {}): TCourseDetailsInput => ({
  title: "Toddler Tantrums",
  description: "Calm ways through the hard moments.",
  category: "Behaviour",
  price: "39",
  discountPrice: "",
  instructorFirstName: "Maya",
  instructorLastName: "Haddad",
  learningOutcomes: "Name the feeling",
  imageUrl: "/images/courses/gentle-sleep.svg",
  ...overrides,
});

beforeAll(async () => {
  db = await testDb();
  admin = await createAccount(db, "admin");
});

describe("the back-office sets a course's age range", () => {
  it("keeps whole months from 0 to 216, empty as no limit, on creating and editing", async () => {
    const caller = await as(admin);
    const created = await caller.admin.courses.create(details({ minAgeMonths: 12, maxAgeMonths: 36 }));
    expect(created).toMatchObject({ minAgeMonths: 12, maxAgeMonths: 36 });
    const edited = await caller.admin.courses.update({ courseId: created.id, details: details({ minAgeMonths: "", maxAgeMonths: 216 }) });
    expect(edited).toMatchObject({ minAgeMonths: null, maxAgeMonths: 216 });
    const [row] = await db.select({ min: courses.minAgeMonths, max: courses.maxAgeMonths }).from(courses).where(eq(courses.id, created.id));
    expect(row).toEqual({ min: null, max: 216 });
    expect(await caller.admin.courses.get({ courseId: created.id })).toMatchObject({ minAgeMonths: null, maxAgeMonths: 216 });
    const untouched = await caller.admin.courses.create(details());
    expect(untouched).toMatchObject({ minAgeMonths: null, maxAgeMonths: null });
  });

  it("refuses the youngest above the oldest, a negative or fractional age and one over 18 years, under their fields, and saves nothing", async () => {
    const caller = await as(admin);
    const before = (await db.select({ id: courses.id }).from(courses)).length;
    expect(await refusal(caller.admin.courses.create(details({ minAgeMonths: 13, maxAgeMonths: 12 })))).toMatchObject({
      code: "BAD_REQUEST",
      fields: { maxAgeMonths: "The youngest age must not be above the oldest." },
    });
    expect(await refusal(caller.admin.courses.create(details({ minAgeMonths: -1 })))).toMatchObject({ fields: { minAgeMonths: "An age cannot be negative." } });
    expect(await refusal(caller.admin.courses.create(details({ maxAgeMonths: 217 })))).toMatchObject({ fields: { maxAgeMonths: "At most 216 months (18 years)." } });
    expect(await refusal(caller.admin.courses.create(details({ minAgeMonths: 2.5 })))).toMatchObject({ fields: { minAgeMonths: "Write an age in whole months." } });
    expect((await db.select({ id: courses.id }).from(courses)).length).toBe(before);
    const course = await caller.admin.courses.create(details({ minAgeMonths: 6, maxAgeMonths: 12 }));
    expect(await refusal(caller.admin.courses.update({ courseId: course.id, details: details({ minAgeMonths: 24, maxAgeMonths: 12 }) }))).toMatchObject({
      fields: { "details.maxAgeMonths": "The youngest age must not be above the oldest." },
    });
    const [row] = await db.select({ min: courses.minAgeMonths, max: courses.maxAgeMonths }).from(courses).where(eq(courses.id, course.id));
    expect(row).toEqual({ min: 6, max: 12 });
  });
});

describe("the courses that fit each child today", () => {
  it("groups the published courses of each child's age, leaving out archived children, other families' children and courses for everyone", async () => {
    const parent = await createAccount(db, "parent");
    const otherFamily = await createAccount(db, "parent");
    const lina = await addChild(parent, "Lina", bornMonthsAgo(8));
    const sami = await addChild(parent, "Sami", bornMonthsAgo(30));
    const archived = await addChild(parent, "Rami", bornMonthsAgo(1));
    await (await as(parent)).family.archive({ childId: archived });
    // Another family's newborn: its course must never reach this parent.
    await addChild(otherFamily, "Nour", bornMonthsAgo(1));

    const newborn = await createCourse(db, { title: "Newborn days", minAgeMonths: 0, maxAgeMonths: 3 }, { modules: 1, lessonsPerModule: 1 });
    const firstYear = await createCourse(db, { title: "The first year", minAgeMonths: 0, maxAgeMonths: 12 }, { modules: 1, lessonsPerModule: 1 });
    const toddler = await createCourse(db, { title: "Toddlers", minAgeMonths: 24, maxAgeMonths: 48 }, { modules: 1, lessonsPerModule: 1 });
    const fromSix = await createCourse(db, { title: "From six months", minAgeMonths: 6 }, { modules: 1, lessonsPerModule: 1 });
    const everyone = await createCourse(db, { title: "For every parent" }, { modules: 1, lessonsPerModule: 1 });
    const draft = await createCourse(db, { title: "A draft", minAgeMonths: 0, maxAgeMonths: 12, publishedAt: null }, { modules: 1, lessonsPerModule: 1 });
    const mine = new Set([newborn.id, firstYear.id, toddler.id, fromSix.id, everyone.id, draft.id]);

    const answer = await (await as(parent)).courses.forMyChildren();
    const ours = answer.map((group) => ({ ...group, courses: group.courses.filter((course) => mine.has(course.id)).map((course) => course.title) }));
    expect(ours).toEqual([
      // Oldest child first; courses in the catalogue's order (here, all in place 0: by title).
      { child: { id: sami, firstName: "Sami", dateOfBirth: bornMonthsAgo(30), age: { years: 2, months: 6 } }, courses: ["From six months", "Toddlers"] },
      { child: { id: lina, firstName: "Lina", dateOfBirth: bornMonthsAgo(8), age: { years: 0, months: 8 } }, courses: ["From six months", "The first year"] },
    ]);
    // Only what the card shows: no child's last name, alerts or the courses' drafts.
    expect(Object.keys(answer[0]!.child).sort()).toEqual(["age", "dateOfBirth", "firstName", "id"]);

    // The other family sees its own child only, with the newborn's course.
    const theirs = (await (await as(otherFamily)).courses.forMyChildren()).map((group) => ({ name: group.child.firstName, courses: group.courses.filter((c) => mine.has(c.id)).map((c) => c.title) }));
    expect(theirs).toEqual([{ name: "Nour", courses: ["Newborn days", "The first year"] }]);
  });

  it("counts the age on today's date in Beirut, both ends of a range included", async () => {
    const parent = await createAccount(db, "parent");
    const [child] = await db.insert(children).values({ firstName: "Maya", lastName: "Saad", dateOfBirth: "2026-01-15", createdBy: parent.id }).returning();
    await db.insert(childAdults).values({ childId: child!.id, userId: parent.id, role: "inviting" });
    const threeToSix = await createCourse(db, { title: "Three to six months", minAgeMonths: 3, maxAgeMonths: 6 }, { modules: 1, lessonsPerModule: 1 });
    const fits = async (now: Date) =>
      (await listCoursesForMyChildren({ db, userId: parent.id, now })).flatMap((group) => group.courses.filter((c) => c.id === threeToSix.id).map(() => group.child.age));
    // 14 April 23:30 in Beirut is 20:30 UTC: still two months old.
    expect(await fits(new Date("2026-04-14T20:30:00Z"))).toEqual([]);
    // 15 April 00:30 in Beirut (21:30 UTC on the 14th): three months, the range's first day.
    expect(await fits(new Date("2026-04-14T21:30:00Z"))).toEqual([{ years: 0, months: 3 }]);
    expect(await fits(new Date("2026-08-14T12:00:00Z"))).toEqual([{ years: 0, months: 6 }]);
    expect(await fits(new Date("2026-08-15T12:00:00Z"))).toEqual([]);
  });

  it("follows the family at once: a second adult sees the shared child, and loses it when removed; a child without a date of birth is left out", async () => {
    const first = await createAccount(db, "parent");
    const second = await createAccount(db, "parent");
    const course = await createCourse(db, { title: "Sleep at one", minAgeMonths: 10, maxAgeMonths: 14 }, { modules: 1, lessonsPerModule: 1 });
    const childId = await addChild(first, "Lea", bornMonthsAgo(12));
    await db.insert(childAdults).values({ childId, userId: second.id, role: "invited" });
    const [unknown] = await db.insert(children).values({ firstName: "Past", lastName: "Visit", dateOfBirth: null, createdBy: null }).returning();
    await db.insert(childAdults).values({ childId: unknown!.id, userId: second.id, role: "inviting" });

    const seen = async (user: SessionUser) => (await (await as(user)).courses.forMyChildren()).map((g) => [g.child.firstName, g.courses.some((c) => c.id === course.id)]);
    expect(await seen(second)).toEqual([["Lea", true]]);
    await (await as(first)).family.removeAdult({ childId, adultId: second.id });
    expect(await seen(second)).toEqual([]);
    expect(await seen(first)).toEqual([["Lea", true]]);
  });

  it("asks for a signed-in account", async () => {
    expect(await refusal((await as(null)).courses.forMyChildren())).toMatchObject({ code: "UNAUTHORIZED" });
  });
});
