import type { Metadata } from "next";
import Link from "next/link";
import { describeChange, formatAuditTime, kindLabel } from "~/components/admin/audit/describe-change";
import { BackOfficeRefusal } from "~/components/admin/back-office-refusal";
import { Pager } from "~/components/admin/pager";
import { requireStaff } from "~/components/admin/require-staff";
import { callErrorOfServer } from "~/components/admin/server-call-error";
import { controlBorder, controlClasses, FieldLabel } from "~/components/appointments/form-field";
import { buttonClasses } from "~/components/ui/button-classes";
import { isCalendarDate } from "~/lib/calendar-date";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Audit log" };

type SearchParams = Promise<{ page?: string | string[]; who?: string | string[]; kind?: string | string[]; from?: string | string[]; to?: string | string[] }>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

type Entry = Awaited<ReturnType<typeof api.admin.audit.list>>["rows"][number];

const PARENT_VIA_WORDS: Record<NonNullable<Entry["actorVia"]>, string> = {
  account: "signed in",
  "manage link": "by their visit's link",
  "e-mailed link": "by a link e-mailed to them",
  form: "on the site's form, not signed in",
};

/** Who made a change: a member of staff by name, or a parent and how they made it. */
function actorOf(row: Entry): string {
  const named = row.actor ? `${row.actor.firstName} ${row.actor.lastName}`.trim() || row.actor.email : null;
  if (row.actorKind === "parent") {
    const who = row.actor?.email ?? row.actorEmail ?? "a parent";
    return `the parent ${who} (${PARENT_VIA_WORDS[row.actorVia ?? "manage link"]})`;
  }
  return named ?? "someone no longer on record";
}

/**
 * Every change staff and parents made, newest first, in words: what changed from what to what, by
 * whom, when (Beirut). Filtered by person, kind and days through a plain GET form, so the address
 * says what is shown and it works before (or without) the page's scripts. Append-only.
 */
export default async function AuditPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff();
  const params = await searchParams;
  const page = Math.min(100_000, Math.max(1, Number.parseInt(first(params.page) ?? "1", 10) || 1));
  const who = (first(params.who) ?? "").slice(0, 100) || undefined;
  const kind = (first(params.kind) ?? "").slice(0, 100) || undefined;
  const from = isCalendarDate(first(params.from) ?? "") ? first(params.from) : undefined;
  const to = isCalendarDate(first(params.to) ?? "") ? first(params.to) : undefined;
  const log = await api.admin.audit.list({ page, who, kind, from, to }).catch(callErrorOfServer);
  if ("refused" in log) return <BackOfficeRefusal message={log.refused} />;
  const pages = Math.max(1, Math.ceil(log.total / log.pageSize));
  const filtered = Boolean(who || kind || from || to);
  const href = (p: number) => `/admin/audit?${new URLSearchParams({ ...(who ? { who } : {}), ...(kind ? { kind } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}), page: String(p) })}`;
  const now = new Date();
  const select = `${controlClasses} ${controlBorder(false)}`;

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-navy">Audit log</h1>
      <p className="text-sm text-muted">Every change made in the back-office, and every change parents made to their visits, newest first. Times are Beirut time. Entries can be added, never changed or removed.</p>
      <form method="get" action="/admin/audit" aria-label="Filter the audit log" className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2 sm:items-end lg:grid-cols-4">
        <div className="min-w-0">
          <FieldLabel htmlFor="audit-who">Person</FieldLabel>
          <select id="audit-who" name="who" defaultValue={who ?? ""} className={select}>
            <option value="">Everyone</option>
            {log.people.map((person) => (
              <option key={person.id} value={person.id}>
                {`${person.firstName} ${person.lastName}`.trim() || person.email}
              </option>
            ))}
            <option value="parents">Parents</option>
          </select>
        </div>
        <div className="min-w-0">
          <FieldLabel htmlFor="audit-kind">Kind</FieldLabel>
          <select id="audit-kind" name="kind" defaultValue={kind ?? ""} className={select}>
            <option value="">Everything</option>
            {log.kinds.map((entity) => (
              <option key={entity} value={entity}>
                {kindLabel(entity)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <FieldLabel htmlFor="audit-from" optional>
            From
          </FieldLabel>
          <input id="audit-from" name="from" type="date" defaultValue={from ?? ""} className={select} />
        </div>
        <div>
          <FieldLabel htmlFor="audit-to" optional>
            To
          </FieldLabel>
          <input id="audit-to" name="to" type="date" defaultValue={to ?? ""} className={select} />
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className={buttonClasses("primary", "md")}>
            Show
          </button>
          {filtered ? (
            <Link href="/admin/audit" className="text-sm font-semibold text-primary-dark underline underline-offset-2">
              Show everything
            </Link>
          ) : null}
        </div>
      </form>
      <p className="text-sm text-muted" aria-live="polite">
        {log.total === 1 ? "1 change" : `${log.total} changes`}
        {filtered ? (log.total === 1 ? " matches" : " match") : " in all"}
        {pages > 1 ? `, page ${page} of ${pages}` : ""}.
      </p>
      {log.rows.length === 0 ? (
        <p className="rounded-2xl bg-white p-5 text-muted shadow-sm">No change matches.</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Changes, newest first">
          {log.rows.map((row) => {
            const { title, lines } = describeChange(row, now);
            return (
              <li key={row.id} className="rounded-2xl bg-white p-4 text-sm shadow-sm">
                <p className="font-semibold break-words text-navy">{title}</p>
                {lines.length > 0 ? (
                  <ul className="mt-1.5 flex flex-col gap-1 break-words text-navy">
                    {lines.map((line, index) => (
                      <li key={index}>{line}</li>
                    ))}
                  </ul>
                ) : null}
                <p className="mt-1.5 text-muted">
                  by {actorOf(row)}, <time dateTime={row.at.toISOString()}>{formatAuditTime(row.at, now)}</time>
                </p>
                {row.before !== null || row.after !== null ? (
                  <details className="mt-2">
                    <summary className="cursor-pointer text-xs font-semibold text-muted">The record as kept</summary>
                    <dl className="mt-2 grid gap-1 sm:grid-cols-[4rem_1fr]">
                      <dt className="text-muted">Before</dt>
                      <dd className="font-mono text-xs break-words whitespace-pre-wrap text-navy">{row.before === null ? "—" : JSON.stringify(row.before, null, 1)}</dd>
                      <dt className="text-muted">After</dt>
                      <dd className="font-mono text-xs break-words whitespace-pre-wrap text-navy">{row.after === null ? "—" : JSON.stringify(row.after, null, 1)}</dd>
                    </dl>
                  </details>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      <Pager page={page} pages={pages} href={href} />
    </div>
  );
}
