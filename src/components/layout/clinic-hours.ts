import { useLocale, useTranslations } from "next-intl";
import { clinic } from "~/config/clinic";
import type { Locale } from "~/i18n/locales";
import { formatWeeklyHours, hoursByWeekday } from "~/lib/weekly-hours";

/**
 * The clinic's opening hours in the page's language, written from the one list in the clinic's
 * config (the same the structured data and the about page read). Server components only: the
 * config stays out of the browser's script.
 */
export function useClinicHours(): string {
  const t = useTranslations("common.clinic");
  return formatWeeklyHours(hoursByWeekday(clinic.openingHours), useLocale() as Locale, t("closed"));
}
