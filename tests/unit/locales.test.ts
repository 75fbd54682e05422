import { describe, expect, it } from "vitest";

import { intlLocale, localePath, negotiateLocale, splitLocalePath } from "~/i18n/locales";
import { requestLocale } from "~/server/http/request-locale";

describe("intlLocale", () => {
  it("writes dates as Lebanon does: Levantine months and Latin digits in Arabic, day first in English", () => {
    const date = (locale: "en" | "fr" | "ar") =>
      new Intl.DateTimeFormat(intlLocale(locale), { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(Date.UTC(2026, 4, 5));
    expect(date("ar")).toBe("5 أيار 2026");
    expect(date("fr")).toBe("5 mai 2026");
    expect(date("en")).toBe("5 May 2026");
  });
});

describe("locale paths", () => {
  it("English keeps the unprefixed address; French and Arabic are prefixed", () => {
    expect(localePath("en", "/appointment")).toBe("/appointment");
    expect(localePath("ar", "/appointment")).toBe("/ar/appointment");
    expect(localePath("fr", "/")).toBe("/fr");
    expect(localePath("ar", "/login?next=%2Far%2Fdashboard")).toBe("/ar/login?next=%2Far%2Fdashboard");
  });

  it("splits a path into its language and the page's path", () => {
    expect(splitLocalePath("/ar")).toEqual({ locale: "ar", path: "/" });
    expect(splitLocalePath("/fr/courses/x")).toEqual({ locale: "fr", path: "/courses/x" });
    expect(splitLocalePath("/courses")).toEqual({ locale: "en", path: "/courses" });
    // Not a language: the path stays whole (it is a 404 or another page).
    expect(splitLocalePath("/arabic")).toEqual({ locale: "en", path: "/arabic" });
    expect(splitLocalePath("/de/courses")).toEqual({ locale: "en", path: "/de/courses" });
  });
});

describe("language negotiation", () => {
  it("takes the best language we have, by quality, a region falling back to its language", () => {
    expect(negotiateLocale("ar-LB,ar;q=0.9,en;q=0.8")).toBe("ar");
    expect(negotiateLocale("de-DE,fr;q=0.7,en;q=0.5")).toBe("fr");
    expect(negotiateLocale("en;q=0.3, fr-CA;q=0.8")).toBe("fr");
    expect(negotiateLocale("ja")).toBe("en");
    expect(negotiateLocale("")).toBe("en");
    expect(negotiateLocale(null)).toBe("en");
    expect(negotiateLocale("ar;q=0, fr;q=0.1")).toBe("fr");
  });

  it("survives garbage and huge headers", () => {
    expect(negotiateLocale(";;;,,,q=abc")).toBe("en");
    expect(negotiateLocale(`${"xx,".repeat(10_000)}ar`)).toBe("en");
  });

  it("an API call is answered in the page's language first, then Accept-Language", () => {
    expect(requestLocale(new Headers({ "x-site-locale": "ar", "accept-language": "fr" }))).toBe("ar");
    expect(requestLocale(new Headers({ "x-site-locale": "klingon", "accept-language": "fr" }))).toBe("fr");
    expect(requestLocale(new Headers())).toBe("en");
  });
});

describe("messages that travel as catalogue keys", () => {
  it("a key is translated, anything else is shown as it is", async () => {
    const { isMessageKey, messageTextFor } = await import("~/i18n/message-text");
    expect(isMessageKey("common.notFound.title")).toBe(true);
    expect(isMessageKey("Invalid email or password")).toBe(false);
    expect(isMessageKey("e.g.")).toBe(false);
    const fr = await messageTextFor("fr");
    expect(fr("common.notFound.title")).toBe("Page introuvable");
    expect(fr("common.no.such.key")).toBe("common.no.such.key");
    expect(fr("Slot no longer available")).toBe("Slot no longer available");
  });
});
