import { useTranslations } from "next-intl";
import { CheckIcon, ClockIcon, MapPinIcon, PhoneIcon } from "~/components/icons/social-icons";
import { foundedYear, useCities } from "~/components/home/clinic-text";
import { SiteLink } from "~/components/layout/site-link";
import { buttonClasses } from "~/components/ui/button-classes";
import { clinic } from "~/config/clinic";
import { useClinicHours } from "~/components/layout/clinic-hours";

/** Each reason's words are in the catalogue: services.why.reasons.<key>. */
const reasons = [
  { key: "certified", icon: CheckIcon },
  { key: "sameDay", icon: ClockIcon },
  { key: "clinics", icon: MapPinIcon },
  { key: "languages", icon: PhoneIcon },
] as const;

/** 'Why Choose Our Pediatric Services?' (spec §2), under the services grid. */
export function WhyChoose({ headingLevel = "h3" }: { headingLevel?: "h2" | "h3" }) {
  const t = useTranslations("services.why");
  const cities = useCities();
  const values = {
    doctor: clinic.doctor.name,
    credentials: clinic.doctor.credentials,
    cities,
    hours: useClinicHours(),
  };
  const Heading = headingLevel;
  return (
    <div className="mt-16 rounded-3xl bg-white p-6 shadow-md ring-1 shadow-navy/5 ring-slate-200/70 sm:p-10">
      <Heading className="text-2xl font-bold tracking-tight text-navy sm:text-3xl">{t("title")}</Heading>
      <p className="mt-3 max-w-3xl text-muted">{t("text", { year: foundedYear, cities })}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map(({ key, icon: Icon }) => (
          <li key={key}>
            <span className="flex size-11 items-center justify-center rounded-2xl bg-primary-50 text-primary">
              <Icon size={22} />
            </span>
            <p className="mt-4 font-semibold text-navy">{t(`reasons.${key}.title`, values)}</p>
            <p className="mt-1 text-sm text-muted">{t(`reasons.${key}.text`, values)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The 'Book An Appointment' call to action that closes the services section (spec §2). */
export function BookAppointmentCta({ headingLevel = "h3" }: { headingLevel?: "h2" | "h3" }) {
  const t = useTranslations("services.cta");
  const cities = useCities();
  const Heading = headingLevel;
  return (
    <div
      data-theme="dark"
      className="relative mt-10 overflow-hidden rounded-3xl bg-primary px-6 py-10 text-white sm:px-10 sm:py-12"
    >
      <div aria-hidden="true" className="absolute -end-16 -top-16 size-56 rounded-full bg-white/10" />
      <div aria-hidden="true" className="absolute start-1/3 -bottom-20 size-48 rounded-full bg-primary-dark/60" />
      <div className="relative flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <Heading className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</Heading>
          <p className="mt-2 text-teal-50">{t("text", { cities })}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <SiteLink href="/appointment" className={buttonClasses("light", "lg")}>
            {t("book")}
          </SiteLink>
          <a
            href={`tel:${clinic.phone.e164}`}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border-2 border-white px-6 py-3 font-semibold text-white transition-colors hover:bg-white/10"
          >
            <PhoneIcon size={18} />
            <span>{t.rich("call", { phone: clinic.phone.display, ltr: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}</span>
          </a>
        </div>
      </div>
    </div>
  );
}
