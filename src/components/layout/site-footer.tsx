import { clsx } from "clsx";
import { cacheLife } from "next/cache";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import {
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  SocialIcon,
  WhatsAppIcon,
} from "~/components/icons/social-icons";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { SiteLink } from "~/components/layout/site-link";
import { containerClasses } from "~/components/ui/container";
import { Logo } from "~/components/ui/logo";
import { clinic } from "~/config/clinic";
import { useClinicHours } from "~/components/layout/clinic-hours";

/** `label` is a key of the common catalogue. */
type FooterLink = { href: string; label: string };

const quickLinks: FooterLink[] = [
  { href: "/", label: "nav.home" },
  { href: "/about", label: "footer.aboutUs" },
  { href: "/services", label: "nav.services" },
  { href: "/blogs", label: "nav.blog" },
  { href: "/privacy", label: "footer.privacy" },
];

const popularLinks: FooterLink[] = [
  { href: "/appointment", label: "footer.appointments" },
  { href: "/courses", label: "nav.courses" },
  // The dashboard sends a visitor without a session to log in and back (page gate).
  { href: "/dashboard", label: "account.myAccount" },
];

// Every link is a 44 px tall tap target (WCAG 2.5.8 asks 24; a parent's thumb needs more).
const linkClass = "inline-flex min-h-11 min-w-11 items-center text-slate-200 hover:text-white hover:underline underline-offset-4";

function FooterHeading({ children }: { children: ReactNode }) {
  return <h2 className="text-base font-semibold text-white">{children}</h2>;
}

function LinkList({ label, links }: { label: string; links: FooterLink[] }) {
  const t = useTranslations("common");
  return (
    <nav aria-label={label}>
      <FooterHeading>{label}</FooterHeading>
      <ul className="mt-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink href={link.href} className={linkClass}>
              {t(link.label)}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;

function NewTabHint() {
  const t = useTranslations("common");
  return <span className="sr-only"> {t("newTab")}</span>;
}

/** The year in the copyright line: part of the prerendered page, which is rendered again daily. */
async function CurrentYear() {
  "use cache";
  cacheLife("days");
  return new Date().getFullYear();
}

export function SiteFooter() {
  const t = useTranslations("common");
  const cities = clinic.locations.map((l) => t(`clinic.location.${l.id}.city`)).join(t("meta.and"));
  const hours = useClinicHours();
  return (
    <footer data-theme="dark" className="bg-navy text-slate-200">
      <div
        className={clsx(
          containerClasses,
          "grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[1.1fr_0.7fr_0.7fr_1.4fr_1.3fr]",
        )}
      >
        <div className="col-span-2 lg:col-span-1">
          <SiteLink href="/" className="inline-block rounded-lg">
            <Logo tone="light" />
          </SiteLink>
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-slate-300">
            {t("footer.about", { tagline: t("clinic.tagline"), cities, year: clinic.foundedYear })}
          </p>
        </div>

        <LinkList label={t("footer.quickLinks")} links={quickLinks} />
        <LinkList label={t("footer.popularLinks")} links={popularLinks} />

        <div className="col-span-2 sm:col-span-1">
          <FooterHeading>{t("footer.getInTouch")}</FooterHeading>
          <address className="mt-4 space-y-3 text-sm not-italic">
            {clinic.locations.map((location) => (
              <div key={location.id} className="flex gap-3">
                <MapPinIcon size={18} className="mt-0.5 shrink-0 text-teal-300" />
                <div>
                  <p className="font-semibold text-white">{t(`clinic.location.${location.id}.name`)}</p>
                  <p className="text-slate-300">
                    {t("clinic.address", {
                      street: t(`clinic.location.${location.id}.street`),
                      city: t(`clinic.location.${location.id}.city`),
                    })}
                  </p>
                  <a href={location.mapUrl} {...newTab} className={linkClass}>
                    {t("footer.viewOnMap", { location: t(`clinic.location.${location.id}.name`) })}
                    <NewTabHint />
                  </a>
                </div>
              </div>
            ))}
            <p className="flex items-center gap-3">
              <MailIcon size={18} className="shrink-0 text-teal-300" />
              <a href={`mailto:${clinic.email}`} className={clsx(linkClass, "break-all")}>
                {clinic.email}
              </a>
            </p>
            <p className="flex items-center gap-3">
              <PhoneIcon size={18} className="shrink-0 text-teal-300" />
              <a href={`tel:${clinic.phone.e164}`} className={linkClass}>
                <bdi dir="ltr">{clinic.phone.display}</bdi>
              </a>
            </p>
            <p className="flex items-center gap-3">
              <WhatsAppIcon size={18} className="shrink-0 text-teal-300" />
              <a href={clinic.whatsapp.chatUrl} {...newTab} className={linkClass}>
                {t("footer.whatsapp")}
                <NewTabHint />
              </a>
            </p>
          </address>
        </div>

        <div className="col-span-2 sm:col-span-1">
          <FooterHeading>{t("footer.followUs")}</FooterHeading>
          <ul className="mt-4 flex flex-wrap gap-2">
            {clinic.social.map((link) => (
              <li key={link.network}>
                <a
                  href={link.url}
                  {...newTab}
                  aria-label={`${t("footer.socialLabel", { clinic: clinic.name, network: link.network })} ${t("newTab")}`}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-primary"
                >
                  <SocialIcon network={link.network} size={20} />
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-slate-300">
            {t("footer.newsletterPitch")}
          </p>
          <NewsletterForm source="footer" className="mt-3" />
        </div>
      </div>

      <div className="border-t border-white/10">
        <div
          className={clsx(
            containerClasses,
            "flex flex-col gap-2 py-6 text-sm text-slate-300 sm:flex-row sm:items-center sm:justify-between",
          )}
        >
          <p>
            © {clinic.foundedYear}–<CurrentYear /> {clinic.name}. {t("footer.rights")}
          </p>
          <p>
            {t("clinic.hoursLabel")} {hours}
          </p>
        </div>
      </div>
    </footer>
  );
}
