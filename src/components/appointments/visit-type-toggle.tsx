import { clsx } from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { clinic } from "~/config/clinic";
import { siteFormatter } from "~/i18n/formatter";
import type { Locale } from "~/i18n/locales";

const option =
  "flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-full px-4 text-sm font-semibold transition-colors sm:text-base";

/**
 * Online (the default, booked here) or In-Person. In-person visits are booked in the clinic's
 * patient portal, so that half of the toggle is a link that opens it in a new tab.
 */
export function VisitTypeToggle({ hintId }: { hintId: string }) {
  const t = useTranslations("booking.form.visitType");
  const city = useTranslations("common.meta.city");
  const format = siteFormatter(useLocale() as Locale);
  const cities = format.list(
    clinic.locations.map((l) => city(l.id)),
    { type: "disjunction" },
  );
  return (
    <div>
      <span id={`${hintId}-label`} className="mb-1.5 block text-sm font-semibold text-navy">
        {t("label")}
      </span>
      <div
        role="group"
        aria-labelledby={`${hintId}-label`}
        aria-describedby={hintId}
        className="flex gap-1 rounded-full bg-slate-100 p-1"
      >
        <button type="button" aria-pressed="true" className={clsx(option, "bg-white text-primary shadow-sm")}>
          {t("online")}
        </button>
        <a
          href={clinic.patientPortalUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={clsx(option, "text-navy hover:bg-white/70")}
        >
          {t("inPerson")}
          {/* An arrow out of a box, towards the line's end: mirrored on right-to-left pages. */}
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-none stroke-current stroke-2 rtl:-scale-x-100">
            <path d="M11 3h6v6M17 3l-8 8M8 5H4v11h11v-4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="sr-only">{t("opensPortal")}</span>
        </a>
      </div>
      <p id={hintId} className="mt-1.5 text-sm text-muted">
        {t("hint", { cities })}
      </p>
    </div>
  );
}
