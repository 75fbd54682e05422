import { sql } from "drizzle-orm";

import type { Database } from "~/server/db/client";

/**
 * What a refused request may change, by design: a refused attempt is meant to count. The limits'
 * counters (failed logins slow the next ones, every booking attempt counts per address), and the
 * tries of a one-time code (five wrong codes lock it). Whole table, or the listed columns.
 */
export const WRITTEN_ON_REFUSAL: Record<string, "all" | string[]> = {
  rate_limit_counters: "all",
  one_time_codes: ["attempts"],
};

type Rows = { rows: Array<Record<string, unknown>> };

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Watches every table in schema public (less the columns above) with row triggers that note the
 * table's name in a log of their own schema: an insert, a delete, or an update that changes a
 * watched column's value. The log is in the writing transaction, so a write rolled back is not
 * noted. Returns a function that empties the log and says which tables were written since its
 * last call, in one query; reading every row's digest after each request, as this once did, was
 * 60 % of the fuzz test's time.
 */
export async function watchWrites(db: Database): Promise<() => Promise<string[]>> {
  const { rows } = (await db.execute(
    sql`select c.table_name, c.column_name from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' order by c.table_name, c.ordinal_position`,
  )) as unknown as Rows;
  const columns = new Map<string, string[]>();
  for (const row of rows) {
    const table = String(row.table_name);
    const exempt = WRITTEN_ON_REFUSAL[table];
    if (exempt === "all") continue;
    if (!columns.has(table)) columns.set(table, []);
    if (!exempt?.includes(String(row.column_name))) columns.get(table)!.push(quote(String(row.column_name)));
  }
  const statements = [
    "create schema if not exists fuzz_watch",
    "create table if not exists fuzz_watch.writes (table_name text not null)",
    `create or replace function fuzz_watch.note_write() returns trigger language plpgsql as $$
       begin insert into fuzz_watch.writes values (tg_table_name); return null; end $$`,
  ];
  for (const [table, cols] of columns) {
    // As text, so that columns whose type has no equality (json) compare too.
    const row = (side: string) => `row(${cols.map((col) => `${side}.${col}`).join(", ")})::text`;
    statements.push(
      `drop trigger if exists fuzz_watch_rows on ${quote(table)}`,
      `create trigger fuzz_watch_rows after insert or delete on ${quote(table)} for each row execute function fuzz_watch.note_write()`,
      `drop trigger if exists fuzz_watch_changes on ${quote(table)}`,
      `create trigger fuzz_watch_changes after update on ${quote(table)} for each row when (${row("old")} is distinct from ${row("new")}) execute function fuzz_watch.note_write()`,
    );
  }
  for (const statement of statements) await db.execute(sql.raw(statement));
  const drain = sql.raw("delete from fuzz_watch.writes returning table_name");
  return async () => {
    const result = (await db.execute(drain)) as unknown as Rows;
    return [...new Set(result.rows.map((row) => String(row.table_name)))].sort();
  };
}
