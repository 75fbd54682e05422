import localFont from "next/font/local";

// Self-hosted (the @fontsource files, no request to a font service). next/font sizes the fallback
// font to match, so text does not shift when the font arrives.

export const inter = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  display: "swap",
  variable: "--font-inter",
  adjustFontFallback: "Arial",
});

// Arabic letters only (the arabic subset). Not preloaded: pages in English and French must not
// fetch it; Arabic pages put its variable on <html> and swap it in when it arrives (decision 032).
export const plexArabic = localFont({
  src: [
    { path: "../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2", weight: "400" },
    { path: "../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-500-normal.woff2", weight: "500" },
    { path: "../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2", weight: "600" },
    { path: "../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2", weight: "700" },
  ],
  display: "swap",
  preload: false,
  variable: "--font-arabic",
  adjustFontFallback: "Arial",
});
