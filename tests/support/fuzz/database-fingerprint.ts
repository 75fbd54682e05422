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

/**
 * Row count and a digest of every row of every table in schema public (less the columns above), in
 * one query: equal fingerprints mean nothing was inserted, updated or deleted.
 */
export async function databaseFingerprinter(db: Database): Promise<() => Promise<Map<string, string>>> {
  const { rows } = (await db.execute(
    sql`select table_name, column_name from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
  )) as unknown as Rows;
  const columns = new Map<string, string[]>();
  for (const row of rows) {
    const table = String(row.table_name);
    const exempt = WRITTEN_ON_REFUSAL[table];
    if (exempt === "all" || exempt?.includes(String(row.column_name))) continue;
    columns.set(table, [...(columns.get(table) ?? []), `t."${String(row.column_name)}"`]);
  }
  const query = sql.raw(
    [...columns]
      .map(([table, cols]) => {
        // A sum of row hashes: no sorting, and any inserted, deleted or changed row moves it.
        return `select '${table}' as name, count(*)::text || ':' || coalesce(sum(hashtext(row(${cols.join(", ")})::text)::bigint), 0)::text as digest from "${table}" t`;
      })
      .join(" union all "),
  );
  return async () => {
    const result = (await db.execute(query)) as unknown as Rows;
    return new Map(result.rows.map((row) => [String(row.name), String(row.digest)]));
  };
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}
