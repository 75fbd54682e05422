import "server-only";

import { randomBytes } from "node:crypto";

import { and, eq, inArray, isNotNull } from "drizzle-orm";
import PDFDocument from "pdfkit";

import { clinic } from "~/config/clinic";
import { env } from "~/env";
import type { SessionUser } from "~/server/auth/session";
import type { Database } from "~/server/db/client";
import { certificates, courseModules, lessonProgress, lessons } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { requireEnrollment } from "./enrollment-access";
import { COURSE_NOT_FOUND, findCourse } from "./get-course";

export type Certificate = typeof certificates.$inferSelect;

export function certificateUrl(id: string): string {
  return `${env.PUBLIC_URL}/certificates/${id}`;
}

/** The certificate of a finished course, issued once (the same one on every download). */
export async function issueCertificate({ db, user, courseId }: { db: Database; user: SessionUser | null; courseId: string }) {
  const course = await findCourse(db, courseId);
  if (!course) throw new AppError("NOT_FOUND", COURSE_NOT_FOUND);
  const parent = await requireEnrollment(db, user, course.id);
  const [existing] = await db.select().from(certificates).where(and(eq(certificates.userId, parent.id), eq(certificates.courseId, course.id)));
  if (existing) return existing;

  const courseLessons = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(eq(courseModules.courseId, course.id));
  const completed = courseLessons.length
    ? await db
        .select({ id: lessonProgress.lessonId })
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, parent.id), isNotNull(lessonProgress.completedAt), inArray(lessonProgress.lessonId, courseLessons.map((l) => l.id))))
    : [];
  if (!courseLessons.length || completed.length < courseLessons.length) {
    throw new AppError("BAD_REQUEST", "Finish every lesson of the course to get its certificate.");
  }
  const recipientName = `${parent.firstName} ${parent.lastName}`.trim() || parent.email;
  await db
    .insert(certificates)
    .values({ id: randomBytes(9).toString("base64url"), userId: parent.id, courseId: course.id, recipientName, courseTitle: course.title })
    .onConflictDoNothing();
  const [issued] = await db.select().from(certificates).where(and(eq(certificates.userId, parent.id), eq(certificates.courseId, course.id)));
  return issued!;
}

export async function findCertificate(db: Database, id: string): Promise<Certificate | null> {
  if (!/^[A-Za-z0-9_-]{8,32}$/.test(id)) return null;
  const [certificate] = await db.select().from(certificates).where(eq(certificates.id, id));
  return certificate ?? null;
}

/** A one-page landscape PDF: name, course, date and the address where anyone can check it. */
export function renderCertificatePdf(certificate: Certificate): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", layout: "landscape", margin: 56, info: { Title: `Certificate — ${certificate.courseTitle}`, Author: clinic.name } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    const { width, height } = doc.page;
    doc.rect(24, 24, width - 48, height - 48).lineWidth(3).stroke("#0f766e");
    doc.rect(34, 34, width - 68, height - 68).lineWidth(1).stroke("#14b8a6");
    doc.fillColor("#0f766e").font("Helvetica-Bold").fontSize(16).text(clinic.name.toUpperCase(), 0, 80, { align: "center", characterSpacing: 2 });
    doc.fillColor("#1e293b").font("Helvetica-Bold").fontSize(36).text("Certificate of Completion", 0, 130, { align: "center" });
    doc.font("Helvetica").fontSize(16).fillColor("#475569").text("This certifies that", 0, 200, { align: "center" });
    doc.font("Helvetica-Bold").fontSize(30).fillColor("#1e293b").text(certificate.recipientName, 0, 230, { align: "center" });
    doc.font("Helvetica").fontSize(16).fillColor("#475569").text("has completed the course", 0, 285, { align: "center" });
    doc.font("Helvetica-Bold").fontSize(24).fillColor("#0f766e").text(certificate.courseTitle, 80, 315, { align: "center", width: width - 160 });
    const issued = certificate.issuedAt.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: clinic.timeZone });
    doc.font("Helvetica").fontSize(14).fillColor("#1e293b").text(`Issued on ${issued}`, 0, 390, { align: "center" });
    doc.text(`${clinic.doctor.name}, ${clinic.doctor.title}`, 0, 430, { align: "center" });
    doc.fontSize(10).fillColor("#475569").text(`Check this certificate at ${certificateUrl(certificate.id)}`, 0, height - 90, { align: "center" });
    doc.end();
  });
}
