import "server-only";

import { createHash } from "node:crypto";

import { and, eq } from "drizzle-orm";

import { env } from "~/env";
import type { Database } from "~/server/db/client";
import { certificatePdfs } from "~/server/db/schema";
import { certificateWording, type CertificateLocale } from "./certificate-wording";
import { certificateIn, renderCertificatePdf, type Certificate } from "./certificates";

/** Raise when renderCertificatePdf draws differently: every stored PDF is then rendered again. */
const CERTIFICATE_LAYOUT_VERSION = 1;

/**
 * A certificate's PDF in `locale`: rendered once, then read from the database by every process
 * until what it shows changes (the course's title in the language, the wording, the layout). The
 * fingerprint is the download's ETag.
 */
export async function certificatePdf(db: Database, certificate: Certificate, locale: CertificateLocale): Promise<{ pdf: Buffer; etag: string }> {
  const shown = await certificateIn(db, certificate, locale);
  const fingerprint = createHash("sha256")
    .update(
      JSON.stringify([
        CERTIFICATE_LAYOUT_VERSION,
        locale,
        certificateWording[locale],
        shown.id,
        shown.recipientName,
        shown.courseTitle,
        shown.issuedAt.toISOString(),
        env.PUBLIC_URL,
      ]),
    )
    .digest("base64url")
    .slice(0, 32);
  const [stored] = await db
    .select({ fingerprint: certificatePdfs.fingerprint, pdf: certificatePdfs.pdf })
    .from(certificatePdfs)
    .where(and(eq(certificatePdfs.certificateId, certificate.id), eq(certificatePdfs.locale, locale)));
  if (stored?.fingerprint === fingerprint) return { pdf: stored.pdf, etag: fingerprint };
  const pdf = await renderCertificatePdf(shown, locale);
  await db
    .insert(certificatePdfs)
    .values({ certificateId: certificate.id, locale, fingerprint, pdf })
    .onConflictDoUpdate({ target: [certificatePdfs.certificateId, certificatePdfs.locale], set: { fingerprint, pdf, renderedAt: new Date() } });
  return { pdf, etag: fingerprint };
}
