"use client";

import { createColumnHelper } from "@tanstack/react-table";
import { ServerSortedTable, sortingFeatures } from "~/components/admin/server-sorted-table";
import { formatBeirutDateTime } from "~/lib/beirut-time";
import type { TSubscriberSort } from "~/schemas/admin/subscribers";

export type SubscriberRow = { id: string; email: string; subscribedAt: Date; source: string; consentVersion: string; unsubscribedAt: Date | null };

const helper = createColumnHelper<typeof sortingFeatures, SubscriberRow>();
const columns = helper.columns([
  helper.accessor("email", { header: "E-mail", cell: (info) => <span className="break-all text-navy">{info.getValue()}</span> }),
  helper.accessor("subscribedAt", { header: "Subscribed (Beirut)", cell: (info) => formatBeirutDateTime(info.getValue()).replace(" (Beirut time)", "") }),
  helper.accessor("source", { header: "From" }),
  helper.accessor("consentVersion", { header: "Consent wording", enableSorting: false }),
  helper.accessor("unsubscribedAt", {
    header: "Status",
    enableSorting: false,
    cell: (info) => (info.getValue() ? <span className="text-muted">Unsubscribed</span> : <span className="font-semibold text-emerald-800">Subscribed</span>),
  }),
]);

/** The subscribers of one page, sorted on the server. */
export function SubscribersTable({ rows, sort, dir, sortHref }: { rows: SubscriberRow[]; sort: TSubscriberSort; dir: "asc" | "desc"; sortHref: Record<TSubscriberSort, string> }) {
  return (
    <ServerSortedTable
      columns={columns}
      rows={rows}
      rowId={(row) => row.id}
      sort={sort}
      dir={dir}
      sortHref={sortHref}
      caption="Newsletter subscribers"
      empty="No subscriber matches."
    />
  );
}
