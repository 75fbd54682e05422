import type { Metadata } from "next";
import { clsx } from "clsx";
import { requireStaff } from "~/components/admin/require-staff";
import Link from "next/link";
import { connection } from "next/server";
import { longDate, minutesOf, mondayOf, shortDate, weekRange } from "~/components/admin/agenda/agenda-dates";
import { AgendaGrid, BLOCK, GRID_STATUSES, onGrid } from "~/components/admin/agenda/agenda-grid";
import { AgendaList, type AgendaRow } from "~/components/admin/agenda/agenda-list";
import { visitStatusBadge } from "~/components/admin/agenda/visit-status";
import { BookForParentForm, type BookingForChild } from "~/components/admin/agenda/book-for-parent-form";
import { VisitPanel } from "~/components/admin/agenda/visit-panel";
import { controlBorder, controlClasses, FieldLabel } from "~/components/appointments/form-field";
import { formatBeirutClock } from "~/components/appointments/calendar-dates";
import { buttonClasses } from "~/components/ui/button-classes";
import { addDays, beirutDate, isCalendarDate } from "~/lib/calendar-date";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Agenda" };

type SearchParams = Promise<{ date?: string | string[]; view?: string | string[]; q?: string | string[]; visit?: string | string[]; child?: string | string[] }>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

type View = "day" | "week";

/** The agenda's address: the day (or the week around it), and the visit whose panel is open. */
const agendaHref = ({ date, view, visit }: { date: string; view: View; visit?: string }) =>
  `/admin/agenda?date=${date}&view=${view}${visit ? `&visit=${encodeURIComponent(visit)}` : ""}`;

/**
 * The agenda: a day or a week as a time grid on a tablet or a computer, as a list on a phone, or a
 * search of every date. Everything it shows is in the address (the date, day or week, the search,
 * the open visit), so a reload, the Back button and a shared link show the same.
 */
export default async function AgendaPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff();
  const params = await searchParams;
  // "Today" is the request's day.
  await connection();
  const now = new Date();
  const today = beirutDate(now);
  const requested = first(params.date) ?? "";
  const date = isCalendarDate(requested) ? requested : today;
  const view: View = first(params.view) === "week" ? "week" : "day";
  const search = (first(params.q) ?? "").trim().slice(0, 100);
  const openId = first(params.visit) ?? null;
  const from = view === "week" ? mondayOf(date) : date;
  const days = view === "week" ? 7 : 1;
  const childParam = first(params.child);
  const [rows, hours, services, childRecord] = await Promise.all([
    api.admin.agenda.list({ from, days, search: search || undefined }),
    search ? Promise.resolve([]) : api.admin.agenda.hours({ from, days }),
    api.appointments.listServices(),
    // "Book a visit" on a child's page: the booking form opens for that child.
    childParam ? api.admin.children.get({ childId: childParam.slice(0, 100) }).catch(() => null) : Promise.resolve(null),
  ]);
  const bookFor: BookingForChild | null =
    childRecord && !childRecord.child.archivedAt
      ? {
          id: childRecord.child.id,
          name: childRecord.child.name,
          age: childRecord.child.age,
          phone: childRecord.adults.find((a) => a.phone)?.phone ?? childRecord.visits[0]?.patientPhone ?? "",
          email: childRecord.adults[0]?.email ?? childRecord.visits[0]?.patientEmail ?? "",
        }
      : null;
  const step = days === 7 ? 7 : 1;
  const open = search ? undefined : rows.find((row) => row.id === openId);
  const closeHref = agendaHref({ date, view });
  const title = view === "week" ? weekRange(from) : longDate(date);
  const offGrid = rows.filter((row) => !onGrid(row));
  const visitHref = (row: AgendaRow) => agendaHref({ date: view === "week" ? date : row.date, view, visit: row.id });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <h1 className="text-2xl font-bold text-navy">Agenda</h1>
        {search ? null : (
          <p className="text-base font-semibold text-navy" aria-live="polite">
            {title} <span className="text-sm font-normal text-muted">· Beirut time</span>
          </p>
        )}
      </div>

      <div className="flex flex-col gap-3 rounded-2xl bg-white p-3 shadow-sm sm:p-4">
        {search ? (
          <p className="text-sm text-muted">
            {rows.length} found for “{search}” (latest first). <Link href={closeHref} className="font-semibold text-primary-dark underline">Back to the agenda</Link>
          </p>
        ) : (
          <nav aria-label="Agenda dates" className="flex flex-wrap items-center gap-2">
            <Link href={agendaHref({ date: addDays(date, -step), view })} className={buttonClasses("secondary", "sm")}>
              <span aria-hidden="true">‹</span>
              <span>
                Previous<span className="max-sm:sr-only"> {view}</span>
              </span>
            </Link>
            <Link href={agendaHref({ date: today, view })} className={buttonClasses("secondary", "sm")} aria-current={(view === "week" ? mondayOf(today) === from : today === date) ? "date" : undefined}>
              Today
            </Link>
            <Link href={agendaHref({ date: addDays(date, step), view })} className={buttonClasses("secondary", "sm")}>
              <span>
                Next<span className="max-sm:sr-only"> {view}</span>
              </span>
              <span aria-hidden="true">›</span>
            </Link>
            <ul className="ms-auto flex rounded-full bg-slate-100 p-1" aria-label="Show">
              {(["day", "week"] as const).map((v) => (
                <li key={v}>
                  <Link
                    href={agendaHref({ date, view: v })}
                    aria-current={view === v ? "page" : undefined}
                    className={clsx("inline-flex min-h-9 items-center rounded-full px-4 text-sm font-semibold", view === v ? "bg-white text-navy shadow-sm" : "text-muted hover:text-navy")}
                  >
                    {v === "day" ? "Day" : "Week"}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
          <form method="get" action="/admin/agenda" aria-label="Go to a date" className="flex items-end gap-2">
            <input type="hidden" name="view" value={view} />
            <div>
              <FieldLabel htmlFor="agenda-date">Date</FieldLabel>
              <input id="agenda-date" name="date" type="date" defaultValue={date} className={`${controlClasses} ${controlBorder(false)} w-44`} />
            </div>
            <button type="submit" className={buttonClasses("secondary", "md")}>
              Go
            </button>
          </form>
          <form method="get" action="/admin/agenda" role="search" aria-label="Search appointments" className="flex min-w-[min(100%,18rem)] flex-1 items-end gap-2">
            <input type="hidden" name="date" value={date} />
            <input type="hidden" name="view" value={view} />
            <div className="min-w-0 flex-1">
              <FieldLabel htmlFor="agenda-search">Search all dates</FieldLabel>
              <input
                id="agenda-search"
                name="q"
                type="search"
                defaultValue={search}
                maxLength={100}
                placeholder="Name, phone or e-mail"
                aria-describedby="agenda-search-hint"
                className={`${controlClasses} ${controlBorder(false)}`}
              />
              <p id="agenda-search-hint" className="sr-only">
                By the child&apos;s name, the parent&apos;s phone or e-mail, or the order number.
              </p>
            </div>
            <button type="submit" className={buttonClasses("primary", "md")}>
              Search
            </button>
          </form>
        </div>
      </div>

      <details className="rounded-2xl bg-white p-4 shadow-sm" open={bookFor ? true : undefined}>
        <summary className="cursor-pointer font-semibold text-navy">{bookFor ? `Book a visit for ${bookFor.name}` : "Book for a parent who phoned"}</summary>
        {/* Keyed by the child: a form kept from an earlier visit of the agenda starts again with this child's parent. */}
        <BookForParentForm key={bookFor?.id ?? "phoned"} services={services.map((s) => ({ id: s.id, name: s.name }))} date={date < today ? today : date} forChild={bookFor} />
      </details>

      {search ? (
        <AgendaList now={now} rows={rows} showDate empty="No appointment matches." openHref={(row) => agendaHref({ date: row.date, view: "day", visit: row.id })} />
      ) : (
        <>
          <div className="hidden flex-col gap-3 md:flex">
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-label="Colours">
              {GRID_STATUSES.map((status) => (
                <li key={status} className="flex items-center gap-1.5">
                  <span className={clsx("inline-block h-3.5 w-6 rounded-sm border-s-4 ring-1 ring-black/5", BLOCK[status].block)} aria-hidden="true" />
                  {BLOCK[status].mark}
                  {visitStatusBadge({ status, payment: null }).label}
                </li>
              ))}
              <li className="flex items-center gap-1.5">
                <span className="inline-block h-3.5 w-6 rounded-sm bg-[repeating-linear-gradient(135deg,var(--color-slate-100)_0_3px,var(--color-slate-300)_3px_4px)] ring-1 ring-black/5" aria-hidden="true" />
                Closed, break
              </li>
            </ul>
            {rows.length === 0 ? <p className="text-sm text-muted">{view === "week" ? "No appointments this week." : "No appointments this day."}</p> : null}
            <AgendaGrid
              days={hours}
              rows={rows}
              today={today}
              nowMinutes={minutesOf(formatBeirutClock(now, "en"))}
              openId={open?.id ?? null}
              visitHref={visitHref}
            />
            {offGrid.length > 0 ? (
              <section aria-labelledby="off-grid-title" className="rounded-2xl bg-white p-4 text-sm shadow-sm">
                <h2 id="off-grid-title" className="font-semibold text-navy">
                  Cancelled or not paid in time ({offGrid.length})
                </h2>
                <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
                  {offGrid.map((row) => (
                    <li key={row.id}>
                      <Link id={`visit-block-${row.id}`} href={visitHref(row)} scroll={false} prefetch={false} className="text-primary-dark underline underline-offset-2">
                        {view === "week" ? `${shortDate(row.date)}, ` : ""}
                        {row.time} · {row.patientName}
                      </Link>{" "}
                      <span className="text-muted">({visitStatusBadge(row).label.toLowerCase()})</span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
          <div className="md:hidden">
            {view === "week" ? (
              <div className="flex flex-col gap-5">
                {hours.map(({ date: day, open: periods }) => {
                  const dayRows = rows.filter((row) => row.date === day);
                  return (
                    <section key={day} aria-labelledby={`list-day-${day}`} className="flex flex-col gap-2">
                      <h2 id={`list-day-${day}`} className={clsx("text-base font-bold", day === today ? "text-primary-dark" : "text-navy")}>
                        {longDate(day)}
                        {day === today ? " · Today" : ""}
                      </h2>
                      {dayRows.length ? (
                        <AgendaList now={now} rows={dayRows} showDate={false} label={`Appointments on ${longDate(day)}`} empty="" />
                      ) : (
                        <p className="text-sm text-muted">{periods.length ? "No appointments." : "Closed."}</p>
                      )}
                    </section>
                  );
                })}
              </div>
            ) : (
              <AgendaList now={now} rows={rows} showDate={false} empty="No appointments this day." />
            )}
          </div>
          {open ? <VisitPanel key={open.id} row={open} closeHref={closeHref} now={now} view={view} /> : null}
        </>
      )}
    </div>
  );
}
