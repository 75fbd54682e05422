import { inflateSync } from "node:zlib";

// A PDF literal string's escapes, as pdfkit writes them.
const unescaped: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };

/** The PDF's text as drawn: standard-font strings, and the logical text of reordered lines. */
export function pdfText(pdf: Buffer): string {
  const streams = [...pdf.toString("latin1").matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].flatMap((m) => {
    try {
      return [inflateSync(Buffer.from(m[1]!, "latin1")).toString("latin1")];
    } catch {
      return []; // font files and other binary streams
    }
  });
  const content = streams.filter((s) => s.includes(" Tf"));
  const hexStrings = content.flatMap((s) => [...s.matchAll(/\[([^\]]*)\] TJ/g)].map((tj) => [...tj[1]!.matchAll(/<([0-9a-f]*)>/g)].map((h) => Buffer.from(h[1]!, "hex").toString("latin1")).join("")));
  const actualTexts = content.flatMap((s) =>
    [...s.matchAll(/\/ActualText \(((?:\\.|[^\\)])*)\)/g)].map((m) => {
      const bytes = Buffer.from(m[1]!.replace(/\\([nrtbf()\\])/g, (_, c: string) => unescaped[c] ?? c), "latin1");
      return bytes.subarray(2).swap16().toString("utf16le"); // UTF-16BE after its byte-order mark
    }),
  );
  return [...hexStrings, ...actualTexts].join("\n");
}
