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
