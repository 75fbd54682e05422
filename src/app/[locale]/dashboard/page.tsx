import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { localePath, type Locale } from "~/i18n/locales";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("dashboard.meta");
  return { title: t("title"), description: t("description"), robots: { index: false } };
}

export default async function DashboardPage() {
  redirect(localePath((await getLocale()) as Locale, "/dashboard/browse"));
}
