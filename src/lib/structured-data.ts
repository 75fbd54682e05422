import { clinic } from "~/config/clinic";
import { localePath, locales, type Locale } from "~/i18n/locales";
import { getTranslations } from "next-intl/server";

/** schema.org's day names (its vocabulary, not the page's language). */
const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** A page of the site as schema.org sees it: its language, address, name and description. */
export type PageInfo = { locale: Locale; path: string; name: string; description: string };

/**
 * schema.org for the practice: the doctor and both clinics (addresses, geo, hours, phone), named and
 * described in the page's language, and the page itself with its `inLanguage`. The nodes' @ids are
 * the same in every language: one practice, described in three.
 */
export async function clinicStructuredData(baseUrl: string, page: PageInfo) {
  const t = await getTranslations({ locale: page.locale, namespace: "common" });
  const pageUrl = (path: string) => `${baseUrl}${localePath(page.locale, path)}`;
  const physician = {
    "@type": "Physician",
    "@id": `${baseUrl}/about#physician`,
    name: clinic.doctor.name,
    medicalSpecialty: "Pediatric",
    telephone: clinic.phone.e164,
    email: clinic.email,
    url: pageUrl("/about"),
    image: `${baseUrl}/images/doctor.svg`,
    knowsLanguage: [...locales],
  };
  const hours = clinic.openingHours
    .filter((h) => h.opens && h.closes)
    .map((h) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: h.days.map((d) => DAY_NAMES[d - 1]), opens: h.opens, closes: h.closes }));
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "WebPage",
        "@id": `${pageUrl(page.path)}#page`,
        url: pageUrl(page.path),
        name: page.name,
        description: page.description,
        inLanguage: page.locale,
        isPartOf: { "@type": "WebSite", name: clinic.name, url: baseUrl },
        about: { "@id": physician["@id"] },
      },
      physician,
      ...clinic.locations.map((location) => ({
        "@type": "MedicalClinic",
        "@id": `${baseUrl}/about#${location.id}`,
        name: `${clinic.name} — ${t(`clinic.location.${location.id}.name`)}`,
        description: t("clinic.tagline"),
        medicalSpecialty: "Pediatric",
        url: pageUrl("/"),
        telephone: clinic.phone.e164,
        email: clinic.email,
        foundingDate: String(clinic.foundedYear),
        knowsLanguage: [...locales],
        address: {
          "@type": "PostalAddress",
          streetAddress: t(`clinic.location.${location.id}.street`),
          addressLocality: t(`clinic.location.${location.id}.city`),
          addressCountry: location.country,
        },
        geo: { "@type": "GeoCoordinates", latitude: location.geo.latitude, longitude: location.geo.longitude },
        hasMap: location.mapUrl,
        openingHoursSpecification: hours,
        employee: { "@id": physician["@id"] },
        sameAs: clinic.social.map((s) => s.url),
      })),
    ],
  };
}

/** schema.org Course for a course page. */
export function courseStructuredData(
  baseUrl: string,
  course: { id: string; title: string; description: string; priceCents: number; discountPriceCents: number | null; currency: string; imageUrl: string; totalHours: number },
) {
  const cents = course.discountPriceCents ?? course.priceCents;
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.title,
    description: course.description,
    url: `${baseUrl}/courses/${course.id}`,
    image: `${baseUrl}${course.imageUrl}`,
    provider: { "@type": "Organization", name: clinic.name, sameAs: baseUrl },
    offers: { "@type": "Offer", category: cents > 0 ? "Paid" : "Free", price: (cents / 100).toFixed(2), priceCurrency: course.currency },
    hasCourseInstance: { "@type": "CourseInstance", courseMode: "Online", courseWorkload: `PT${Math.round(course.totalHours * 60)}M` },
  };
}
