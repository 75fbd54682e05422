import "server-only";

import { randomBytes } from "node:crypto";

import { and, eq, inArray, isNotNull } from "drizzle-orm";
import PDFDocument from "pdfkit";

import { clinic } from "~/config/clinic";
import { env } from "~/env";
import { localePath, type Locale } from "~/i18n/locales";
import type { SessionUser } from "~/server/auth/session";
import { accountActor, recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { certificates, courseModules, lessonProgress, lessons } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { certificateWording, formatCertificateDate, type CertificateLocale } from "./certificate-wording";
import { requireEnrollment } from "./enrollment-access";
import { courseTitleIn } from "./course-translations";
import { COURSE_NOT_FOUND, findCourse } from "./get-course";
import { drawCentredText, needsUnicodeFont, registerUnicodeFonts, unicodeFonts } from "./pdf-text";

export type Certificate = typeof certificates.$inferSelect;

/** The certificate's public page, in the certificate's language. */
export function certificateUrl(id: string, locale: CertificateLocale = "en"): string {
  return `${env.PUBLIC_URL}${localePath(locale, `/certificates/${id}`)}`;
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
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(certificates)
      .values({ id: randomBytes(9).toString("base64url"), userId: parent.id, courseId: course.id, recipientName, courseTitle: course.title })
      .onConflictDoNothing()
      .returning({ id: certificates.id });
    if (created) await recordChange(tx, { ...accountActor(parent), action: "receive certificate", entity: "certificate", entityId: created.id, before: null, after: { course: course.title, recipientName } });
  });
  const [issued] = await db.select().from(certificates).where(and(eq(certificates.userId, parent.id), eq(certificates.courseId, course.id)));
  return issued!;
}

export async function findCertificate(db: Database, id: string): Promise<Certificate | null> {
  if (!/^[A-Za-z0-9_-]{8,32}$/.test(id)) return null;
  const [certificate] = await db.select().from(certificates).where(eq(certificates.id, id));
  return certificate ?? null;
}

/**
 * The certificate as it reads in `locale`: the course's title in that language when the course has
 * one, else the title stored when it was issued (English, as it was then).
 */
export async function certificateIn(db: Database, certificate: Certificate, locale: Locale): Promise<Certificate> {
  return { ...certificate, courseTitle: await courseTitleIn(db, { id: certificate.courseId, title: certificate.courseTitle }, locale) };
}

/**
 * A one-page landscape PDF in the parent's language: name, course, date and the address where
 * anyone can check it. English and French print in Helvetica unless a name or title needs more
 * (Arabic letters); Arabic prints in IBM Plex Sans Arabic, right to left.
 */
export function renderCertificatePdf(certificate: Certificate, locale: CertificateLocale = "en"): Promise<Buffer> {
  const wording = certificateWording[locale];
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      layout: "landscape",
      margin: 56,
      lang: locale,
      info: { Title: wording.documentTitle(certificate.courseTitle), Author: clinic.name },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    registerUnicodeFonts(doc);
    const { width, height } = doc.page;
    doc.rect(24, 24, width - 48, height - 48).lineWidth(3).stroke("#0f766e");
    doc.rect(34, 34, width - 68, height - 68).lineWidth(1).stroke("#14b8a6");

    const line = (text: string, y: number, style: { bold?: boolean; size: number; color: string; inset?: number; characterSpacing?: number }) => {
      const unicode = wording.direction === "rtl" || needsUnicodeFont(text);
      const font = unicode ? (style.bold ? unicodeFonts.bold : unicodeFonts.regular) : style.bold ? "Helvetica-Bold" : "Helvetica";
      const inset = style.inset ?? 0;
      return drawCentredText(doc, text, { x: inset, y, width: width - 2 * inset }, { font, size: style.size, color: style.color, direction: wording.direction === "rtl" ? "rtl" : "auto", characterSpacing: style.characterSpacing });
    };
    line(clinic.name.toUpperCase(), 80, { bold: true, size: 16, color: "#0f766e", characterSpacing: 2 });
    line(wording.heading, 130, { bold: true, size: 36, color: "#1e293b" });
    line(wording.awardedTo, 200, { size: 16, color: "#475569" });
    line(certificate.recipientName, 230, { bold: true, size: 30, color: "#1e293b", inset: 60 });
    line(wording.forCourse, 285, { size: 16, color: "#475569" });
    const underTitle = line(certificate.courseTitle, 315, { bold: true, size: 24, color: "#0f766e", inset: 80 });
    // A title on two or three lines pushes the date and the signature down.
    const issuedY = Math.max(390, underTitle + 24);
    line(wording.issuedOn(formatCertificateDate(certificate.issuedAt, locale)), issuedY, { size: 14, color: "#1e293b" });
    line(wording.signature, issuedY + 40, { size: 14, color: "#1e293b" });
    line(wording.checkAt(certificateUrl(certificate.id, locale)), height - 90, { size: 10, color: "#475569", inset: 60 });
    doc.end();
  });
}
