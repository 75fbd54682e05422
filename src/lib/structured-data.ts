import { clinic } from "~/config/clinic";

const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** schema.org for the practice: the doctor and both clinics (addresses, geo, hours, phone). */
export function clinicStructuredData(baseUrl: string) {
  const physician = {
    "@type": "Physician",
    "@id": `${baseUrl}/about#physician`,
    name: clinic.doctor.name,
    medicalSpecialty: "Pediatric",
    telephone: clinic.phone.e164,
    email: clinic.email,
    url: `${baseUrl}/about`,
    image: `${baseUrl}/images/doctor.svg`,
  };
  const hours = clinic.openingHours
    .filter((h) => h.opens && h.closes)
    .map((h) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: h.days.map((d) => DAY_NAMES[d - 1]), opens: h.opens, closes: h.closes }));
  return {
    "@context": "https://schema.org",
    "@graph": [
      physician,
      ...clinic.locations.map((location) => ({
        "@type": "MedicalClinic",
        "@id": `${baseUrl}/about#${location.id}`,
        name: `${clinic.name} — ${location.name}`,
        medicalSpecialty: "Pediatric",
        url: baseUrl,
        telephone: clinic.phone.e164,
        email: clinic.email,
        foundingDate: String(clinic.foundedYear),
        address: { "@type": "PostalAddress", streetAddress: location.street, addressLocality: location.city, addressCountry: location.country },
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
