import { CheckIcon, SocialIcon } from "~/components/icons/social-icons";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { clinic } from "~/config/clinic";
import { WelcomePopupShell } from "./welcome-popup-shell";

/** One popup per page, so a fixed id is unique. */
const TITLE_ID = "welcome-popup-title";

/**
 * The welcome popup of the home page (spec §2, §4): the practice, its badges, the newsletter
 * form, social links and 'Book an appointment →'. Rendered on the server; the shell decides when.
 */
export function WelcomePopup() {
  return (
    <WelcomePopupShell titleId={TITLE_ID}>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">
        Caring for families since {clinic.foundedYear}
      </p>
      <h2 id={TITLE_ID} className="mt-1 pr-10 text-2xl font-bold text-navy">
        Welcome to {clinic.name}
      </h2>
      <p className="mt-3 text-muted">
        {clinic.tagline}, in {clinic.locations.map((l) => l.city).join(" and ")}.
      </p>
      <ul className="mt-4 flex flex-wrap gap-2 text-sm font-semibold text-primary">
        {["Board-Certified", "Same-Day Visits", `Founded ${clinic.foundedYear}`].map((badge) => (
          <li key={badge} className="inline-flex items-center gap-1.5 rounded-full bg-primary-50 px-3 py-1">
            <CheckIcon size={14} />
            {badge}
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-muted">Parenting tips and clinic news, about once a month.</p>
      <NewsletterForm source="popup" tone="light" className="mt-2" />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-5">
        <ul aria-label="Follow us" className="flex flex-wrap gap-1.5">
          {clinic.social.map((link) => (
            <li key={link.network}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${clinic.name} on ${link.network} (opens in a new tab)`}
                className="inline-flex size-10 items-center justify-center rounded-full bg-primary-50 text-primary transition-colors hover:bg-primary hover:text-white"
              >
                <SocialIcon network={link.network} size={18} />
              </a>
            </li>
          ))}
        </ul>
        <a
          href="/appointment"
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          Book an appointment <span aria-hidden="true">→</span>
        </a>
      </div>
    </WelcomePopupShell>
  );
}
