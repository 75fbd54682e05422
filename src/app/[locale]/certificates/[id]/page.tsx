import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { BrandFrame } from "~/components/layout/brand-frame";
import { buttonClasses } from "~/components/ui/button-classes";
import { clinic } from "~/config/clinic";
import { findCertificate } from "~/server/services/courses/certificates";
import { serverContext } from "~/trpc/server";

export const metadata: Metadata = { title: "Certificate check", robots: { index: false } };
// Per visitor and per request, whole: its answer (or 404) depends on the database.
export const instant = false;

/** Anyone can open a certificate's address to check it was issued by the clinic. */
export default async function CertificatePage({ params }: { params: Promise<{ id: string }> }) {
  const { db } = await serverContext();
  const certificate = await findCertificate(db, (await params).id);
  if (!certificate) notFound();
  const issued = certificate.issuedAt.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: clinic.timeZone });
  return (
    <BrandFrame>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">Genuine certificate</p>
      <h1 className="mt-2 text-2xl font-bold text-navy sm:text-3xl">Certificate of Completion</h1>
      <dl className="mt-6 space-y-3 text-left text-navy">
        <div>
          <dt className="text-sm text-muted">Awarded to</dt>
          <dd className="text-lg font-semibold">{certificate.recipientName}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Course</dt>
          <dd className="text-lg font-semibold">{certificate.courseTitle}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Issued</dt>
          <dd>
            {issued} by {clinic.name}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Certificate number</dt>
          <dd className="font-mono">{certificate.id}</dd>
        </div>
      </dl>
      <a href={`/api/certificates/${certificate.id}/pdf`} className={`${buttonClasses("primary", "md")} mt-8`}>
        Download the PDF
      </a>
    </BrandFrame>
  );
}
