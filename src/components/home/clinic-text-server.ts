import "server-only";

import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "~/i18n/locales";
import { cityNames, listText, type ListOptions } from "./clinic-text";

/** `useCities()` for metadata and other async server code. */
export async function getCities(options?: ListOptions): Promise<string> {
  const t = await getTranslations("common");
  return listText((await getLocale()) as Locale, cityNames(t), options);
}
