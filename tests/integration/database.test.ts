import { statSync } from "node:fs";
import path from "node:path";

import { count, eq, getTableName, isTable, sql, type Table } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { seedDemoDataIfEmpty } from "~/server/db/demo/seed-demo-data";
import * as schema from "~/server/db/schema";
import { courseModules, courses, lessons, services } from "~/server/db/schema";
import { testDb } from "../support/app";

describe("database", () => {
  it("applies the migrations to a fresh database and answers queries", async () => {
    const db = await testDb();
    const [row] = await db.select({ n: count() }).from(services);
    expect(row?.n).toBe(0);
  });

  it("has exactly the schema's tables after the migrations (the Auth.js adapter's are gone)", async () => {
    const db = await testDb();
    const { rows } = await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const declared = (Object.values(schema) as unknown[]).filter((value): value is Table => isTable(value)).map((table) => getTableName(table));
    expect(rows.map((row) => row.table_name).sort()).toEqual(declared.sort());
    expect(declared).not.toContain("accounts");
    expect(declared).not.toContain("verification_tokens");
  });

  it("loads the demo catalogue into an empty database once", async () => {
    const db = await testDb();
    expect(await seedDemoDataIfEmpty(db)).toBe(true);
    expect(await seedDemoDataIfEmpty(db)).toBe(false);

    const allServices = await db.select().from(services);
    expect(allServices.length).toBeGreaterThanOrEqual(6);
    expect(allServices.map((s) => s.name)).toContain("Vaccinations");
    for (const service of allServices) {
      expect(service.priceOnlineCents).toBeGreaterThan(0);
      expect(service.priceOfflineCents).toBeGreaterThan(0);
      expect(statSync(path.join("public", service.imageUrl)).size).toBeGreaterThan(0);
    }

    const allCourses = await db.select().from(courses);
    expect(allCourses.length).toBeGreaterThanOrEqual(6);
    expect(allCourses.some((c) => c.featured)).toBe(true);
    expect(allCourses.some((c) => c.discountPriceCents !== null && c.discountPriceCents < c.priceCents)).toBe(true);
    expect(allCourses.some((c) => c.priceCents === 0)).toBe(true);

    for (const course of allCourses) {
      const modules = await db.select().from(courseModules).where(eq(courseModules.courseId, course.id));
      expect(modules.length).toBeGreaterThanOrEqual(2);
      for (const courseModule of modules) {
        const moduleLessons = await db.select().from(lessons).where(eq(lessons.moduleId, courseModule.id));
        expect(moduleLessons.length).toBeGreaterThanOrEqual(2);
        for (const lesson of moduleLessons) {
          expect(lesson.description.length).toBeGreaterThan(10);
          expect(lesson.durationSeconds).toBeGreaterThan(0);
          const video = statSync(path.join("content", "lessons", lesson.videoKey));
          expect(video.size).toBeGreaterThan(1000);
          expect(video.size).toBeLessThan(300 * 1024);
        }
      }
    }
  });
});
