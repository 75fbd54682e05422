import { CheckIcon, ClockIcon, MapPinIcon, PhoneIcon } from "~/components/icons/social-icons";
import { buttonClasses } from "~/components/ui/button-classes";
import { clinic } from "~/config/clinic";

const cities = clinic.locations.map((location) => location.city).join(" and ");

const reasons = [
  {
    icon: CheckIcon,
    title: "Board-certified pediatricians",
    text: `${clinic.doctor.name} (${clinic.doctor.credentials}) and our team care for children from birth through adolescence.`,
  },
  {
    icon: ClockIcon,
    title: "Same-day sick visits",
    text: "Call in the morning and we see your child the same day, or advise you by video when a visit is not needed.",
  },
  {
    icon: MapPinIcon,
    title: `Two clinics, ${cities}`,
    text: `Open ${clinic.openingHoursSummary}. Insurance accepted; bring your card to the visit.`,
  },
  {
    icon: PhoneIcon,
    title: "We speak your language",
    text: "Visits and advice in Arabic, English or French, so every question is understood and answered.",
  },
];

/** 'Why Choose Our Pediatric Services?' (spec §2), under the services grid. */
export function WhyChoose({ headingLevel = "h3" }: { headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <div className="mt-16 rounded-3xl bg-white p-6 shadow-md ring-1 shadow-navy/5 ring-slate-200/70 sm:p-10">
      <Heading className="text-2xl font-bold tracking-tight text-navy sm:text-3xl">
        Why Choose Our Pediatric Services?
      </Heading>
      <p className="mt-3 max-w-3xl text-muted">
        Since {clinic.foundedYear}, families in {cities} have trusted us with their children&apos;s
        health. Here is what they can count on at every visit.
      </p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <span className="flex size-11 items-center justify-center rounded-2xl bg-primary-50 text-primary">
              <Icon size={22} />
            </span>
            <p className="mt-4 font-semibold text-navy">{title}</p>
            <p className="mt-1 text-sm text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The 'Book An Appointment' call to action that closes the services section (spec §2). */
export function BookAppointmentCta({ headingLevel = "h3" }: { headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <div
      data-theme="dark"
      className="relative mt-10 overflow-hidden rounded-3xl bg-primary px-6 py-10 text-white sm:px-10 sm:py-12"
    >
      <div aria-hidden="true" className="absolute -top-16 -right-16 size-56 rounded-full bg-white/10" />
      <div aria-hidden="true" className="absolute -bottom-20 left-1/3 size-48 rounded-full bg-primary-dark/60" />
      <div className="relative flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <Heading className="text-2xl font-bold tracking-tight sm:text-3xl">Book An Appointment</Heading>
          <p className="mt-2 text-teal-50">
            Choose a service, a day and a time that suit you. Online consultations are booked and paid
            here; visits in {cities} through our patient portal.
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <a href="/appointment" className={buttonClasses("light", "lg")}>
            Book Now
          </a>
          <a
            href={`tel:${clinic.phone.e164}`}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border-2 border-white px-6 py-3 font-semibold text-white transition-colors hover:bg-white/10"
          >
            <PhoneIcon size={18} />
            Call {clinic.phone.display}
          </a>
        </div>
      </div>
    </div>
  );
}
