#!/usr/bin/env node
/**
 * Renders the four free parenting guides from content/guides/<slug>.md into
 * public/guides/<slug>.pdf (npm run content:guides).
 *
 * Titles, categories and the exact page count come from src/config/guides.ts, clinic details from src/config/clinic.ts. Each PDF is:
 * a branded cover, an "Inside this guide" page, the guide text, then lined notes pages up to the
 * stated page count; the script fails if the text does not fit that count.
 * Only PDF standard fonts (Helvetica) are used, so no font is embedded or fetched.
 *
 * Markdown subset: "## " section, "### " heading, paragraphs, "- " bullets, "- [ ] " checkboxes,
 * "> " call-out box, pipe tables, **bold**, *italic*, and "<!-- pagebreak -->".
 * {phone} and {email} are replaced with the clinic's details.
 */
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import PDFDocument from "pdfkit";

/** @typedef {import("../src/config/guides").Guide} Guide */
/** @typedef {import("../src/config/clinic").Clinic} Clinic */
/**
 * @typedef {{ type: "h2" | "h3" | "p" | "callout"; text: string }
 *   | { type: "bullet" | "check"; text: string }
 *   | { type: "table"; rows: string[][] }
 *   | { type: "pagebreak" }} Block
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const MAX_BYTES = 150 * 1024;

const C = {
  teal: "#0f766e",
  tealLight: "#14b8a6",
  tealWash: "#f0fdfa",
  coral: "#f97066",
  cream: "#fff7ed",
  navy: "#1e293b",
  slate: "#475569",
  line: "#cbd5e1",
};
const F = { regular: "Helvetica", bold: "Helvetica-Bold", italic: "Helvetica-Oblique" };

const PAGE = { width: 595.28, height: 841.89 };
const M = { top: 70, bottom: 78, left: 62, right: 62 };
const W = PAGE.width - M.left - M.right;
const BODY = { size: 11, lineGap: 3.4 };

/** The heart-and-cedar mark of public/icon.svg (64 x 64 units). */
const LOGO = {
  heart:
    "M32 58C13 45 4 35 4 22 4 12.6 11.2 6 19.5 6c5.4 0 9.6 2.7 12.5 6.8C34.9 8.7 39.1 6 44.5 6 52.8 6 60 12.6 60 22c0 13-9 23-28 36z",
  cedar: "M32 14l5 5.5H27zM24.5 27L29 21.5h6l4.5 5.5zM18 35l6-6h16l6 6zM13 42.5l6.5-5.5h25l6.5 5.5z",
};

/**
 * Imports a project TypeScript module that has no imports of its own: natively where Node strips
 * types (the pinned Node 24), otherwise transpiled with the project's TypeScript.
 * @param {string} relativePath
 * @returns {Promise<Record<string, unknown>>}
 */
async function loadTsModule(relativePath) {
  const path = join(root, relativePath);
  try {
    return await import(pathToFileURL(path).href);
  } catch {
    const ts = (await import("typescript")).default;
    const js = ts.transpileModule(readFileSync(path, "utf8"), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const dir = mkdtempSync(join(tmpdir(), "guide-src-"));
    const file = join(dir, "module.mjs");
    writeFileSync(file, js);
    try {
      return await import(pathToFileURL(file).href);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

/**
 * @param {string} source
 * @returns {Block[]}
 */
function parse(source) {
  /** @type {Block[]} */
  const blocks = [];
  /** @type {string[]} */
  let para = [];
  /** @type {string[]} */
  let quote = [];
  /** @type {string[][]} */
  let table = [];
  const flush = () => {
    if (para.length) blocks.push({ type: "p", text: para.join(" ") });
    if (quote.length) blocks.push({ type: "callout", text: quote.join(" ") });
    if (table.length) blocks.push({ type: "table", rows: table });
    para = [];
    quote = [];
    table = [];
  };
  for (const raw of source.split("\n")) {
    const line = raw.trim();
    if (line === "") {
      flush();
    } else if (line === "<!-- pagebreak -->") {
      flush();
      blocks.push({ type: "pagebreak" });
    } else if (line.startsWith("## ")) {
      flush();
      blocks.push({ type: "h2", text: line.slice(3) });
    } else if (line.startsWith("### ")) {
      flush();
      blocks.push({ type: "h3", text: line.slice(4) });
    } else if (line.startsWith("- [ ] ")) {
      flush();
      blocks.push({ type: "check", text: line.slice(6) });
    } else if (line.startsWith("- ")) {
      flush();
      blocks.push({ type: "bullet", text: line.slice(2) });
    } else if (line.startsWith(">")) {
      quote.push(line.replace(/^>\s?/, ""));
    } else if (line.startsWith("|")) {
      // The separator row under a table header carries no content.
      if (!/^\|(\s*:?-{2,}:?\s*\|)+$/.test(line)) table.push(line.replace(/^\||\|$/g, "").split("|").map((c) => c.trim()));
    } else {
      para.push(line);
    }
  }
  flush();
  return blocks;
}

/**
 * Splits **bold** and *italic* spans.
 * @param {string} text
 * @returns {{ text: string; font: string }[]}
 */
function spans(text) {
  return text
    .split(/(\*\*[^*]+\*\*|\*[^*]+\*)/)
    .filter((part) => part !== "")
    .map((part) =>
      part.startsWith("**")
        ? { text: part.slice(2, -2), font: F.bold }
        : part.startsWith("*") && part.endsWith("*") && part.length > 2
          ? { text: part.slice(1, -1), font: F.italic }
          : { text: part, font: F.regular },
    );
}

/** @param {string} text */
const plain = (text) => text.replace(/\*\*([^*]+)\*\*|\*([^*]+)\*/g, "$1$2");

/**
 * Renders one guide. `tocPages` maps section titles to page numbers (from a first pass).
 * @param {{ guide: Guide; blocks: Block[]; clinic: Clinic; tocPages: Map<string, number>; file: string | null }} o
 * @returns {Promise<{ pages: number; sectionPages: Map<string, number>; contentPages: number }>}
 */
function renderGuide({ guide, blocks, clinic, tocPages, file }) {
  const doc = new PDFDocument({
    size: "A4",
    margins: M,
    bufferPages: true,
    autoFirstPage: false,
    lang: "en",
    displayTitle: true,
    info: {
      Title: guide.title,
      Author: `${clinic.doctor.name}, ${clinic.name}`,
      Subject: guide.description,
      Keywords: `${guide.category}, parenting guide, pediatrics`,
      Creator: clinic.name,
      Producer: "scripts/generate-guides.mjs",
      CreationDate: new Date("2026-01-01T00:00:00Z"),
      ModDate: new Date("2026-01-01T00:00:00Z"),
    },
  });
  /** @type {Map<string, number>} */
  const sectionPages = new Map();
  const pageNo = () => doc.bufferedPageRange().count;
  const room = () => PAGE.height - M.bottom - doc.y;
  /** @param {number} needed */
  const ensure = (needed) => {
    if (room() < needed) doc.addPage();
  };

  /**
   * @param {string} text
   * @param {number} x
   * @param {number} width
   * @param {{ size?: number; color?: string; lineGap?: number; align?: "left" | "center" | "right" }} [opts]
   */
  const rich = (text, x, width, opts = {}) => {
    const parts = spans(text);
    doc.fontSize(opts.size ?? BODY.size).fillColor(opts.color ?? C.navy);
    parts.forEach((part, i) => {
      const options = { width, lineGap: opts.lineGap ?? BODY.lineGap, continued: i < parts.length - 1, align: opts.align ?? "left" };
      doc.font(part.font);
      if (i === 0) doc.text(part.text, x, doc.y, options);
      else doc.text(part.text, options);
    });
  };
  /** @param {string} text @param {number} width @param {number} [size] */
  const heightOf = (text, width, size = BODY.size) =>
    doc.font(F.regular).fontSize(size).heightOfString(plain(text), { width, lineGap: BODY.lineGap });

  // Cover.
  doc.addPage({ size: "A4", margin: 0 });
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(C.cream);
  doc.rect(0, 0, PAGE.width, 560).fill(C.teal);
  doc.circle(PAGE.width - 40, 120, 170).fillOpacity(0.18).fill(C.tealLight);
  doc.circle(70, 520, 110).fillOpacity(0.12).fill(C.tealLight);
  doc.fillOpacity(1);
  doc.circle(PAGE.width - 120, 470, 14).fill(C.coral);
  const drawLogo = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ scale, /** @type {string} */ heart, /** @type {string} */ cedar) => {
    doc.save().translate(x, y).scale(scale);
    doc.path(LOGO.heart).fill(heart);
    doc.path(LOGO.cedar).fill(cedar);
    doc.rect(30, 40, 4, 8).fill(cedar);
    doc.restore();
  };
  drawLogo(M.left, 54, 0.75, C.coral, C.cream);
  doc.font(F.bold).fontSize(15).fillColor(C.cream).text(clinic.name, M.left + 56, 66, { lineBreak: false });
  doc.font(F.regular).fontSize(9.5).fillColor(C.cream).text(clinic.tagline, M.left + 56, 85, { lineBreak: false });
  doc.font(F.bold).fontSize(10).fillColor(C.coral).text("FREE PARENTING GUIDE", M.left, 220, { characterSpacing: 2 });
  doc.font(F.bold).fontSize(40).fillColor("#ffffff").text(guide.title, M.left, 244, { width: W - 40, lineGap: 2 });
  const pillY = doc.y + 18;
  doc.font(F.bold).fontSize(11);
  const pillW = doc.widthOfString(guide.category) + 28;
  doc.roundedRect(M.left, pillY, pillW, 26, 13).fill(C.coral);
  doc.fillColor("#ffffff").text(guide.category, M.left, pillY + 8, { width: pillW, align: "center", lineBreak: false });
  doc.font(F.regular).fontSize(13).fillColor(C.cream).text(guide.description, M.left, pillY + 48, { width: W - 60, lineGap: 4 });
  drawLogo(PAGE.width - 230, 580, 2.6, C.tealLight, C.cream);
  doc.font(F.bold).fontSize(13).fillColor(C.navy).text(`By ${clinic.doctor.name}, ${clinic.doctor.credentials}`, M.left, 600);
  doc.font(F.regular).fontSize(10.5).fillColor(C.slate).text(clinic.doctor.title, M.left, doc.y + 3);
  let locY = doc.y + 24;
  for (const loc of clinic.locations) {
    doc.font(F.bold).fontSize(10).fillColor(C.teal).text(loc.name, M.left, locY, { width: 300 });
    doc.font(F.regular).fontSize(9.5).fillColor(C.slate).text(`${loc.street}, ${loc.city}, Lebanon`, M.left, doc.y + 1, { width: 300 });
    locY = doc.y + 8;
  }
  doc
    .font(F.regular)
    .fontSize(9.5)
    .fillColor(C.slate)
    .text(`${clinic.phone.display}  ·  ${clinic.email}  ·  ${clinic.openingHoursSummary}`, M.left, PAGE.height - 50, { lineBreak: false });

  // Inside this guide.
  doc.addPage();
  const sections = blocks.flatMap((b) => (b.type === "h2" ? [b.text] : []));
  doc.font(F.bold).fontSize(24).fillColor(C.teal).text("Inside this guide", M.left, M.top);
  doc.rect(M.left, doc.y + 6, 48, 4).fill(C.coral);
  doc.y += 26;
  for (const title of sections) {
    const y = doc.y;
    const page = tocPages.get(title);
    doc.font(F.regular).fontSize(12.5).fillColor(C.navy).text(title, M.left, y, { width: W - 60, lineBreak: false });
    const titleWidth = doc.widthOfString(title);
    doc
      .moveTo(M.left + titleWidth + 8, y + 10)
      .lineTo(M.left + W - 34, y + 10)
      .dash(1, { space: 3 })
      .strokeColor(C.line)
      .stroke()
      .undash();
    doc.font(F.bold).fillColor(C.teal).text(page ? String(page) : "", M.left + W - 30, y, { width: 30, align: "right", lineBreak: false });
    doc.y = y + 25;
  }
  doc.y += 18;
  const aboutText = `${clinic.name} has cared for children from birth through adolescence since ${clinic.foundedYear}, in Jbeil and Jounieh. We speak Arabic, English and French, offer same-day sick visits and accept insurance. ${clinic.doctor.name} wrote this guide from the questions parents ask us most often.`;
  const aboutH = heightOf(aboutText, W - 36, 10.5) + 64;
  doc.roundedRect(M.left, doc.y, W, aboutH, 10).fill(C.tealWash);
  const boxTop = doc.y;
  doc.font(F.bold).fontSize(12).fillColor(C.teal).text(`About ${clinic.name}`, M.left + 18, boxTop + 16);
  doc.y += 6;
  rich(aboutText, M.left + 18, W - 36, { size: 10.5, color: C.navy });
  doc.y = boxTop + aboutH + 16;
  rich(
    `Book a visit online or call ${clinic.phone.display}. Opening hours: ${clinic.openingHoursSummary}.`,
    M.left,
    W,
    { size: 10.5, color: C.slate },
  );

  // The guide text.
  doc.addPage();
  /** @type {Block["type"] | null} */
  let previous = null;
  for (const block of blocks) {
    switch (block.type) {
      case "pagebreak":
        doc.addPage();
        break;
      case "h2": {
        if (previous !== "pagebreak" && doc.y > M.top + 1) {
          ensure(150);
          if (doc.y > M.top + 1) doc.y += 14;
        }
        sectionPages.set(block.text, pageNo());
        doc.font(F.bold).fontSize(20).fillColor(C.teal).text(block.text, M.left, doc.y, { width: W });
        doc.rect(M.left, doc.y + 4, 40, 3.5).fill(C.coral);
        doc.y += 18;
        break;
      }
      case "h3":
        ensure(90);
        doc.y += 6;
        doc.font(F.bold).fontSize(13).fillColor(C.navy).text(block.text, M.left, doc.y, { width: W });
        doc.y += 5;
        break;
      case "p":
        ensure(Math.min(heightOf(block.text, W), 3 * 18));
        rich(block.text, M.left, W);
        doc.y += 8;
        break;
      case "bullet":
      case "check": {
        const indent = 18;
        ensure(Math.min(heightOf(block.text, W - indent), 2 * 18));
        const y = doc.y;
        if (block.type === "bullet") doc.circle(M.left + 5, y + 5.5, 2.6).fill(C.coral);
        else doc.roundedRect(M.left, y + 0.5, 10, 10, 2).lineWidth(1.2).strokeColor(C.teal).stroke();
        rich(block.text, M.left + indent, W - indent);
        doc.y += 4.5;
        break;
      }
      case "callout": {
        const pad = 14;
        const h = heightOf(block.text, W - 2 * pad - 4) + 2 * pad;
        ensure(h + 8);
        doc.y += 4;
        const top = doc.y;
        doc.roundedRect(M.left, top, W, h, 8).fill(C.tealWash);
        doc.rect(M.left, top, 4, h).fill(C.coral);
        doc.y = top + pad;
        rich(block.text, M.left + pad + 4, W - 2 * pad - 4);
        doc.y = top + h + 12;
        break;
      }
      case "table":
        renderTable(doc, block.rows, ensure);
        break;
    }
    previous = block.type;
  }
  const contentEnd = pageNo();

  // Notes pages up to the stated count.
  if (contentEnd > guide.pages) {
    throw new Error(`${guide.slug}: the text needs ${contentEnd} pages but the guide must have exactly ${guide.pages}; shorten it`);
  }
  for (let n = contentEnd; n < guide.pages; n++) {
    doc.addPage();
    doc.font(F.bold).fontSize(20).fillColor(C.teal).text("Notes and questions for the doctor", M.left, M.top);
    doc.rect(M.left, doc.y + 4, 40, 3.5).fill(C.coral);
    doc
      .font(F.regular)
      .fontSize(10.5)
      .fillColor(C.slate)
      .text(`Write down questions as they come up and bring this page to your next visit, or call us on ${clinic.phone.display}.`, M.left, doc.y + 18, { width: W });
    for (let y = doc.y + 30; y < PAGE.height - M.bottom - 4; y += 28) {
      doc.moveTo(M.left, y).lineTo(M.left + W, y).lineWidth(0.6).strokeColor(C.line).stroke();
    }
  }

  // Running header and footer on every page after the cover.
  const total = pageNo();
  for (let i = 1; i < total; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    doc.font(F.bold).fontSize(8.5).fillColor(C.teal).text(guide.title, M.left, 34, { lineBreak: false });
    doc.font(F.regular).fontSize(8.5).fillColor(C.slate).text(guide.category, M.left, 34, { width: W, align: "right", lineBreak: false });
    doc.moveTo(M.left, 48).lineTo(M.left + W, 48).lineWidth(0.5).strokeColor(C.line).stroke();
    const fy = PAGE.height - 46;
    doc.moveTo(M.left, fy - 10).lineTo(M.left + W, fy - 10).lineWidth(0.5).strokeColor(C.line).stroke();
    doc
      .font(F.regular)
      .fontSize(8.5)
      .fillColor(C.slate)
      .text(`${clinic.name}  ·  ${clinic.phone.display}  ·  ${clinic.email}`, M.left, fy, { lineBreak: false });
    doc.font(F.bold).text(`Page ${i + 1} of ${total}`, M.left, fy, { width: W, align: "right", lineBreak: false });
    doc.font(F.regular).fontSize(7.5).fillColor(C.slate).text("General information only; it does not replace medical advice. In an emergency call 140.", M.left, fy + 13, { lineBreak: false });
  }

  return new Promise((resolvePromise, reject) => {
    const result = { pages: total, sectionPages, contentPages: contentEnd };
    if (!file) {
      doc.on("data", () => {});
      doc.on("end", () => resolvePromise(result));
    } else {
      const out = createWriteStream(file);
      out.on("finish", () => resolvePromise(result));
      out.on("error", reject);
      doc.pipe(out);
    }
    doc.end();
  });
}

/**
 * @param {PDFKit.PDFDocument} doc
 * @param {string[][]} rows
 * @param {(needed: number) => void} ensure
 */
function renderTable(doc, rows, ensure) {
  const [header, ...body] = rows;
  if (!header) return;
  const pad = 6;
  const size = 9.5;
  doc.font(F.bold).fontSize(size);
  const natural = header.map((_, c) =>
    Math.max(...rows.map((row) => doc.widthOfString(plain(row[c] ?? "")) + 2 * pad)),
  );
  const weights = natural.map((n) => Math.min(Math.max(n, 70), 230));
  const sum = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => (w / sum) * W);
  /** @param {string[]} row @param {string} font */
  const rowHeight = (row, font) =>
    Math.max(
      22,
      ...widths.map((w, c) => doc.font(font).fontSize(size).heightOfString(plain(row[c] ?? ""), { width: w - 2 * pad, lineGap: 1.5 }) + 2 * pad),
    );
  /** @param {string[]} row @param {boolean} isHeader @param {number} index */
  const drawRow = (row, isHeader, index) => {
    const h = rowHeight(row, isHeader ? F.bold : F.regular);
    const y = doc.y;
    doc.rect(M.left, y, W, h).fill(isHeader ? C.teal : index % 2 === 0 ? "#ffffff" : C.cream);
    let x = M.left;
    widths.forEach((w, c) => {
      doc
        .font(isHeader || c === 0 ? F.bold : F.regular)
        .fontSize(size)
        .fillColor(isHeader ? "#ffffff" : C.navy)
        .text(plain(row[c] ?? ""), x + pad, y + pad, { width: w - 2 * pad, lineGap: 1.5 });
      x += w;
    });
    doc.rect(M.left, y, W, h).lineWidth(0.5).strokeColor(C.line).stroke();
    doc.y = y + h;
  };
  const full = rows.reduce((sum, row, i) => sum + rowHeight(row, i === 0 ? F.bold : F.regular), 0) + 6;
  // Short tables stay on one page; long ones may break between rows, repeating the header.
  ensure(full < 320 ? full : rowHeight(header, F.bold) + (body[0] ? rowHeight(body[0], F.regular) : 0) + 6);
  doc.y += 4;
  drawRow(header, true, 0);
  body.forEach((row, i) => {
    const h = rowHeight(row, F.regular);
    if (PAGE.height - M.bottom - doc.y < h) {
      doc.addPage();
      drawRow(header, true, 0);
    }
    drawRow(row, false, i);
  });
  doc.y += 12;
  doc.x = M.left;
}

async function main() {
  const { guides } = /** @type {{ guides: Guide[] }} */ (await loadTsModule("src/config/guides.ts"));
  const { clinic } = /** @type {{ clinic: Clinic }} */ (await loadTsModule("src/config/clinic.ts"));
  const outDir = join(root, "public/guides");
  mkdirSync(outDir, { recursive: true });
  let failed = false;
  for (const guide of guides) {
    const source = readFileSync(join(root, "content/guides", `${guide.slug}.md`), "utf8")
      .replaceAll("{phone}", clinic.phone.display)
      .replaceAll("{email}", clinic.email);
    const blocks = parse(source);
    // First pass finds the page of each section for the contents page; the second writes the file.
    const draft = await renderGuide({ guide, blocks, clinic, tocPages: new Map(), file: null });
    const file = join(outDir, `${guide.slug}.pdf`);
    const result = await renderGuide({ guide, blocks, clinic, tocPages: draft.sectionPages, file });
    const bytes = statSync(file).size;
    const notes = result.pages - result.contentPages;
    console.log(
      `public/guides/${guide.slug}.pdf  ${result.pages} pages (${result.contentPages} with text, ${notes} notes)  ${(bytes / 1024).toFixed(0)} KB`,
    );
    if (result.pages !== guide.pages) {
      console.error(`  expected ${guide.pages} pages`);
      failed = true;
    }
    if (bytes > MAX_BYTES) {
      console.error(`  larger than ${MAX_BYTES / 1024} KB`);
      failed = true;
    }
  }
  if (failed) process.exit(1);
}

await main();
