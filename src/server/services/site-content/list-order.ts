import "server-only";

import { asc, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

import type { Database } from "~/server/db/client";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A list staff put in order: its table, id and sort-order columns (the property is `sortOrder`). */
export type OrderedList = { table: PgTable; id: PgColumn; sortOrder: PgColumn; createdAt: PgColumn };

/** The place after the last row: where a new row goes. */
export async function nextSortOrder(tx: Transaction, list: OrderedList): Promise<number> {
  const rows = await tx.select({ sortOrder: list.sortOrder }).from(list.table).orderBy(asc(list.sortOrder));
  return ((rows.at(-1)?.sortOrder as number | undefined) ?? 0) + 1;
}

/**
 * Moves a row one place up or down. The whole list is locked first, so two moves at once take
 * turns; then it is numbered 1, 2, 3 … in its new order. Returns false when the row is already at
 * that end (nothing changes), null when it no longer exists.
 */
export async function moveInList(tx: Transaction, list: OrderedList, id: string, direction: "up" | "down"): Promise<boolean | null> {
  const rows = (await tx.select({ id: list.id, sortOrder: list.sortOrder }).from(list.table).orderBy(asc(list.sortOrder), asc(list.createdAt)).for("update")) as Array<{
    id: string;
    sortOrder: number;
  }>;
  const index = rows.findIndex((row) => row.id === id);
  if (index === -1) return null;
  const other = direction === "up" ? index - 1 : index + 1;
  if (other < 0 || other >= rows.length) return false;
  [rows[index], rows[other]] = [rows[other]!, rows[index]!];
  for (const [position, row] of rows.entries()) {
    if (row.sortOrder !== position + 1) await tx.update(list.table).set({ sortOrder: position + 1 } as never).where(eq(list.id, row.id));
  }
  return true;
}
