import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { CheckIcon, MapPinIcon, SocialIcon } from "~/components/icons/social-icons";
import { SiteLink } from "~/components/layout/site-link";
import { buttonClasses } from "~/components/ui/button-classes";
import { Container } from "~/components/ui/container";
import { clinic } from "~/config/clinic";
import { useCities } from "./clinic-text";
import { WhatsAppContact } from "./whatsapp-contact";

const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;
const perks = ["pace", "devices", "certificate"] as const;

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
  const t = useTranslations("home.infoStrip");
  const tc = useTranslations("common");
  const citiesOr = useCities({ type: "disjunction" });
  const newTabHint = tc("newTab");
  return (
    <section aria-labelledby="info-strip-title" className="bg-cream py-14 sm:py-20">
      <Container>
        <h2 id="info-strip-title" className="sr-only">
          {t("title")}
        </h2>
        <ul className="grid gap-6 lg:grid-cols-3">
          <li>
            <InfoCard titleId="info-clinic-title" eyebrow={t("clinic.eyebrow")} title={t("clinic.title")}>
              <ul className="mt-4 space-y-4 text-sm">
                {clinic.locations.map((location) => {
                  const name = tc(`clinic.location.${location.id}.name`);
                  return (
                    <li key={location.id} className="flex gap-3">
                      <MapPinIcon size={18} className="mt-0.5 shrink-0 text-primary" />
                      <div>
                        <p className="font-semibold text-navy">{name}</p>
                        <p className="text-muted">
                          {/* The catalogue's address, with the language's own comma (Arabic "،"). */}
                          {tc("clinic.address", {
                            street: tc(`clinic.location.${location.id}.street`),
                            city: tc(`clinic.location.${location.id}.city`),
                          })}
                        </p>
                        <a
                          href={location.mapUrl}
                          {...newTab}
                          className="mt-1 inline-block font-semibold text-primary underline underline-offset-4 hover:text-primary-dark"
                        >
                          {t("clinic.openInMaps")}
                          <span className="sr-only">
                            {" "}
                            {t("clinic.openInMapsFor", { location: name })} {newTabHint}
                          </span>
                        </a>
                      </div>
                    </li>
                  );
                })}
              </ul>
              <div className="mt-auto flex flex-wrap items-center justify-between gap-4 pt-6">
                <ul aria-label={t("clinic.followUs")} className="flex flex-wrap gap-1.5">
                  {clinic.social.map((link) => (
                    <li key={link.network}>
                      <a
                        href={link.url}
                        {...newTab}
                        aria-label={`${tc("footer.socialLabel", { clinic: clinic.name, network: link.network })} ${newTabHint}`}
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
            <InfoCard titleId="info-courses-title" eyebrow={t("courses.eyebrow")} title={t("courses.title")}>
              <p className="mt-4 text-muted">{t("courses.text", { doctor: clinic.doctor.name })}</p>
              <ul className="mt-4 space-y-2 text-sm text-navy">
                {perks.map((perk) => (
                  <li key={perk} className="flex items-center gap-2">
                    <CheckIcon size={16} className="shrink-0 text-primary" />
                    {t(`courses.perks.${perk}`)}
                  </li>
                ))}
              </ul>
              <div className="mt-auto pt-6">
                <SiteLink href="/courses" className={buttonClasses("primary", "sm")}>
                  {t("courses.cta")}
                </SiteLink>
              </div>
            </InfoCard>
          </li>
          <li>
            <InfoCard titleId="info-appointment-title" eyebrow={t("appointment.eyebrow")} title={t("appointment.title")}>
              <p className="mt-4 text-muted">{t("appointment.text")}</p>
              <ul className="mt-4 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-1">
                <li className="rounded-2xl bg-primary-50 p-3">
                  <p className="font-semibold text-navy">{t("appointment.online")}</p>
                  <p className="text-muted">{t("appointment.onlineText")}</p>
                </li>
                <li className="rounded-2xl bg-primary-50 p-3">
                  <p className="font-semibold text-navy">{t("appointment.inPerson")}</p>
                  <p className="text-muted">
                    {t.rich("appointment.inPersonText", {
                      cities: citiesOr,
                      portal: (chunks) => (
                        <a
                          href={clinic.patientPortalUrl}
                          {...newTab}
                          className="font-semibold text-primary underline underline-offset-4 hover:text-primary-dark"
                        >
                          {chunks}
                          <span className="sr-only"> {newTabHint}</span>
                        </a>
                      ),
                    })}
                  </p>
                </li>
              </ul>
              <div className="mt-auto pt-6">
                <SiteLink href="/appointment" className={buttonClasses("primary", "sm")}>
                  {t("appointment.cta")}
                </SiteLink>
              </div>
            </InfoCard>
          </li>
        </ul>
      </Container>
    </section>
  );
}
