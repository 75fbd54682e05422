import "server-only";

import { and, eq } from "drizzle-orm";

import type { SessionUser } from "~/server/auth/session";
import type { Database } from "~/server/db/client";
import { enrollments } from "~/server/db/schema";
import { AppError } from "~/server/errors";

export async function isEnrolled(db: Database, userId: string, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId), eq(enrollments.status, "active")));
  return Boolean(row);
}

export const NOT_ENROLLED_MESSAGE = "Enroll in this course to watch its lessons.";

/** Lessons are for enrolled parents only: anonymous → 401, signed in but not enrolled → 403. */
export async function requireEnrollment(db: Database, user: SessionUser | null, courseId: string): Promise<SessionUser> {
  if (!user) throw new AppError("UNAUTHORIZED", "Please log in to watch this lesson.");
  if (!(await isEnrolled(db, user.id, courseId))) throw new AppError("FORBIDDEN", NOT_ENROLLED_MESSAGE);
  return user;
}
