import "~/styles/globals.css";

import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { inter } from "~/app/fonts";
import { PerRequestPart } from "~/components/layout/per-request-part";
import { ToasterHost } from "~/components/ui/toaster-host";
import { env } from "~/env";
import { pickParts } from "~/i18n/messages";
import { CLINIC_TIME_ZONE } from "~/lib/calendar-date";
import { TRPCReactProvider } from "~/trpc/react";

export const metadata: Metadata = {
  metadataBase: new URL(env.PUBLIC_URL),
  title: { default: "Back-office", template: "%s | Back-office" },
  robots: { index: false, follow: false },
  icons: { icon: "/icon.svg" },
};

export const viewport: Viewport = {
  themeColor: "#0f766e",
};

/**
 * The clinic's back-office: a root layout of its own (the parents' pages are under [locale]), in
 * English, all talking to the server through tRPC. Shared components get the English catalogue.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages({ locale: "en" });
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-dvh">
        {/* booking and validation: the staff booking and invite forms share the parents' schemas
            and fields, whose messages are catalogue keys. */}
        <NextIntlClientProvider locale="en" messages={pickParts(messages, ["common", "booking", "validation"])} timeZone={CLINIC_TIME_ZONE}>
          <TRPCReactProvider>{children}</TRPCReactProvider>
          <ToasterHost />
        </NextIntlClientProvider>
        {/* The sign-in page is otherwise prerendered whole: its scripts need the request's nonce. */}
        <PerRequestPart />
      </body>
    </html>
  );
}
