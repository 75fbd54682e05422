import { CheckIcon } from "~/components/icons/social-icons";
import { Container } from "~/components/ui/container";
import { BookingNeedsScript } from "~/components/appointments/booking-needs-script";
import { DeferredBookingForm } from "~/components/appointments/deferred-booking-form";
import { clinic } from "~/config/clinic";

const reasons = [
  `${clinic.doctor.name}, ${clinic.doctor.title.toLowerCase()}`,
  "Video consultations from home, in Arabic, English or French",
  "Confirmation with a calendar invite and your video link",
];

/** Spec §2 Home page: the appointment form embedded in its own hero section. */
export function BookingHero() {
  return (
    <section aria-labelledby="booking-hero-title" className="relative overflow-hidden bg-primary-50 py-16 sm:py-24">
      <div aria-hidden="true" className="absolute -top-32 -left-32 size-96 rounded-full bg-primary-light/10" />
      <Container className="relative">
        <div className="grid gap-4 lg:grid-cols-2 lg:items-end lg:gap-12">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">Online appointments</p>
            <h2
              id="booking-hero-title"
              className="mt-2 text-3xl font-bold tracking-tight text-balance text-navy sm:text-4xl"
            >
              Trusted Pediatric Care for Your Child&apos;s Health Journey
            </h2>
          </div>
          <p className="text-base text-pretty text-muted sm:text-lg">
            Book an online consultation in a few steps: choose a service, a day and a time, then pay by
            card. Visits at our {clinic.locations.map((l) => l.city).join(" and ")} clinics are booked in
            our patient portal.
          </p>
        </div>
        <ul className="mt-8 grid gap-3 md:grid-cols-3">
          {reasons.map((reason) => (
            <li key={reason} className="flex items-start gap-3 text-navy">
              <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-white">
                <CheckIcon size={14} />
              </span>
              {reason}
            </li>
          ))}
        </ul>
        <div className="mt-10 rounded-3xl bg-white p-4 shadow-xl shadow-navy/5 ring-1 ring-slate-200 sm:p-8 lg:p-10">
          <h3 id="booking-hero-form-title" className="mb-6 text-xl font-bold text-navy sm:text-2xl">
            Book an Appointment
          </h3>
          <BookingNeedsScript />
          <DeferredBookingForm labelledBy="booking-hero-form-title" />
        </div>
      </Container>
    </section>
  );
}
