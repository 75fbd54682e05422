import type { Metadata } from "next";
import { Pager } from "~/components/admin/pager";
import { requireStaff } from "~/components/admin/require-staff";
import Link from "next/link";
import { OrdersTable } from "~/components/admin/orders/orders-table";
import { sortLinks } from "~/components/admin/sort-links";
import { controlBorder, controlClasses, FieldLabel } from "~/components/appointments/form-field";
import { buttonClasses } from "~/components/ui/button-classes";
import { ORDER_SORTS, ORDER_STATUS_LABEL, ORDER_STATUSES, type TOrderSort } from "~/schemas/admin/orders";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Orders" };

type SearchParams = Promise<{ kind?: string | string[]; status?: string | string[]; q?: string | string[]; page?: string | string[]; sort?: string | string[]; dir?: string | string[] }>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Every order, appointments and courses; refunds needed first. Filters are a plain GET form; sorting
 * and paging are links. */
export default async function OrdersPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff();
  const params = await searchParams;
  const kind = (["appointment", "course"] as const).find((k) => k === first(params.kind));
  const status = ORDER_STATUSES.find((s) => s === first(params.status));
  const search = (first(params.q) ?? "").trim().slice(0, 100);
  const page = Math.min(100_000, Math.max(1, Number.parseInt(first(params.page) ?? "1", 10) || 1));
  const sort = ORDER_SORTS.find((s) => s === first(params.sort)) ?? "createdAt";
  const dir = first(params.dir) === "asc" ? "asc" : "desc";
  const orders = await api.admin.orders.list({ kind, status, search: search || undefined, page, sort, dir });
  const pages = Math.max(1, Math.ceil(orders.total / orders.pageSize));
  const href = (changes: { page?: number; sort?: TOrderSort; dir?: "asc" | "desc" }) =>
    `/admin/orders?${new URLSearchParams({ ...(kind ? { kind } : {}), ...(status ? { status } : {}), ...(search ? { q: search } : {}), sort: changes.sort ?? sort, dir: changes.dir ?? dir, page: String(changes.page ?? page) })}`;
  const sortHref = sortLinks(ORDER_SORTS, { sort, dir }, ["createdAt", "amountCents"], href);

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-navy">Orders</h1>
      {orders.refundsNeeded > 0 ? (
        <p role="status" className="rounded-2xl bg-amber-50 p-4 text-navy ring-1 ring-amber-200">
          {orders.refundsNeeded === 1 ? "1 payment arrived" : `${orders.refundsNeeded} payments arrived`} after the booking had been released.{" "}
          <Link href="/admin/orders?status=refund_needed" className="font-semibold text-primary-dark underline underline-offset-2">
            Show the refunds needed
          </Link>
        </p>
      ) : null}
      <form method="get" action="/admin/orders" aria-label="Filter orders" className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2 sm:items-end lg:grid-cols-[auto_auto_1fr_auto]">
        <div>
          <FieldLabel htmlFor="orders-kind">For</FieldLabel>
          <select id="orders-kind" name="kind" defaultValue={kind ?? ""} className={`${controlClasses} ${controlBorder(false)}`}>
            <option value="">Everything</option>
            <option value="appointment">Appointments</option>
            <option value="course">Courses</option>
          </select>
        </div>
        <div>
          <FieldLabel htmlFor="orders-status">Status</FieldLabel>
          <select id="orders-status" name="status" defaultValue={status ?? ""} className={`${controlClasses} ${controlBorder(false)}`}>
            <option value="">Any</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ORDER_STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <FieldLabel htmlFor="orders-search" optional>
            Order number or e-mail
          </FieldLabel>
          <input id="orders-search" name="q" type="search" defaultValue={search} maxLength={100} className={`${controlClasses} ${controlBorder(false)}`} />
        </div>
        <button type="submit" className={buttonClasses("primary", "md")}>
          Show
        </button>
      </form>
      <p className="text-sm text-muted">
        {orders.total === 1 ? "1 order" : `${orders.total} orders`}
        {pages > 1 ? `, page ${page} of ${pages}` : ""}
      </p>
      {/* The table scrolls sideways on a phone: the region is focusable so a keyboard can scroll it, and
          positioned, so the screen-reader-only labels of its far columns stay inside it. */}
      <div role="region" aria-label="Orders" tabIndex={0} className="relative overflow-x-auto rounded-2xl bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy">
        <OrdersTable rows={orders.rows} sort={sort} dir={dir} sortHref={sortHref} />
      </div>
      <Pager page={page} pages={pages} href={(p) => href({ page: p })} />
    </div>
  );
}
