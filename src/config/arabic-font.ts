/**
 * The Arabic pages' font: Readex Pro's Arabic letters, every weight in one variable file (decision
 * 058). It is served from public/fonts under a name that carries the package's version, so it can be
 * cached for a year (next.config.mjs) and a new version is a new address; a unit test keeps the file
 * identical to the installed package's. globals.css declares it; the [locale] layout preloads it on
 * Arabic pages only.
 */
export const ARABIC_FONT_VERSION = "5.3.0";
export const ARABIC_FONT_URL = `/fonts/readex-pro-arabic-wght-${ARABIC_FONT_VERSION}.woff2`;
