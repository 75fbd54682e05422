import { randomBytes } from "node:crypto";

import type { SessionUser } from "~/server/auth/session";
import type { Database } from "~/server/db/client";
import { courseModules, courses, lessons, services, users } from "~/server/db/schema";

const unique = () => randomBytes(4).toString("hex");

/** An account of the given role, as a session sees it (for `testCaller({ user })`). */
export async function createAccount(db: Database, role: SessionUser["role"] = "parent"): Promise<SessionUser> {
  const id = unique();
  const [row] = await db
    .insert(users)
    .values({ email: `${role}-${id}@clinic.test`, firstName: role === "parent" ? "Rana" : "Hala", lastName: "Saad", role })
    .returning();
  return { id: row!.id, email: row!.email, firstName: row!.firstName, lastName: row!.lastName, phoneNumber: row!.phoneNumber, role: row!.role, locale: row!.locale };
}

export async function createService(
  db: Database,
  overrides: Partial<typeof services.$inferInsert> = {},
): Promise<typeof services.$inferSelect> {
  const id = unique();
  const [row] = await db
    .insert(services)
    .values({
      slug: `service-${id}`,
      name: `Service ${id}`,
      description: "A test service.",
      imageUrl: "/images/services/test.svg",
      priceOnlineCents: 4000,
      priceOfflineCents: 5000,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createCourse(
  db: Database,
  overrides: Partial<typeof courses.$inferInsert> = {},
  { modules = 2, lessonsPerModule = 2 } = {},
): Promise<typeof courses.$inferSelect> {
  const id = unique();
  const [course] = await db
    .insert(courses)
    .values({
      slug: `course-${id}`,
      title: `Course ${id}`,
      description: "A test course.",
      publishedAt: new Date(),
      category: "Parenting",
      priceCents: 2500,
      imageUrl: "/images/courses/test.svg",
      thumbnailUrl: "/images/courses/test.svg",
      totalHours: 1.5,
      instructorFirstName: "Maya",
      instructorLastName: "Haddad",
      learningOutcomes: ["An outcome"],
      ...overrides,
    })
    .returning();
  for (let m = 0; m < modules; m++) {
    const [moduleRow] = await db
      .insert(courseModules)
      .values({ courseId: course!.id, title: `Module ${m + 1}`, position: m })
      .returning();
    for (let l = 0; l < lessonsPerModule; l++) {
      await db.insert(lessons).values({
        moduleId: moduleRow!.id,
        title: `Lesson ${m + 1}.${l + 1}`,
        description: "A test lesson.",
        durationSeconds: 60,
        videoKey: "test.mp4",
        position: l,
      });
    }
  }
  return course!;
}
