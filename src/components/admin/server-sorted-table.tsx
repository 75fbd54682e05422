"use client";

import { rowSortingFeature, tableFeatures, useTable, type ColumnDef, type SortingState } from "@tanstack/react-table";
import Link from "next/link";

/** The one TanStack Table feature the back-office's lists use: sorting (done by the server). */
export const sortingFeatures = tableFeatures({ rowSortingFeature });
type SortingFeatures = typeof sortingFeatures;

/**
 * A back-office table in TanStack Table whose sorting, filtering and paging are the server's
 * (`manualSorting`): a sortable header is a link to the same list sorted by it, so it works before
 * the page's scripts run and the address can be shared.
 */
export function ServerSortedTable<TRow extends object, TSort extends string>({
  columns,
  rows,
  rowId,
  sort,
  dir,
  sortHref,
  caption,
  empty,
  minWidth = "min-w-[40rem]",
}: {
  columns: ColumnDef<SortingFeatures, TRow>[];
  rows: TRow[];
  rowId: (row: TRow) => string;
  sort: TSort;
  dir: "asc" | "desc";
  /** The address that sorts by each sortable column (the other way round when it already does). */
  sortHref: Record<TSort, string>;
  caption: string;
  empty: string;
  minWidth?: string;
}) {
  const sorting: SortingState = [{ id: sort, desc: dir === "desc" }];
  const table = useTable({ features: sortingFeatures, columns, data: rows, state: { sorting }, manualSorting: true, getRowId: rowId });
  return (
    <table className={`w-full ${minWidth} text-left text-sm`}>
      <caption className="sr-only">{caption}; the headers of sortable columns are links</caption>
      <thead className="border-b border-slate-200 text-navy">
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const sorted = header.column.getIsSorted();
              const href = header.column.getCanSort() ? sortHref[header.column.id as TSort] : undefined;
              return (
                <th key={header.id} scope="col" aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined} className="px-4 py-3 font-semibold">
                  {href ? (
                    <Link href={href} className="inline-flex items-center gap-1 underline-offset-4 hover:underline">
                      <table.FlexRender header={header} />
                      <span aria-hidden="true">{sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}</span>
                    </Link>
                  ) : (
                    <table.FlexRender header={header} />
                  )}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody className="divide-y divide-slate-100">
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} className="align-top">
            {row.getAllCells().map((cell) => (
              <td key={cell.id} className="px-4 py-3 text-muted">
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))}
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className="px-4 py-6 text-muted">
              {empty}
            </td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}
