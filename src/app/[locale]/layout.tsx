import "~/styles/globals.css";

import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { locale as rootLocale } from "next/root-params";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { inter } from "~/app/fonts";
import { StoredSessionSync } from "~/components/account/stored-session-sync";
import { ToasterHost } from "~/components/ui/toaster-host";
import { ARABIC_FONT_URL } from "~/config/arabic-font";
import { clinic } from "~/config/clinic";
import { env } from "~/env";
import { isLocale, locales, openGraphLocales, textDirection, type Locale } from "~/i18n/locales";
import { pickParts } from "~/i18n/messages";
import { CLINIC_TIME_ZONE } from "~/lib/calendar-date";

/** Every language's pages are prerendered (decision 032). */
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

async function pageLocale(): Promise<Locale> {
  const locale = await rootLocale();
  // The proxy sends only known languages here; anything else is not a page of this site.
  if (!isLocale(locale)) notFound();
  return locale;
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = await pageLocale();
  const t = await getTranslations({ locale, namespace: "common.meta" });
  const cities = clinic.locations.map((l) => t(`city.${l.id}`));
  return {
    // Canonical and Open Graph URLs are absolute against the public address. Pages rendered at build
    // time take it from the build's environment, so PUBLIC_URL must be set for `next build` too.
    metadataBase: new URL(env.PUBLIC_URL),
    title: {
      default: t("defaultTitle", { clinic: clinic.name, cities: cities.join(" & ") }),
      template: `%s | ${clinic.name}`,
    },
    description: t("description", { doctor: clinic.doctor.name, cities: cities.join(t("and")) }),
    applicationName: clinic.name,
    icons: { icon: "/icon.svg" },
    // Pages set their own title and description; Next copies them into og:* and twitter:*.
    openGraph: {
      type: "website",
      siteName: clinic.name,
      locale: openGraphLocales[locale],
      alternateLocale: locales.filter((other) => other !== locale).map((other) => openGraphLocales[other]),
      images: [{ url: "/og-image.png", width: 1200, height: 630, alt: t("ogImageAlt", { clinic: clinic.name }) }],
    },
    twitter: { card: "summary_large_image" },
  };
}

export const viewport: Viewport = {
  themeColor: "#0f766e",
};

/** The root of every parent-facing page, in its language and direction. */
export default async function LocaleLayout({ children }: { children: ReactNode }) {
  const locale = await pageLocale();
  const messages = await getMessages({ locale });
  return (
    <html lang={locale} dir={textDirection(locale)} className={inter.variable}>
      {/* Arabic pages fetch their font with the page, before the first layout would discover it, so
          the text is first drawn in it rather than re-flowed when it arrives (decision 058). React
          hoists the link into the head of the prerendered page. */}
      {locale === "ar" && <link rel="preload" href={ARABIC_FONT_URL} as="font" type="font/woff2" crossOrigin="anonymous" />}
      <body className="min-h-dvh">
        {/* The client components everywhere (header, toasts) get the shared messages; the forms'
            own namespaces are added by their segments' layouts. */}
        <NextIntlClientProvider locale={locale} messages={pickParts(messages, ["common"])} timeZone={CLINIC_TIME_ZONE}>
          {children}
          <ToasterHost />
          <StoredSessionSync />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
