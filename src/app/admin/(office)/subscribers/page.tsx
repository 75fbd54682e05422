import type { Metadata } from "next";
import { Pager } from "~/components/admin/pager";
import { requireStaff } from "~/components/admin/require-staff";
import { controlBorder, controlClasses, FieldLabel } from "~/components/appointments/form-field";
import { buttonClasses } from "~/components/ui/button-classes";
import { sortLinks } from "~/components/admin/sort-links";
import { SubscribersTable } from "~/components/admin/subscribers/subscribers-table";
import { SUBSCRIBER_SORTS, type TSubscriberSort } from "~/schemas/admin/subscribers";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Subscribers" };

type SearchParams = Promise<{ q?: string | string[]; show?: string | string[]; page?: string | string[]; sort?: string | string[]; dir?: string | string[] }>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const SHOW = ["all", "subscribed", "unsubscribed"] as const;

/** The newsletter's subscribers: consent (when, which wording, from where), unsubscriptions, CSV. */
export default async function SubscribersPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff();
  const params = await searchParams;
  const search = (first(params.q) ?? "").trim().slice(0, 100);
  const show = SHOW.find((s) => s === first(params.show)) ?? "all";
  const page = Math.min(10_000, Math.max(1, Number.parseInt(first(params.page) ?? "1", 10) || 1));
  const sort = SUBSCRIBER_SORTS.find((s) => s === first(params.sort)) ?? "subscribedAt";
  const dir = first(params.dir) === "asc" ? "asc" : "desc";
  const { rows, total, pageSize } = await api.admin.subscribers.list({ search: search || undefined, show, page, sort, dir });
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const href = (changes: { page?: number; sort?: TSubscriberSort; dir?: "asc" | "desc" }) =>
    `/admin/subscribers?${new URLSearchParams({ ...(search ? { q: search } : {}), show, sort: changes.sort ?? sort, dir: changes.dir ?? dir, page: String(changes.page ?? page) })}`;
  const query = (p: number) => href({ page: p });
  const sortHref = sortLinks(SUBSCRIBER_SORTS, { sort, dir }, ["subscribedAt"], href);
  const csv = `/api/admin/subscribers/csv?${new URLSearchParams({ ...(search ? { search } : {}), show })}`;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-navy">Subscribers</h1>
        <a href={csv} className={buttonClasses("secondary", "sm")} download>
          Download CSV
        </a>
      </div>
      <form method="get" action="/admin/subscribers" aria-label="Filter subscribers" className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <div>
          <FieldLabel htmlFor="subscribers-search" optional>
            E-mail contains
          </FieldLabel>
          <input id="subscribers-search" name="q" type="search" defaultValue={search} maxLength={100} className={`${controlClasses} ${controlBorder(false)}`} />
        </div>
        <div>
          <FieldLabel htmlFor="subscribers-show">Show</FieldLabel>
          <select id="subscribers-show" name="show" defaultValue={show} className={`${controlClasses} ${controlBorder(false)}`}>
            <option value="all">Everyone</option>
            <option value="subscribed">Subscribed</option>
            <option value="unsubscribed">Unsubscribed</option>
          </select>
        </div>
        <button type="submit" className={buttonClasses("primary", "md")}>
          Show
        </button>
      </form>
      <p className="text-sm text-muted" aria-live="polite">
        {total === 1 ? "1 subscriber" : `${total} subscribers`}
        {pages > 1 ? `, page ${page} of ${pages}` : ""}
      </p>
      {/* The table scrolls sideways on a phone: the region is focusable so a keyboard can scroll it, and
          positioned, so the screen-reader-only labels of its far columns stay inside it. */}
      <div role="region" aria-label="Subscribers" tabIndex={0} className="relative overflow-x-auto rounded-2xl bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy">
        <SubscribersTable rows={rows} sort={sort} dir={dir} sortHref={sortHref} />
      </div>
      <Pager page={page} pages={pages} href={query} />
    </div>
  );
}
