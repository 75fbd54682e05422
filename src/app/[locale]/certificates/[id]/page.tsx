import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";

import { BrandFrame } from "~/components/layout/brand-frame";
import { buttonClasses } from "~/components/ui/button-classes";
import { clinic } from "~/config/clinic";
import type { Locale } from "~/i18n/locales";
import { formatCertificateDate } from "~/server/services/courses/certificate-wording";
import { certificateIn, findCertificate } from "~/server/services/courses/certificates";
import { serverContext } from "~/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("courses.certificatePage");
  return { title: t("metaTitle"), robots: { index: false } };
}
// Per visitor and per request, whole: its answer (or 404) depends on the database.
export const instant = false;

/** Anyone can open a certificate's address to check it was issued by the clinic. */
export default async function CertificatePage({ params }: { params: Promise<{ id: string }> }) {
  const { db } = await serverContext();
  const issuedCertificate = await findCertificate(db, (await params).id);
  if (!issuedCertificate) notFound();
  const t = await getTranslations("courses.certificatePage");
  const locale = (await getLocale()) as Locale;
  // The course's title in the page's language, as the PDF it links to prints it.
  const certificate = await certificateIn(db, issuedCertificate, locale);
  // The date as the certificate's PDF prints it ('3 March 2026', « 3 mars 2026 », "3 آذار 2026").
  const issued = formatCertificateDate(certificate.issuedAt, locale);
  return (
    <BrandFrame>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t("eyebrow")}</p>
      <h1 className="mt-2 text-2xl font-bold text-navy sm:text-3xl">{t("title")}</h1>
      <dl className="mt-6 space-y-3 text-start text-navy">
        <div>
          <dt className="text-sm text-muted">{t("awardedTo")}</dt>
          <dd className="text-lg font-semibold">{certificate.recipientName}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t("course")}</dt>
          <dd className="text-lg font-semibold">{certificate.courseTitle}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t("issued")}</dt>
          <dd>{t("issuedBy", { date: issued, clinic: clinic.name })}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t("number")}</dt>
          <dd className="font-mono break-all" dir="ltr">
            {certificate.id}
          </dd>
        </div>
      </dl>
      <a href={`/api/certificates/${certificate.id}/pdf?lang=${locale}`} className={`${buttonClasses("primary", "md")} mt-8`}>
        {t("download")}
      </a>
    </BrandFrame>
  );
}
