import { inflateSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { renderCertificatePdf, type Certificate } from "~/server/services/courses/certificates";
import { ZCertificateLocale, certificateWording, formatCertificateDate } from "~/server/services/courses/certificate-wording";
import { drawnRuns } from "~/server/services/courses/pdf-text";
import { pdfText } from "../support/pdf-reader";

const issuedAt = new Date("2026-11-26T22:30:00Z"); // the 27th in Beirut
const certificate = (fields: Partial<Certificate> = {}): Certificate => ({
  id: "AbCdEf123_x-",
  userId: "parent",
  courseId: "course",
  recipientName: "Rana Khoury",
  courseTitle: "Calm Sleep for Your Baby",
  issuedAt,
  ...fields,
});

/**
 * The glyphs of each text-showing operation in an embedded font, as their characters in the order
 * they are drawn, left to right (read back through each font's ToUnicode map).
 */
function drawnGlyphs(pdf: Buffer): string[] {
  const objects = new Map([...pdf.toString("latin1").matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)].map((m) => [m[1]!, m[2]!]));
  const inflate = (body: string) => inflateSync(Buffer.from(/stream\r?\n([\s\S]*?)\r?\nendstream/.exec(body)![1]!, "latin1")).toString("latin1");
  const toUnicode = new Map<string, string[]>(); // font resource name → characters by glyph code
  for (const resources of [...objects.values()].flatMap((o) => /\/Font <<([^>]*)>>/.exec(o)?.[1] ?? [])) {
    for (const [, name, ref] of resources.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const cmapRef = /\/ToUnicode (\d+) 0 R/.exec(objects.get(ref!)!)?.[1];
      if (!cmapRef) continue;
      const [, first, entries] = /<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/.exec(inflate(objects.get(cmapRef)!))!;
      const chars: string[] = [];
      [...entries!.matchAll(/<([0-9a-f ]+)>/g)].forEach((e, i) => (chars[parseInt(first!, 16) + i] = e[1]!.split(" ").map((u) => String.fromCharCode(parseInt(u, 16))).join("")));
      toUnicode.set(name!, chars);
    }
  }
  const drawn: string[] = [];
  for (const content of [...objects.values()].filter((o) => o.includes("/Filter /FlateDecode") && !o.includes("/Length1")).map(inflate).filter((c) => c.includes(" Tf"))) {
    let font: string[] | undefined;
    for (const [, name, array] of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (name) font = toUnicode.get(name);
      else if (font) drawn.push([...array!.matchAll(/<([0-9a-f]*)>/g)].map((h) => h[1]!.match(/.{4}/g)!.map((code) => font![parseInt(code, 16)]).join("")).join(""));
    }
  }
  return drawn;
}

const embeddedFonts = (pdf: Buffer) => [...pdf.toString("latin1").matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[1]);

describe("certificate PDF", () => {
  it("prints English in Helvetica alone, small, with the English wording and date", async () => {
    const pdf = await renderCertificatePdf(certificate(), "en");
    expect(embeddedFonts(pdf).sort()).toEqual(["Helvetica", "Helvetica-Bold"]);
    expect(pdf.length).toBeLessThan(10_000);
    const text = pdfText(pdf);
    expect(text).toContain("Certificate of Completion");
    expect(text).toContain("Issued on 27 November 2026");
    expect(text).toContain("Check this certificate at http://localhost:3000/certificates/AbCdEf123_x-");
  });

  it("prints French with its accents in Helvetica", async () => {
    const pdf = await renderCertificatePdf(certificate(), "fr");
    expect(embeddedFonts(pdf).sort()).toEqual(["Helvetica", "Helvetica-Bold"]);
    const text = pdfText(pdf);
    expect(text).toContain("Certificat de réussite");
    expect(text).toContain("Délivré le 27 novembre 2026");
    expect(text).not.toContain("Certificate of Completion");
  });

  it("prints Arabic in the embedded Arabic font, each line's logical text kept for copying", async () => {
    const pdf = await renderCertificatePdf(certificate({ recipientName: "رنا خوري", courseTitle: "النوم الهادئ لطفلك (من 0 إلى 12 شهرًا)" }), "ar");
    expect(new Set(embeddedFonts(pdf))).toEqual(new Set(["IBMPlexSansArabic-Regular", "IBMPlexSansArabic-Bold"]));
    const text = pdfText(pdf);
    expect(text).toContain("شهادة إتمام");
    expect(text).toContain("رنا خوري");
    expect(text).toContain("النوم الهادئ لطفلك (من 0 إلى 12 شهرًا)");
    expect(text).toContain("صدرت بتاريخ 27 تشرين الثاني 2026");
    expect(text).not.toContain("Certificate of Completion");
    // Glyphs go left to right: a whole Arabic line laid out at once comes out reversed (its last
    // letter first), not word by word.
    const reversed = (s: string) => [...s].reverse().join("");
    const glyphs = drawnGlyphs(pdf);
    expect(glyphs).toContain(reversed("شهادة إتمام"));
  });

  it("prints an Arabic name on an English certificate in the Arabic font", async () => {
    const pdf = await renderCertificatePdf(certificate({ recipientName: "رنا خوري" }), "en");
    expect(embeddedFonts(pdf)).toContain("IBMPlexSansArabic-Bold");
    expect(pdfText(pdf)).toContain("رنا خوري");
  });

  it("dates the certificate in Beirut, in each language", () => {
    expect(formatCertificateDate(issuedAt, "en")).toBe("27 November 2026");
    expect(formatCertificateDate(issuedAt, "fr")).toBe("27 novembre 2026");
    expect(formatCertificateDate(issuedAt, "ar")).toBe("27 تشرين الثاني 2026");
  });

  it("takes a known language from ?lang=, English otherwise", () => {
    expect(ZCertificateLocale.parse("ar")).toBe("ar");
    expect(ZCertificateLocale.parse("fr")).toBe("fr");
    expect(ZCertificateLocale.parse("de")).toBe("en");
    expect(ZCertificateLocale.parse(undefined)).toBe("en");
    expect(new Set(Object.values(certificateWording).map((w) => w.heading)).size).toBe(3);
  });
});

describe("right-to-left lines", () => {
  // Runs as drawn left to right; fontkit sets each run with Arabic letters right to left itself.
  it("puts the Arabic to the right of the address, and keeps the address whole, its final '-' included", () => {
    expect(drawnRuns(certificateWording.ar.checkAt("https://x.example/certificates/Ab_x-"), "rtl")).toEqual(["https://x.example/certificates/Ab_x-", "للتحقق من هذه الشهادة: "]);
  });

  it("orders numbers and words of a date from the right, each number left to right", () => {
    expect(drawnRuns("صدرت بتاريخ 27 تشرين الثاني 2026", "rtl")).toEqual(["2026", " تشرين الثاني ", "27", "صدرت بتاريخ "]);
  });

  it("mirrors brackets inside right-to-left text", () => {
    expect(drawnRuns("لطفلك (من 0 إلى 12)", "rtl")).toEqual(["(", "12", " إلى ", "0", "لطفلك )من "]);
  });

  it("leaves a Latin line as it is, and sets a Latin name in an Arabic certificate left to right", () => {
    expect(drawnRuns("Check at https://x/Ab_x-", "auto")).toEqual(["Check at https://x/Ab_x-"]);
    expect(drawnRuns("Rana Khoury", "rtl")).toEqual(["Rana Khoury"]);
    expect(drawnRuns("Dr. Maya Haddad، طبيبة", "rtl")).toEqual(["، طبيبة", "Dr. Maya Haddad"]);
  });
});
