import type { ReactNode } from "react";
import { CheckIcon, MapPinIcon, SocialIcon } from "~/components/icons/social-icons";
import { buttonClasses } from "~/components/ui/button-classes";
import { Container } from "~/components/ui/container";
import { clinic } from "~/config/clinic";
import { WhatsAppContact } from "./whatsapp-contact";

const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;

function InfoCard({
  titleId,
  eyebrow,
  title,
  children,
}: {
  titleId: string;
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-lg ring-1 shadow-navy/5 ring-slate-200/70 sm:p-7"
    >
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      <h3 id={titleId} className="mt-1 text-xl font-bold text-navy">
        {title}
      </h3>
      {children}
    </article>
  );
}

/** Spec §2: the three cards under the hero: clinic info, courses, appointment. */
export function InfoStrip() {
  return (
    <section aria-labelledby="info-strip-title" className="bg-cream py-14 sm:py-20">
      <Container>
        <h2 id="info-strip-title" className="sr-only">
          Our clinics, courses and appointments
        </h2>
        <ul className="grid gap-6 lg:grid-cols-3">
          <li>
            <InfoCard titleId="info-clinic-title" eyebrow="Visit us" title="Clinic Info">
              <ul className="mt-4 space-y-4 text-sm">
                {clinic.locations.map((location) => (
                  <li key={location.id} className="flex gap-3">
                    <MapPinIcon size={18} className="mt-0.5 shrink-0 text-primary" />
                    <div>
                      <p className="font-semibold text-navy">{location.name}</p>
                      <p className="text-muted">
                        {location.street}, {location.city}
                      </p>
                      <a
                        href={location.mapUrl}
                        {...newTab}
                        className="mt-1 inline-block font-semibold text-primary underline underline-offset-4 hover:text-primary-dark"
                      >
                        Open in Maps<span className="sr-only"> for the {location.name} (opens in a new tab)</span>
                      </a>
                    </div>
                  </li>
                ))}
              </ul>
              <div className="mt-auto flex flex-wrap items-center justify-between gap-4 pt-6">
                <ul aria-label="Follow us" className="flex flex-wrap gap-1.5">
                  {clinic.social.map((link) => (
                    <li key={link.network}>
                      <a
                        href={link.url}
                        {...newTab}
                        aria-label={`${clinic.name} on ${link.network} (opens in a new tab)`}
                        className="inline-flex size-10 items-center justify-center rounded-full bg-primary-50 text-primary transition-colors hover:bg-primary hover:text-white"
                      >
                        <SocialIcon network={link.network} size={18} />
                      </a>
                    </li>
                  ))}
                </ul>
                <WhatsAppContact />
              </div>
            </InfoCard>
          </li>
          <li>
            <InfoCard titleId="info-courses-title" eyebrow="Online courses" title="Choose From a Variety of Courses">
              <p className="mt-4 text-muted">
                Short video courses by {clinic.doctor.name} and our team on newborn care, breastfeeding,
                sleep, first foods and first aid.
              </p>
              <ul className="mt-4 space-y-2 text-sm text-navy">
                {["Watch at your own pace, for life", "On your phone, computer or TV", "Certificate of completion"].map(
                  (perk) => (
                    <li key={perk} className="flex items-center gap-2">
                      <CheckIcon size={16} className="shrink-0 text-primary" />
                      {perk}
                    </li>
                  ),
                )}
              </ul>
              <div className="mt-auto pt-6">
                <a href="/courses" className={buttonClasses("primary", "sm")}>
                  Buy Courses
                </a>
              </div>
            </InfoCard>
          </li>
          <li>
            <InfoCard titleId="info-appointment-title" eyebrow="Appointments" title="Book An Appointment">
              <p className="mt-4 text-muted">Choose the clinic closest to you. Limited slots available.</p>
              <ul className="mt-4 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-1">
                <li className="rounded-2xl bg-primary-50 p-3">
                  <p className="font-semibold text-navy">Online</p>
                  <p className="text-muted">A video consultation, booked and paid here.</p>
                </li>
                <li className="rounded-2xl bg-primary-50 p-3">
                  <p className="font-semibold text-navy">In-Person</p>
                  <p className="text-muted">
                    In {clinic.locations.map((l) => l.city).join(" or ")}, via{" "}
                    <a
                      href={clinic.patientPortalUrl}
                      {...newTab}
                      className="font-semibold text-primary underline underline-offset-4 hover:text-primary-dark"
                    >
                      our patient portal<span className="sr-only"> (opens in a new tab)</span>
                    </a>
                    .
                  </p>
                </li>
              </ul>
              <div className="mt-auto pt-6">
                <a href="/appointment" className={buttonClasses("primary", "sm")}>
                  Book Now
                </a>
              </div>
            </InfoCard>
          </li>
        </ul>
      </Container>
    </section>
  );
}
