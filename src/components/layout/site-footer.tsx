import { clsx } from "clsx";
import { cacheLife } from "next/cache";
import type { ReactNode } from "react";
import {
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  SocialIcon,
  WhatsAppIcon,
} from "~/components/icons/social-icons";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { containerClasses } from "~/components/ui/container";
import { Logo } from "~/components/ui/logo";
import { clinic } from "~/config/clinic";

type FooterLink = { href: string; label: string };

const quickLinks: FooterLink[] = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About Us" },
  { href: "/services", label: "Services" },
  { href: "/blogs", label: "Blog" },
];

const popularLinks: FooterLink[] = [
  { href: "/appointment", label: "Appointments" },
  { href: "/courses", label: "Courses" },
];

const linkClass = "text-slate-200 hover:text-white hover:underline underline-offset-4";

function FooterHeading({ children }: { children: ReactNode }) {
  return <h2 className="text-base font-semibold text-white">{children}</h2>;
}

function LinkList({ label, links }: { label: string; links: FooterLink[] }) {
  return (
    <nav aria-label={label}>
      <FooterHeading>{label}</FooterHeading>
      <ul className="mt-4 space-y-3 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={linkClass}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;

function NewTabHint() {
  return <span className="sr-only"> (opens in a new tab)</span>;
}

/** The year in the copyright line: part of the prerendered page, which is rendered again daily. */
async function CurrentYear() {
  "use cache";
  cacheLife("days");
  return new Date().getFullYear();
}

export function SiteFooter() {
  return (
    <footer data-theme="dark" className="bg-navy text-slate-200">
      <div
        className={clsx(
          containerClasses,
          "grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[1.1fr_0.7fr_0.7fr_1.4fr_1.3fr]",
        )}
      >
        <div className="col-span-2 lg:col-span-1">
          <a href="/" className="inline-block rounded-lg">
            <Logo tone="light" />
          </a>
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-slate-300">
            {clinic.tagline}. Caring for families in {clinic.locations.map((l) => l.city).join(" and ")}{" "}
            since {clinic.foundedYear}.
          </p>
        </div>

        <LinkList label="Quick Links" links={quickLinks} />
        <LinkList label="Popular Links" links={popularLinks} />

        <div className="col-span-2 sm:col-span-1">
          <FooterHeading>Get In Touch</FooterHeading>
          <address className="mt-4 space-y-4 text-sm not-italic">
            {clinic.locations.map((location) => (
              <div key={location.id} className="flex gap-3">
                <MapPinIcon size={18} className="mt-0.5 shrink-0 text-teal-300" />
                <div>
                  <p className="font-semibold text-white">{location.name}</p>
                  <p className="text-slate-300">
                    {location.street}, {location.city}
                  </p>
                  <a href={location.mapUrl} {...newTab} className={clsx(linkClass, "mt-1 inline-block")}>
                    View {location.name} on the map
                    <NewTabHint />
                  </a>
                </div>
              </div>
            ))}
            <p className="flex gap-3">
              <MailIcon size={18} className="mt-0.5 shrink-0 text-teal-300" />
              <a href={`mailto:${clinic.email}`} className={clsx(linkClass, "break-all")}>
                {clinic.email}
              </a>
            </p>
            <p className="flex gap-3">
              <PhoneIcon size={18} className="mt-0.5 shrink-0 text-teal-300" />
              <a href={`tel:${clinic.phone.e164}`} className={linkClass}>
                {clinic.phone.display}
              </a>
            </p>
            <p className="flex gap-3">
              <WhatsAppIcon size={18} className="mt-0.5 shrink-0 text-teal-300" />
              <a href={clinic.whatsapp.chatUrl} {...newTab} className={linkClass}>
                Chat with us on WhatsApp
                <NewTabHint />
              </a>
            </p>
          </address>
        </div>

        <div className="col-span-2 sm:col-span-1">
          <FooterHeading>Follow Us</FooterHeading>
          <ul className="mt-4 flex flex-wrap gap-2">
            {clinic.social.map((link) => (
              <li key={link.network}>
                <a
                  href={link.url}
                  {...newTab}
                  aria-label={`${clinic.name} on ${link.network} (opens in a new tab)`}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-primary"
                >
                  <SocialIcon network={link.network} size={20} />
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-slate-300">
            Parenting tips and clinic news, about once a month.
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
            © {clinic.foundedYear}–<CurrentYear /> {clinic.name}. All rights reserved.
          </p>
          <p>{clinic.openingHoursSummary}</p>
        </div>
      </div>
    </footer>
  );
}
