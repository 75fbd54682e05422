"use client";

import { createColumnHelper } from "@tanstack/react-table";
import { RefundOrderButton } from "~/components/admin/orders/refund-order-button";
import { ServerSortedTable, sortingFeatures } from "~/components/admin/server-sorted-table";
import { formatBeirutDateTime } from "~/lib/beirut-time";
import { formatPrice } from "~/lib/money";
import { EmailAddress } from "~/components/admin/email-address";
import type { VisitStatus } from "~/components/admin/agenda/visit-status";
import { ORDER_STATUS_LABEL, type ORDER_STATUSES, type TOrderSort } from "~/schemas/admin/orders";

type OrderStatus = (typeof ORDER_STATUSES)[number];
export type OrderRow = {
  orderId: string;
  kind: "appointment" | "course";
  description: string;
  amountCents: number;
  status: OrderStatus;
  provider: string;
  customerEmail: string | null;
  createdAt: Date;
  refundRef: string | null;
  visitStatus: VisitStatus | null;
};

/** What became of the visit an appointment order was for, when it is not simply booked. */
function visitOutcome(order: OrderRow): string | null {
  if (order.kind !== "appointment" || !order.visitStatus) return null;
  // A declined card keeps the time for the parent's new try while its hold lasts (decision 041).
  if (order.status === "failed") return order.visitStatus === "pending" ? "time kept for a new try, not a cancellation" : "time released, not a cancellation";
  if (order.visitStatus === "cancelled") return "visit cancelled";
  return null;
}


/** What staff can do with an order from here: a paid appointment is refunded by cancelling it. */
function OrderAction({ order }: { order: OrderRow }) {
  if (order.status === "refund_needed" || (order.status === "paid" && order.kind === "course")) {
    return <RefundOrderButton orderId={order.orderId} amountCents={order.amountCents} course={order.kind === "course"} />;
  }
  if (order.status === "paid" && order.kind === "appointment") return <span className="text-xs">Refund by cancelling it in the agenda.</span>;
  return null;
}

const helper = createColumnHelper<typeof sortingFeatures, OrderRow>();
const columns = helper.columns([
  helper.accessor("createdAt", { header: "Ordered (Beirut)", cell: (info) => formatBeirutDateTime(info.getValue()).replace(" (Beirut time)", "") }),
  helper.accessor("orderId", {
    header: "Order",
    enableSorting: false,
    cell: (info) => (
      <>
        <span className="font-mono font-semibold text-navy">{info.getValue()}</span>
        <span className="block">{info.row.original.description}</span>
      </>
    ),
  }),
  helper.accessor("amountCents", { header: "Amount", cell: (info) => <span className="whitespace-nowrap text-navy">{formatPrice(info.getValue())}</span> }),
  helper.accessor("status", {
    header: "Status",
    cell: (info) => (
      <>
        <span className={info.getValue() === "refund_needed" ? "font-semibold text-amber-800" : info.getValue() === "failed" ? "font-semibold text-orange-900" : "text-navy"}>
          {ORDER_STATUS_LABEL[info.getValue()]}
        </span>
        <span className="block text-xs">
          {visitOutcome(info.row.original) ? `${visitOutcome(info.row.original)} · ` : ""}
          {info.row.original.provider}
          {info.row.original.refundRef ? ` · refund ${info.row.original.refundRef}` : ""}
        </span>
      </>
    ),
  }),
  helper.accessor("customerEmail", { header: "E-mail", cell: (info) => {
      const email = info.getValue();
      return email ? <EmailAddress address={email} /> : "no e-mail";
    },
  }),
  helper.display({ id: "action", header: () => <span className="sr-only">Action</span>, cell: (info) => <OrderAction order={info.row.original} /> }),
]);

/** The orders of one page, sorted on the server; refunds from the row. */
export function OrdersTable({ rows, sort, dir, sortHref }: { rows: OrderRow[]; sort: TOrderSort; dir: "asc" | "desc"; sortHref: Record<TOrderSort, string> }) {
  return (
    <ServerSortedTable
      columns={columns}
      rows={rows}
      rowId={(row) => row.orderId}
      sort={sort}
      dir={dir}
      sortHref={sortHref}
      caption="Orders, appointments and courses"
      empty="No order matches."
      minWidth="min-w-[52rem]"
    />
  );
}
