import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { simpleParser, type ParsedMail } from "mailparser";

/**
 * Messages already parsed, by file: a test that reads the outbox after each step parsed every
 * earlier message again each time. A file a retry replaced has another time or size, and is read again.
 */
const parsed = new Map<string, { stamp: string; mail: Promise<ParsedMail> }>();

/** Every message the app wrote to DATA_DIR/outbox, oldest first, parsed as a mail client would. */
export async function readOutbox(): Promise<ParsedMail[]> {
  const dir = path.join(process.env.DATA_DIR!, "outbox");
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".eml")).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map((file) => {
      const full = path.join(dir, file);
      const { mtimeMs, size } = statSync(full);
      const stamp = `${mtimeMs}:${size}`;
      const known = parsed.get(full);
      if (known?.stamp === stamp) return known.mail;
      const mail = simpleParser(readFileSync(full));
      parsed.set(full, { stamp, mail });
      return mail;
    }),
  );
}

export function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((address) => address.value.map((v) => v.address ?? ""));
}

/** An .ics attachment as its reader sees it: folded lines joined, escaped commas plain. */
export function icsText(mail: ParsedMail, filename: string): string {
  const attachment = mail.attachments.find((a) => a.filename === filename);
  if (!attachment) throw new Error(`no ${filename} attached to "${mail.subject}"`);
  return attachment.content.toString("utf8").replace(/\r?\n[ \t]/g, "").replace(/\\,/g, ",");
}
