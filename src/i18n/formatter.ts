import { createFormatter } from "next-intl";

import { CLINIC_TIME_ZONE } from "~/lib/calendar-date";
import { intlLocale, type Locale } from "./locales";

/**
 * next-intl's formatter (dateTime, number, list…) for a language, writing as `intlLocale` does
 * (Levantine months in Arabic) and in Beirut time. Used instead of useFormatter()/getFormatter(),
 * which format with the bare language ("ar": "مايو") and so would disagree with the e-mails.
 */
export function siteFormatter(locale: Locale) {
  return createFormatter({ locale: intlLocale(locale), timeZone: CLINIC_TIME_ZONE });
}
