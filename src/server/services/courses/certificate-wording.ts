import { z } from "zod";

import { clinic } from "~/config/clinic";
import { intlLocale } from "~/i18n/locales";
import { isolate } from "./pdf-text";

/** The languages a certificate is printed in; English when none (or another) is asked for. */
export const certificateLocales = ["en", "fr", "ar"] as const;
export type CertificateLocale = (typeof certificateLocales)[number];

/** `?lang=` of the download address: a known language, or English. */
export const ZCertificateLocale = z.enum(certificateLocales).catch("en");

export type CertificateWording = {
  /** Right-to-left lines: set from the right, with Latin names, digits and the address kept left-to-right inside. */
  direction: "ltr" | "rtl";
  documentTitle: (courseTitle: string) => string;
  heading: string;
  /** Before the parent's name. */
  awardedTo: string;
  /** Between the name and the course's title. */
  forCourse: string;
  issuedOn: (date: string) => string;
  signature: string;
  checkAt: (url: string) => string;
};

// The Arabic avoids verbs agreeing with the parent ("أتمّ"/"أتمّت"): the account has no gender.
export const certificateWording: Record<CertificateLocale, CertificateWording> = {
  en: {
    direction: "ltr",
    documentTitle: (courseTitle) => `Certificate — ${courseTitle}`,
    heading: "Certificate of Completion",
    awardedTo: "This certifies that",
    forCourse: "has completed the course",
    issuedOn: (date) => `Issued on ${date}`,
    signature: `${clinic.doctor.name}, ${clinic.doctor.title}`,
    checkAt: (url) => `Check this certificate at ${url}`,
  },
  fr: {
    direction: "ltr",
    documentTitle: (courseTitle) => `Certificat — ${courseTitle}`,
    heading: "Certificat de réussite",
    awardedTo: "Ce certificat atteste que",
    forCourse: "a suivi jusqu’au bout la formation",
    issuedOn: (date) => `Délivré le ${date}`,
    signature: `${clinic.doctor.name}, pédiatre certifiée`,
    checkAt: (url) => `Vérifiez ce certificat sur ${url}`,
  },
  ar: {
    direction: "rtl",
    documentTitle: (courseTitle) => `شهادة — ${courseTitle}`,
    heading: "شهادة إتمام",
    awardedTo: "تُمنح هذه الشهادة إلى",
    forCourse: "لإتمام دورة",
    issuedOn: (date) => `صدرت بتاريخ ${date}`,
    signature: `${clinic.doctor.name}، طبيبة أطفال معتمدة`,
    checkAt: (url) => `للتحقق من هذه الشهادة: ${isolate(url)}`,
  },
};

/** The issue date as the clinic's calendar has it (Beirut), in the certificate's language. */
export function formatCertificateDate(date: Date, locale: CertificateLocale): string {
  // As the pages and e-mails write dates (intlLocale): English day first, Levantine months in Arabic.
  return new Intl.DateTimeFormat(intlLocale(locale), { timeZone: clinic.timeZone, dateStyle: "long" }).format(date);
}
