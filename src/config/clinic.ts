/**
 * Everything the site says about the practice, in one typed place.
 * Pages, e-mails and structured data read from here; nothing else hard-codes these details.
 */

export type ClinicLocation = {
  id: "jbeil" | "jounieh";
  name: string;
  street: string;
  directions: string;
  city: string;
  country: "LB";
  mapUrl: string;
  geo: { latitude: number; longitude: number };
};

export type SocialLink = {
  network: "TikTok" | "YouTube" | "Instagram" | "LinkedIn" | "Facebook";
  url: string;
};

export type OpeningHours = {
  label: string;
  /** ISO weekday numbers, Monday = 1. */
  days: number[];
  opens: string | null;
  closes: string | null;
};

function mapSearch(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

const phoneE164 = "+9613123456";

export const clinic = {
  name: "Little Cedars Pediatrics",
  shortName: "Little Cedars",
  tagline: "Board-certified pediatric care from birth through adolescence",
  doctor: {
    name: "Dr. Maya Haddad",
    title: "Board-Certified Pediatrician",
    credentials: "MD, FAAP",
  },
  foundedYear: 2010,
  phone: { display: "+961 3 123 456", e164: phoneE164 },
  email: "hello@littlecedars.clinic",
  whatsapp: {
    e164: phoneE164,
    chatUrl: `https://wa.me/${phoneE164.slice(1)}`,
    responseTime: "We typically respond within 1 business day",
  },
  /** The external patient portal used for in-person bookings. */
  patientPortalUrl: "https://portal.littlecedars.clinic/",
  /** Default country of phone inputs; the clinic's own country. */
  defaultPhoneCountry: "LB" as const,
  /** Its calling code, for the phone field's first moments before its library has loaded (tested against the library). */
  defaultPhoneCallingCode: "961",
  timeZone: "Asia/Beirut",
  currency: "USD" as const,
  locations: [
    {
      id: "jbeil",
      name: "Jbeil Clinic",
      street: "Main entrance, ground floor, Bank Street building",
      directions: "Next to the bank on the main road, ground floor",
      city: "Jbeil",
      country: "LB",
      mapUrl: mapSearch("Pediatric clinic, Bank Street, Jbeil, Lebanon"),
      geo: { latitude: 34.1211, longitude: 35.6486 },
    },
    {
      id: "jounieh",
      name: "Jounieh Clinic",
      street: "Jounieh Medical Center, 2nd floor",
      directions: "Inside the medical center, second floor",
      city: "Jounieh",
      country: "LB",
      mapUrl: mapSearch("Jounieh Medical Center, Jounieh, Lebanon"),
      geo: { latitude: 33.9808, longitude: 35.6178 },
    },
  ] satisfies ClinicLocation[],
  openingHours: [
    { label: "Mon-Fri", days: [1, 2, 3, 4, 5], opens: "09:00", closes: "19:00" },
    { label: "Sat", days: [6], opens: "09:00", closes: "14:00" },
    { label: "Sun", days: [7], opens: null, closes: null },
  ] satisfies OpeningHours[],
  /** The one-line form shown in the header. */
  openingHoursSummary: "Mon-Fri 9am-7pm, Sat 9am-2pm, Sun closed",
  social: [
    { network: "TikTok", url: "https://www.tiktok.com/@littlecedarspediatrics" },
    { network: "YouTube", url: "https://www.youtube.com/@littlecedarspediatrics" },
    { network: "Instagram", url: "https://www.instagram.com/littlecedarspediatrics/" },
    { network: "LinkedIn", url: "https://www.linkedin.com/company/littlecedarspediatrics/" },
    { network: "Facebook", url: "https://www.facebook.com/littlecedarspediatrics" },
  ] satisfies SocialLink[],
  claims: [
    "Board-certified pediatricians, from birth through adolescence",
    "Multilingual service: Arabic, English and French",
    "Same-day sick visits",
    "Insurance accepted",
    "Founded in 2010",
  ],
  stats: [
    { value: "15+", label: "Years experience" },
    { value: "10K+", label: "Happy families" },
    { value: "24/7", label: "Emergency support" },
    { value: "100%", label: "Satisfaction" },
  ],
} as const;

export type Clinic = typeof clinic;

