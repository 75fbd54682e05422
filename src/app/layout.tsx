import "~/styles/globals.css";

import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import type { ReactNode } from "react";
import { StoredSessionSync } from "~/components/account/stored-session-sync";
import { ToasterHost } from "~/components/ui/toaster-host";
import { clinic } from "~/config/clinic";
import { env } from "~/env";

// Self-hosted (the @fontsource file, no request to a font service). next/font preloads it and sizes
// the fallback font to match, so text does not shift when Inter arrives.
const inter = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  display: "swap",
  variable: "--font-inter",
  adjustFontFallback: "Arial",
});

const cities = clinic.locations.map((l) => l.city);
const defaultTitle = `${clinic.name} | Pediatrician in ${cities.join(" & ")}`;

export const metadata: Metadata = {
  // Canonical and Open Graph URLs are absolute against the public address. Pages rendered at build
  // time take it from the build's environment, so PUBLIC_URL must be set for `next build` too.
  metadataBase: new URL(env.PUBLIC_URL),
  title: {
    default: defaultTitle,
    template: `%s | ${clinic.name}`,
  },
  description: `${clinic.tagline}. ${clinic.doctor.name} and team care for children in ${cities.join(
    " and ",
  )}, Lebanon: appointments, vaccinations, parenting courses and free guides.`,
  applicationName: clinic.name,
  icons: { icon: "/icon.svg" },
  // Pages set their own title and description; Next copies them into og:* and twitter:*.
  openGraph: {
    type: "website",
    siteName: clinic.name,
    locale: "en_US",
    images: [
      {
        url: "/og-image.png",
        width: 1200,
        height: 630,
        alt: `${clinic.name}: ${clinic.tagline.toLowerCase()}, in ${cities.join(" and ")}`,
      },
    ],
  },
  twitter: { card: "summary_large_image" },
};

export const viewport: Viewport = {
  themeColor: "#0f766e",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-dvh">
        {children}
        <ToasterHost />
        <StoredSessionSync />
      </body>
    </html>
  );
}
