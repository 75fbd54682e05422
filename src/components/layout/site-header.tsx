import { ClockIcon, MailIcon, PhoneIcon } from "~/components/icons/social-icons";
import { HeaderShell } from "~/components/layout/header-shell";
import { MainNav } from "~/components/layout/main-nav";
import { MobileMenu } from "~/components/layout/mobile-menu";
import { buttonClasses } from "~/components/ui/button-classes";
import { containerClasses } from "~/components/ui/container";
import { Logo } from "~/components/ui/logo";
import { clinic } from "~/config/clinic";
import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import { LanguageSwitcher } from "~/components/layout/language-switcher";
import { SiteLink } from "~/components/layout/site-link";
import { AccountEntry, MenuAccountEntry } from "~/components/layout/account-entry";
import { useClinicHours } from "~/components/layout/clinic-hours";

export function SiteHeader() {
  const t = useTranslations("common");
  const hours = useClinicHours();
  return (
    <HeaderShell>
      <div data-topbar data-theme="dark" className="bg-navy text-white">
        <div
          className={clsx(
            containerClasses,
            "flex flex-wrap items-center justify-center gap-x-6 gap-y-1 py-2 text-xs sm:justify-between sm:py-0 sm:text-sm",
          )}
        >
          <p className="inline-flex items-center gap-2">
            <ClockIcon size={16} className="shrink-0 text-teal-300" />
            <span>
              {/* Coloured, not bold: a bold Arabic weight here would be one more font file on every Arabic page. */}
              <span className="text-teal-200">{t("clinic.hoursLabel")}</span> {hours}
            </span>
          </p>
          <div className="flex items-center gap-5">
          <ul className="hidden items-center gap-5 sm:flex">
            <li>
              <a
                href={`mailto:${clinic.email}`}
                className="inline-flex min-h-11 items-center gap-2 hover:text-teal-200 hover:underline"
              >
                <MailIcon size={16} className="shrink-0 text-teal-300" />
                {clinic.email}
              </a>
            </li>
            <li>
              <a
                href={`tel:${clinic.phone.e164}`}
                className="inline-flex min-h-11 items-center gap-2 hover:text-teal-200 hover:underline"
              >
                <PhoneIcon size={16} className="shrink-0 text-teal-300" />
                <bdi dir="ltr">{clinic.phone.display}</bdi>
              </a>
            </li>
          </ul>
          <LanguageSwitcher tone="dark" className="hidden sm:block" />
          </div>
        </div>
      </div>

      <div className="relative border-b border-slate-200/80">
        <div className={clsx(containerClasses, "flex h-[4.5rem] items-center justify-between gap-4")}>
          <SiteLink
            href="/"
            className="shrink-0 rounded-lg transition-transform duration-300 group-data-[scrolled=true]/header:scale-95"
          >
            <Logo />
          </SiteLink>
          <MainNav />
          <div className="flex items-center gap-1 sm:gap-2">
            <AccountEntry />
            <div className="hidden sm:block">
              <SiteLink href="/appointment" className={buttonClasses("primary", "sm")}>
                {t("nav.bookAppointment")}
              </SiteLink>
            </div>
            <MobileMenu account={<MenuAccountEntry />}>
              <ul className="mt-4 flex flex-col gap-3 border-t border-slate-200 px-4 pt-4 text-sm text-muted">
                <li className="flex items-start gap-2">
                  <ClockIcon size={18} className="mt-0.5 shrink-0 text-primary" />
                  <span>
                    <span className="font-semibold text-navy">{t("clinic.hoursLabel")}</span> {hours}
                  </span>
                </li>
                <li>
                  <a href={`tel:${clinic.phone.e164}`} className="inline-flex min-h-11 items-center gap-2 hover:text-primary">
                    <PhoneIcon size={18} className="shrink-0 text-primary" />
                    <bdi dir="ltr">{clinic.phone.display}</bdi>
                  </a>
                </li>
                <li>
                  <a href={`mailto:${clinic.email}`} className="inline-flex min-h-11 items-center gap-2 break-all hover:text-primary">
                    <MailIcon size={18} className="shrink-0 text-primary" />
                    {clinic.email}
                  </a>
                </li>
                <li>
                  <LanguageSwitcher />
                </li>
              </ul>
            </MobileMenu>
          </div>
        </div>
      </div>
    </HeaderShell>
  );
}
