import type { Metadata } from "next";
import { requireStaff } from "~/components/admin/require-staff";
import Link from "next/link";
import { BackOfficeRefusal } from "~/components/admin/back-office-refusal";
import { callErrorOfServer } from "~/components/admin/server-call-error";
import { buttonClasses } from "~/components/ui/button-classes";
import { formatBeirutDateTime } from "~/lib/beirut-time";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Audit log" };

type SearchParams = Promise<{ page?: string | string[] }>;

/** A value of the log as staff read it: short JSON, one line. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return "—";
  const text = JSON.stringify(value);
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
}

type Entry = Awaited<ReturnType<typeof api.admin.audit.list>>["rows"][number];

/** Who made a change: a member of staff by name, or a parent and how they made it. */
function actorOf(row: Entry): string {
  const named = row.actor ? `${row.actor.firstName} ${row.actor.lastName}`.trim() || row.actor.email : null;
  if (row.actorKind === "parent") {
    const who = row.actor?.email ?? row.actorEmail ?? "a parent";
    return `Parent ${who} (${row.actorVia === "account" ? "signed in" : "by their visit's link"})`;
  }
  return named ?? "Someone no longer on record";
}

/** Every change staff and parents made, newest first: who, what, when, before → after. Append-only. */
export default async function AuditPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff();
  const raw = (await searchParams).page;
  const page = Math.min(100_000, Math.max(1, Number.parseInt((Array.isArray(raw) ? raw[0] : raw) ?? "1", 10) || 1));
  const log = await api.admin.audit.list({ page }).catch(callErrorOfServer);
  if ("refused" in log) return <BackOfficeRefusal message={log.refused} />;
  const pages = Math.max(1, Math.ceil(log.total / log.pageSize));
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-navy">Audit log</h1>
      <p className="text-sm text-muted">
        Every change made in the back-office, and every change parents made to their visits. Entries can be added, never changed or removed. {log.total} in all
        {pages > 1 ? `, page ${page} of ${pages}` : ""}.
      </p>
      <ol className="flex flex-col gap-3" aria-label="Changes, newest first">
        {log.rows.map((row) => (
          <li key={row.id} className="rounded-2xl bg-white p-4 text-sm shadow-sm">
            <p className="font-semibold text-navy">
              {actorOf(row)} · {row.action}
            </p>
            <p className="text-muted">
              {formatBeirutDateTime(row.at)} · {row.entity}
              {row.entityId ? <span className="font-mono"> {row.entityId}</span> : null}
            </p>
            <dl className="mt-2 grid gap-1 sm:grid-cols-[5rem_1fr]">
              <dt className="text-muted">Before</dt>
              <dd className="font-mono text-xs break-all text-navy">{shown(row.before)}</dd>
              <dt className="text-muted">After</dt>
              <dd className="font-mono text-xs break-all text-navy">{shown(row.after)}</dd>
            </dl>
          </li>
        ))}
      </ol>
      {pages > 1 ? (
        <nav aria-label="Pages" className="flex gap-2">
          {page > 1 ? (
            <Link href={`/admin/audit?page=${page - 1}`} className={buttonClasses("secondary", "sm")}>
              Newer
            </Link>
          ) : null}
          {page < pages ? (
            <Link href={`/admin/audit?page=${page + 1}`} className={buttonClasses("secondary", "sm")}>
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
