import type { Metadata } from "next";
import Link from "next/link";
import { formatAuditTime } from "~/components/admin/audit/describe-change";
import { BackOfficeRefusal } from "~/components/admin/back-office-refusal";
import { Pager } from "~/components/admin/pager";
import { requireStaff } from "~/components/admin/require-staff";
import { callErrorOfServer } from "~/components/admin/server-call-error";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Who opened children's records" };

type SearchParams = Promise<{ child?: string | string[]; staff?: string | string[]; page?: string | string[] }>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ROLE = { staff: "reception", admin: "doctor" } as const;

/**
 * Who opened a child's health record (decision 052), newest first: for one child (from the child's
 * page), for one staff member (from a line here), or everyone. The administrator's page; parents see
 * the roles and times in My data.
 */
export default async function RecordViewsPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff();
  const params = await searchParams;
  const childId = UUID.test(first(params.child) ?? "") ? first(params.child) : undefined;
  const staffId = (first(params.staff) ?? "").slice(0, 64) || undefined;
  const page = Math.min(10_000, Math.max(1, Number.parseInt(first(params.page) ?? "1", 10) || 1));
  const log = await api.admin.children.recordViews({ childId, staffId, page }).catch(callErrorOfServer);
  if ("refused" in log) return <BackOfficeRefusal message={log.refused} />;
  const pages = Math.max(1, Math.ceil(log.total / log.pageSize));
  const href = (p: number) => `/admin/record-views?${new URLSearchParams({ ...(childId ? { child: childId } : {}), ...(staffId ? { staff: staffId } : {}), page: String(p) })}`;
  const now = new Date();
  const whose = childId ? (log.rows[0]?.childName ?? "this child") : staffId ? (log.rows[0]?.staffName ?? log.rows[0]?.staffEmail ?? "this staff member") : null;

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-navy">Who opened children&apos;s records</h1>
      <p className="text-sm text-muted">
        Each opening of a child&apos;s page, and each visit whose reason, note or alerts reached a screen (the agenda, Today), once per person and half hour. Times are Beirut time.
        {whose ? ` Shown: ${childId ? "the record of" : "what was opened by"} ${whose}.` : ""}
      </p>
      {childId || staffId ? (
        <p>
          <Link href="/admin/record-views" className="text-sm font-semibold text-primary-dark underline underline-offset-2">
            Show everyone&apos;s
          </Link>
        </p>
      ) : null}
      <p className="text-sm text-muted" aria-live="polite">
        {log.total === 1 ? "1 opening" : `${log.total} openings`}
        {pages > 1 ? `, page ${page} of ${pages}` : ""}.
      </p>
      {log.rows.length === 0 ? (
        <p className="rounded-2xl bg-white p-5 text-muted shadow-sm">Nobody has opened a record here yet.</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label="Openings, newest first">
          {log.rows.map((row) => (
            <li key={row.id} className="rounded-2xl bg-white p-4 text-sm shadow-sm">
              <p className="font-semibold break-words text-navy">
                {row.what === "child page" ? "Child's page" : "Visit details"}
                {row.childName ? (
                  <>
                    {" of "}
                    <Link href={`/admin/children/${row.childId}`} className="text-primary-dark underline underline-offset-2">
                      {row.childName}
                    </Link>
                  </>
                ) : row.visitName ? (
                  ` of ${row.visitName}`
                ) : null}
              </p>
              <p className="mt-1 text-muted">
                by{" "}
                {row.staffId ? (
                  <Link href={`/admin/record-views?staff=${encodeURIComponent(row.staffId)}`} className="text-primary-dark underline underline-offset-2">
                    {row.staffName ?? row.staffEmail ?? "a staff member"}
                  </Link>
                ) : (
                  "someone no longer on record"
                )}{" "}
                ({ROLE[row.staffRole]}), <time dateTime={row.at.toISOString()}>{formatAuditTime(row.at, now)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <Pager page={page} pages={pages} href={href} />
    </div>
  );
}
