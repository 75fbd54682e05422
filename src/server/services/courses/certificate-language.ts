import "server-only";

import { and, desc, eq } from "drizzle-orm";

import type { Locale } from "~/i18n/locales";
import type { Database } from "~/server/db/client";
import { enrollments } from "~/server/db/schema";
import type { Certificate } from "./certificates";

/**
 * The language a certificate is printed in when the download asks for none: the one the parent
 * enrolled in (their latest enrollment in the course that gave access), else English.
 */
export async function certificateLanguage(db: Database, certificate: Pick<Certificate, "userId" | "courseId">): Promise<Locale> {
  const [enrollment] = await db
    .select({ locale: enrollments.locale })
    .from(enrollments)
    .where(and(eq(enrollments.userId, certificate.userId), eq(enrollments.courseId, certificate.courseId), eq(enrollments.status, "active")))
    .orderBy(desc(enrollments.activatedAt))
    .limit(1);
  return enrollment?.locale ?? "en";
}
