import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";

import { PrivacyNotice } from "~/components/privacy/privacy-notice";
import { clinic } from "~/config/clinic";
import { CURRENT_NOTICE_VERSION } from "~/config/privacy-notice";
import { languageAlternates } from "~/i18n/alternates";
import type { Locale } from "~/i18n/locales";

export async function generateMetadata(): Promise<Metadata> {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("privacy.meta");
  return { title: t("title"), description: t("description", { clinic: clinic.name }), alternates: languageAlternates(locale, "/privacy") };
}

/** The privacy notice's current version (decision 049); earlier ones at /privacy/<version>. */
export default function PrivacyPage() {
  return <PrivacyNotice version={CURRENT_NOTICE_VERSION} />;
}
