import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { simpleParser, type ParsedMail } from "mailparser";

/** Every message the app wrote to DATA_DIR/outbox, oldest first, parsed as a mail client would. */
export async function readOutbox(): Promise<ParsedMail[]> {
  const dir = path.join(process.env.DATA_DIR!, "outbox");
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".eml")).sort();
  } catch {
    return [];
  }
  return Promise.all(files.map((file) => simpleParser(readFileSync(path.join(dir, file)))));
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
