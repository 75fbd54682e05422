import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";

import { formatNoticeDate, PrivacyNotice } from "~/components/privacy/privacy-notice";
import { clinic } from "~/config/clinic";
import { CURRENT_NOTICE_VERSION, isNoticeVersion, PRIVACY_NOTICE_VERSIONS } from "~/config/privacy-notice";
import { languageAlternates } from "~/i18n/alternates";
import type { Locale } from "~/i18n/locales";

type Props = { params: Promise<{ version: string }> };

/** Every version is prerendered and stays reachable; another address is a 404. */
export function generateStaticParams() {
  return PRIVACY_NOTICE_VERSIONS.map((entry) => ({ version: entry.version }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { version } = await params;
  if (!isNoticeVersion(version)) return {};
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("privacy");
  const entry = PRIVACY_NOTICE_VERSIONS.find((e) => e.version === version)!;
  return {
    title: `${t("meta.title")} — ${t("page.version", { date: formatNoticeDate(entry.date, locale) })}`,
    description: t("meta.description", { clinic: clinic.name }),
    // The current version's own address shows what /privacy shows: that one is canonical.
    alternates: version === CURRENT_NOTICE_VERSION ? languageAlternates(locale, "/privacy") : languageAlternates(locale, `/privacy/${version}`),
  };
}

/** One version of the privacy notice, as it was published (decision 049). */
export default async function PrivacyVersionPage({ params }: Props) {
  const { version } = await params;
  if (!isNoticeVersion(version)) notFound();
  return <PrivacyNotice version={version} />;
}
