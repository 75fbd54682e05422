import { readFileSync } from "node:fs";
import path from "node:path";

import bidiFactory from "bidi-js";

/**
 * Text lines for pdfkit in any of the certificate's languages (decision 031).
 *
 * pdfkit shapes through fontkit, which joins Arabic letters from the font's GSUB tables and lays
 * an Arabic run out right to left; but it has no bidirectional algorithm: a line mixing Arabic with
 * a Latin name, digits or an address would come out in one direction. So each line is cut into
 * runs of one direction by the Unicode Bidirectional Algorithm (bidi-js), the runs are put in their
 * visual order, and each is drawn on its own, measured, left to right across the line.
 */

const bidi = bidiFactory();

/** Arabic and Latin in one family, so a line that mixes them keeps one look. */
export const unicodeFonts = { regular: "IBMPlexSansArabic", bold: "IBMPlexSansArabic-Bold" } as const;

// Files of the npm package, read where `next start` and the tests run: the project's root, as the
// blog's and the lessons' files are. The package ships whole TTFs (Latin, digits and Arabic); the
// @fontsource packages cut Arabic and Latin into separate files.
const fontFiles: Record<keyof typeof unicodeFonts, string> = {
  regular: "400Regular/IBMPlexSansArabic_400Regular.ttf",
  bold: "700Bold/IBMPlexSansArabic_700Bold.ttf",
};
const fontPackageDir = path.resolve(process.cwd(), "node_modules", "@expo-google-fonts", "ibm-plex-sans-arabic");
let fontData: Record<keyof typeof unicodeFonts, Buffer> | null = null;

/** Makes the Unicode fonts available to the document under the names in `unicodeFonts`. */
export function registerUnicodeFonts(doc: PDFKit.PDFDocument): void {
  fontData ??= {
    regular: readFileSync(path.join(fontPackageDir, fontFiles.regular)),
    bold: readFileSync(path.join(fontPackageDir, fontFiles.bold)),
  };
  doc.registerFont(unicodeFonts.regular, fontData.regular);
  doc.registerFont(unicodeFonts.bold, fontData.bold);
}

// Helvetica and the other standard PDF fonts print WinAnsi: Latin-1 and a few punctuation marks.
const beyondStandardFonts = /[^\u0000-\u00ff\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2020-\u2022\u2026\u2030\u20ac\u2122]/u;

/** Whether the text has letters (Arabic, say) that the standard PDF fonts cannot print. */
export function needsUnicodeFont(text: string): boolean {
  return beyondStandardFonts.test(text);
}

type Run = { text: string; level: number };

// Marks that steer the algorithm (isolates around an address, say) and have nothing to draw.
const bidiControl = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const bidiControls = new RegExp(bidiControl.source, "gu");

/** `text` kept in one direction, its own, inside a line of the other (an address ending in "-"). */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/** The runs of one direction of `text[start..end]` (inclusive), in visual order, left to right. */
function visualRuns(text: string, levels: Uint8Array, start: number, end: number): Run[] {
  const runs: Run[] = [];
  for (let i = start; i <= end; i++) {
    if (bidiControl.test(text[i]!)) continue;
    const last = runs.at(-1);
    if (last && last.level === levels[i]) last.text += text[i];
    else runs.push({ text: text[i]!, level: levels[i]! });
  }
  // Rule L2 on whole runs: from the highest level down to the lowest odd one, reverse every
  // stretch of runs at that level or above.
  if (!runs.length) return runs;
  const highest = Math.max(...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => (r.level % 2 ? r.level : r.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; ) {
      if (runs[i]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < runs.length && runs[j]!.level >= level) j++;
      runs.splice(i, j - i, ...runs.slice(i, j).reverse());
      i = j;
    }
  }
  return runs;
}

// Rule L4: brackets in right-to-left runs take their mirrored glyph. fontkit does not mirror
// characters (it only applies a font's "rtlm" feature, which IBM Plex Sans Arabic has not), so
// "(" becomes ")" here. fontkit takes a run's direction from its letters and sets a run with
// Arabic ones right to left; one without any (spaces or punctuation between two runs of Arabic)
// it would set left to right, so such a run is also turned round here.
const rtlLetter = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;

function drawableText(run: Run): string {
  if (run.level % 2 === 0) return run.text;
  const chars = [...run.text].map((char) => bidi.getMirroredCharacter(char) ?? char);
  return (rtlLetter.test(run.text) ? chars : chars.reverse()).join("");
}

/** What `drawCentredText` draws for a one-line `text`: each run's characters, runs left to right. */
export function drawnRuns(text: string, direction: LineStyle["direction"]): string[] {
  return visualRuns(text, bidi.getEmbeddingLevels(text, direction).levels, 0, text.length - 1).map(drawableText);
}

// An empty feature list makes pdfkit lay the whole run out at once (with the font's default
// features: joining, ligatures, marks) rather than word by word in logical order, which would
// put an Arabic line's words left to right.
const shaping = { features: [] as PDFKit.Mixins.OpenTypeFeatures[] };

export type LineStyle = {
  font: string;
  size: number;
  color: string;
  direction: "ltr" | "rtl" | "auto";
  characterSpacing?: number;
};

/**
 * Draws `text` centred in the band [x, x + width], wrapped at spaces onto as many lines as it
 * needs, the first one's top at `y`. Returns the y under the last line.
 */
export function drawCentredText(doc: PDFKit.PDFDocument, text: string, band: { x: number; y: number; width: number }, style: LineStyle): number {
  doc.font(style.font).fontSize(style.size).fillColor(style.color);
  const characterSpacing = style.characterSpacing ?? 0;
  const widthOf = (s: string) => doc.widthOfString(s, { ...shaping, characterSpacing });
  const embedding = bidi.getEmbeddingLevels(text, style.direction);
  const lineHeight = doc.currentLineHeight(true);
  let y = band.y;
  for (const [start, end] of wrapLines(text, band.width, widthOf)) {
    const visual = visualRuns(text, embedding.levels, start, end);
    const runs = visual.map(drawableText);
    // The glyphs are in visual order; copying, searching and screen readers get the line as written.
    const reordered = visual.length > 1 || visual.some((run) => run.level % 2 === 1);
    if (reordered) doc.markContent("Span", { actual: text.slice(start, end + 1).replace(bidiControls, "") });
    const gap = characterSpacing;
    const widths = runs.map(widthOf);
    let x = band.x + (band.width - (widths.reduce((a, b) => a + b, 0) + gap * (runs.length - 1))) / 2;
    runs.forEach((run, i) => {
      doc.text(run, x, y, { ...shaping, characterSpacing, lineBreak: false });
      x += widths[i]! + gap;
    });
    if (reordered) doc.endMarkedContent();
    y += lineHeight;
  }
  doc.x = band.x;
  doc.y = y;
  return y;
}

/** [start, end] (inclusive, in `text`) of each line, broken at spaces to fit `width`. */
function wrapLines(text: string, width: number, widthOf: (s: string) => number): [number, number][] {
  const lines: [number, number][] = [];
  const words = [...text.matchAll(/\S+/g)].map((m) => [m.index, m.index + m[0].length - 1] as [number, number]);
  let line: [number, number] | null = null;
  for (const word of words) {
    if (line && widthOf(text.slice(line[0], word[1] + 1)) <= width) line[1] = word[1];
    else {
      if (line) lines.push(line);
      line = [word[0], word[1]];
    }
  }
  if (line) lines.push(line);
  return lines;
}
