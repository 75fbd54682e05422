import { describe, expect, it } from "vitest";

import { clinic } from "~/config/clinic";
import { mainNav } from "~/config/navigation";

describe("the clinic's details", () => {
  it("has no unfilled {placeholder} anywhere", () => {
    expect(JSON.stringify(clinic)).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it("links each of the five social networks to its own site", () => {
    const hosts = clinic.social.map((s) => new URL(s.url).hostname.replace(/^www\./, ""));
    expect(hosts).toEqual(["tiktok.com", "youtube.com", "instagram.com", "linkedin.com", "facebook.com"]);
  });

  it("has both clinics with map links, a WhatsApp chat on the clinic's number and the spec's hours", () => {
    expect(clinic.locations.map((l) => l.city)).toEqual(["Jbeil", "Jounieh"]);
    for (const location of clinic.locations) expect(new URL(location.mapUrl).protocol).toBe("https:");
    expect(clinic.whatsapp.chatUrl).toBe(`https://wa.me/${clinic.phone.e164.slice(1)}`);
    expect(clinic.openingHoursSummary).toBe("Mon-Fri 9am-7pm, Sat 9am-2pm, Sun closed");
    expect(clinic.foundedYear).toBe(2010);
    expect(clinic.stats.map((s) => s.value)).toEqual(["15+", "10K+", "24/7", "100%"]);
  });

  it("lists the spec's header links, with /blogs as a plain link", () => {
    expect(mainNav.map((n) => n.href)).toEqual(["/", "/courses", "/services", "/about", "/appointment", "/blogs"]);
    expect(mainNav.find((n) => n.href === "/blogs")).toMatchObject({ plain: true });
  });
});
