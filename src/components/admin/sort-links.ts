// Not in the table's module: that one is a client module, and the pages call this on the server.

/**
 * The addresses a list's sortable headers link to: sorted by the column, the other way round
 * when it already is; dates start newest first, the rest A to Z; back to page 1.
 */
export function sortLinks<TSort extends string>(
  sorts: readonly TSort[],
  current: { sort: TSort; dir: "asc" | "desc" },
  newestFirst: readonly TSort[],
  href: (changes: { sort: TSort; dir: "asc" | "desc"; page: number }) => string,
): Record<TSort, string> {
  const flip = current.dir === "asc" ? "desc" : "asc";
  return Object.fromEntries(sorts.map((column) => [column, href({ sort: column, dir: column === current.sort ? flip : newestFirst.includes(column) ? "desc" : "asc", page: 1 })])) as Record<TSort, string>;
}
