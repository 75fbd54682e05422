import { useTranslations } from "next-intl";
import { foundedYear, useCities } from "~/components/home/clinic-text";
import { CheckIcon, SocialIcon } from "~/components/icons/social-icons";
import { SiteLink } from "~/components/layout/site-link";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { clinic } from "~/config/clinic";
import { WelcomePopupShell } from "./welcome-popup-shell";

/** One popup per page, so a fixed id is unique. */
const TITLE_ID = "welcome-popup-title";
const badges = ["certified", "sameDay", "founded"] as const;

/**
 * The welcome popup of the home page (spec §2, §4): the practice, its badges, the newsletter
 * form, social links and 'Book an appointment →'. Rendered on the server; the shell decides when.
 */
export function WelcomePopup() {
  const t = useTranslations("home.popup");
  const tc = useTranslations("common");
  const cities = useCities();
  return (
    <WelcomePopupShell titleId={TITLE_ID} closeLabel={t("close")}>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t("eyebrow", { year: foundedYear })}</p>
      <h2 id={TITLE_ID} className="mt-1 pe-10 text-2xl font-bold text-navy">
        {t("title", { clinic: clinic.name })}
      </h2>
      <p className="mt-3 text-muted">{t("text", { tagline: tc("clinic.tagline"), cities })}</p>
      <ul className="mt-4 flex flex-wrap gap-2 text-sm font-semibold text-primary">
        {badges.map((badge) => (
          <li key={badge} className="inline-flex items-center gap-1.5 rounded-full bg-primary-50 px-3 py-1">
            <CheckIcon size={14} />
            {t(`badges.${badge}`, { year: foundedYear })}
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-muted">{t("pitch")}</p>
      <NewsletterForm source="popup" tone="light" className="mt-2" />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-5">
        <ul aria-label={t("followUs")} className="flex flex-wrap gap-1.5">
          {clinic.social.map((link) => (
            <li key={link.network}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${tc("footer.socialLabel", { clinic: clinic.name, network: link.network })} ${tc("newTab")}`}
                className="inline-flex size-10 items-center justify-center rounded-full bg-primary-50 text-primary transition-colors hover:bg-primary hover:text-white"
              >
                <SocialIcon network={link.network} size={18} />
              </a>
            </li>
          ))}
        </ul>
        <SiteLink href="/appointment" className="font-semibold text-primary underline-offset-4 hover:underline">
          {t("book")}{" "}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            →
          </span>
        </SiteLink>
      </div>
    </WelcomePopupShell>
  );
}
