import { strToU8, unzipSync, zipSync, type Zippable } from "fflate";

/**
 * The export's one download: a ZIP of a few files (fflate, already used through pdfkit), compressed,
 * names in UTF-8. `at` is the files' modification time.
 */
export function zipFiles(files: Array<{ name: string; content: string | Uint8Array }>, at = new Date()): Buffer {
  const entries: Zippable = Object.fromEntries(files.map((file) => [file.name, [typeof file.content === "string" ? strToU8(file.content) : file.content, { mtime: at }]]));
  return Buffer.from(zipSync(entries, { level: 6 }));
}

/** The files of an archive, by name (for the tests and whoever reads an export back). */
export function unzipFiles(archive: Uint8Array): Map<string, Buffer> {
  return new Map(Object.entries(unzipSync(archive)).map(([name, data]) => [name, Buffer.from(data)]));
}
