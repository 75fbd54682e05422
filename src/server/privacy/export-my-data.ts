import "server-only";

import { eq, sql, type SQL } from "drizzle-orm";

import type { Locale } from "~/i18n/locales";
import { recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { JOB_SCHEMA } from "~/server/jobs/job-definitions";
import { columnCategory, DATA_MAP, type ExportSection, type TableEntry } from "./data-map";
import { openField, SEALED_COLUMNS } from "~/server/db/field-encryption.js";
import { EXPORT_SECTIONS, EXPORT_SOURCES, type ExportSubject } from "./export-sources";
import { isErasedAddress } from "./erased-address";

export const EXPORT_FORMAT = "little-cedars-my-data/1";

export type ExportRow = Record<string, unknown>;
export type MyDataExport = {
  format: typeof EXPORT_FORMAT;
  exportedAt: string;
  account: { id: string; email: string; locale: Locale };
  /** Section → table (its SQL name, or "emails" for messages) → rows, columns by their SQL names. */
  sections: Record<ExportSection, Record<string, ExportRow[]>>;
  /** What is deliberately not in the file, and why: columns by "table.column", tables by name. */
  notIncluded: Record<string, string>;
};

const map = DATA_MAP as Record<string, TableEntry>;

/** The tables the data map exports, with the columns that leave (every one but the withheld). */
export function exportedTables(): Array<{ table: string; section: ExportSection; columns: string[] }> {
  return Object.entries(map).flatMap(([table, entry]) =>
    entry.export.kind === "section" ? [{ table, section: entry.export.section, columns: Object.keys(entry.columns).filter((c) => !(c in (entry.withheld ?? {}))) }] : [],
  );
}

type Reader = Pick<Database, "execute">;

async function tableRows(db: Reader, table: string, columns: string[], subject: ExportSubject): Promise<ExportRow[]> {
  const source = EXPORT_SOURCES[table];
  if (!source) throw new Error(`the data map exports "${table}" but privacy/export-sources.ts says nothing of whose rows they are`);
  const overrides = source.columns?.(subject) ?? {};
  const selected: SQL[] = columns.map((column) => {
    const override = overrides[column];
    return override ? sql`${override} as ${sql.identifier(column)}` : sql`${sql.identifier(column)}`;
  });
  const result = await db.execute(sql`select ${sql.join(selected, sql`, `)} from ${sql.identifier(table)} where ${source.rows(subject)}`);
  // Read without Drizzle's column types: the health fields arrive sealed and are opened here (052).
  const sealed = new Set<string>(SEALED_COLUMNS.filter((c) => c.table === table).map((c) => c.column));
  return (result.rows as ExportRow[]).map((row) =>
    Object.fromEntries(columns.map((column) => [column, sealed.has(column) && typeof row[column] === "string" ? openField(row[column]) : plain(row[column])])),
  );
}

/** Dates as ISO text, the rest as the driver gave it (PGlite and pg agree on JSON). */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString("base64");
  return value;
}

/**
 * The e-mails sent to the address (the job queue keeps them, decision 027): when, what, and the
 * text while the queue keeps it. A code e-mail's body is not exported (its code, dead or not).
 */
async function messageRows(db: Reader, subject: ExportSubject): Promise<ExportRow[]> {
  if (!subject.emailProved) return [];
  const job = sql.raw(`${JOB_SCHEMA}.job`);
  const result = await db.execute(sql`
    select name, state, created_on, completed_on, data->>'template' as template, data->>'subject' as subject,
           case when name = 'send-email' then data->>'text' end as text
    from ${job}
    where name in ('send-email', 'send-code-email')
      and (lower(data->>'to') = ${subject.email} or (jsonb_typeof(data->'to') = 'array' and data->'to' @> to_jsonb(${subject.email}::text)))
    order by created_on`);
  return (result.rows as Array<Record<string, unknown>>).map((row) => ({
    queuedAt: plain(row.created_on),
    sentAt: row.state === "completed" ? plain(row.completed_on) : null,
    state: row.state,
    kind: row.template,
    subject: row.subject,
    text: row.text ?? null,
  }));
}

/**
 * Everything the data map lists for one parent and their children, and nothing of anyone else
 * (decision 051): every table whose map entry exports it, rows by EXPORT_SOURCES, columns by the
 * map less its withheld ones; the e-mails sent to the address. Logged in the audit log (who, when).
 */
export async function exportMyData({ db, userId, now = new Date() }: { db: Database; userId: string; now?: Date }): Promise<MyDataExport> {
  const [user] = await db.select({ id: users.id, email: users.email, emailVerified: users.emailVerified, locale: users.locale }).from(users).where(eq(users.id, userId));
  if (!user || isErasedAddress(user.email)) throw new AppError("UNAUTHORIZED", "Please sign in again.");
  const subject: ExportSubject = { userId: user.id, email: user.email.trim().toLowerCase(), emailProved: user.emailVerified !== null };

  const sections = Object.fromEntries(EXPORT_SECTIONS.map((section) => [section, {} as Record<string, ExportRow[]>])) as MyDataExport["sections"];
  const notIncluded: Record<string, string> = {};
  // One consistent reading of every table.
  await db.transaction(async (tx) => {
    for (const { table, section, columns } of exportedTables()) {
      sections[section][table] = await tableRows(tx, table, columns, subject);
      for (const [column, why] of Object.entries(map[table]?.withheld ?? {})) notIncluded[`${table}.${column}`] = why;
    }
    sections.messages.emails = await messageRows(tx, subject);
    await recordChange(tx, { byParent: { via: "account", userId: user.id, email: null }, action: "export my data", entity: "user", entityId: user.id, before: null, after: { at: now.toISOString() } });
  });
  for (const [table, entry] of Object.entries(map)) if (entry.export.kind === "excluded" && Object.values(entry.columns).some((c) => columnCategory(c) !== "not personal")) notIncluded[table] = entry.export.why;

  return { format: EXPORT_FORMAT, exportedAt: now.toISOString(), account: { id: user.id, email: user.email, locale: user.locale }, sections, notIncluded };
}
