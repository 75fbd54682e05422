import type { Metadata } from "next";
import { BookingNeedsScript } from "~/components/appointments/booking-needs-script";
import { DeferredBookingForm } from "~/components/appointments/deferred-booking-form";
import { CallUs } from "~/components/ui/call-us";
import { Container } from "~/components/ui/container";
import { PageIntro } from "~/components/ui/page-intro";

export const metadata: Metadata = {
  title: "Book an Appointment",
  description:
    "Book a visit with our pediatricians in Jbeil or Jounieh, or an online consultation from home.",
};

const steps = [
  { title: "Choose a time", text: "Pick the service, a day and a free 30-minute slot (Beirut time)." },
  { title: "Pay by card", text: "The slot is held for you while you pay on the secure payment page." },
  { title: "Join the video call", text: "Your confirmation and video link arrive by e-mail." },
];

export default function AppointmentPage() {
  return (
    <>
      <PageIntro eyebrow="Appointments" title="Book an Appointment">
        <p>
          Book an online video consultation with our pediatricians. Questions first? You can also{" "}
          <CallUs />.
        </p>
      </PageIntro>
      <section aria-label="Appointment form" className="pb-16 sm:pb-24">
        <Container className="max-w-5xl">
          <ol className="-mt-6 grid gap-3 sm:-mt-8 sm:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <p className="font-semibold text-navy">{step.title}</p>
                  <p className="text-sm text-muted">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="mt-6 rounded-3xl bg-white p-4 shadow-xl shadow-navy/5 ring-1 ring-slate-200 sm:p-8 lg:p-10">
            <BookingNeedsScript />
            <DeferredBookingForm />
          </div>
        </Container>
      </section>
    </>
  );
}
