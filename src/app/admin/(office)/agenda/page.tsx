import type { Metadata } from "next";
import { requireStaff } from "~/components/admin/require-staff";
import Link from "next/link";
import { connection } from "next/server";
import { AgendaList } from "~/components/admin/agenda/agenda-list";
import { BookForParentForm } from "~/components/admin/agenda/book-for-parent-form";
import { controlBorder, controlClasses, FieldLabel } from "~/components/appointments/form-field";
import { buttonClasses } from "~/components/ui/button-classes";
import { addDays, beirutDate, isCalendarDate } from "~/lib/calendar-date";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Agenda" };

type SearchParams = Promise<{ date?: string | string[]; view?: string | string[]; q?: string | string[] }>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The agenda: a day or a week from a date, or a search. The filters are a plain GET form, so the
 * address says what is shown (a reload, the Back button and a shared link show the same).
 */
export default async function AgendaPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff();
  const params = await searchParams;
  // "Today" is the request's day.
  await connection();
  const today = beirutDate(new Date());
  const requested = first(params.date) ?? "";
  const date = isCalendarDate(requested) ? requested : today;
  const days = first(params.view) === "week" ? 7 : 1;
  const search = (first(params.q) ?? "").trim().slice(0, 100);
  const [rows, services] = await Promise.all([api.admin.agenda.list({ from: date, days, search: search || undefined }), api.appointments.listServices()]);
  const step = (n: number) => `/admin/agenda?date=${addDays(date, n * days)}&view=${days === 7 ? "week" : "day"}`;

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-navy">Agenda</h1>
      <form method="get" action="/admin/agenda" aria-label="Show appointments" className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-[auto_auto_1fr_auto] sm:items-end">
        <div>
          <FieldLabel htmlFor="agenda-date">From</FieldLabel>
          <input id="agenda-date" name="date" type="date" defaultValue={date} className={`${controlClasses} ${controlBorder(false)}`} />
        </div>
        <div>
          <FieldLabel htmlFor="agenda-view">Show</FieldLabel>
          <select id="agenda-view" name="view" defaultValue={days === 7 ? "week" : "day"} className={`${controlClasses} ${controlBorder(false)}`}>
            <option value="day">One day</option>
            <option value="week">A week</option>
          </select>
        </div>
        <div>
          <FieldLabel htmlFor="agenda-search" optional>
            Search any date: name, phone, e-mail or order
          </FieldLabel>
          <input id="agenda-search" name="q" type="search" defaultValue={search} maxLength={100} className={`${controlClasses} ${controlBorder(false)}`} />
        </div>
        <button type="submit" className={buttonClasses("primary", "md")}>
          Show
        </button>
      </form>
      {search ? (
        <p className="text-sm text-muted">
          {rows.length} found for “{search}” (latest first). <Link href={`/admin/agenda?date=${date}`} className="font-semibold text-primary-dark underline">Back to the agenda</Link>
        </p>
      ) : (
        <nav aria-label="Agenda dates" className="flex flex-wrap items-center gap-2">
          <Link href={step(-1)} className={buttonClasses("secondary", "sm")}>
            {days === 7 ? "Previous week" : "Previous day"}
          </Link>
          <Link href={`/admin/agenda?date=${today}&view=${days === 7 ? "week" : "day"}`} className={buttonClasses("ghost", "sm")}>
            Today
          </Link>
          <Link href={step(1)} className={buttonClasses("secondary", "sm")}>
            {days === 7 ? "Next week" : "Next day"}
          </Link>
          <span className="text-sm text-muted">
            {days === 7 ? `${date} to ${addDays(date, 6)}` : date} · Beirut time
          </span>
        </nav>
      )}
      <details className="rounded-2xl bg-white p-4 shadow-sm">
        <summary className="cursor-pointer font-semibold text-navy">Book for a parent who phoned</summary>
        <BookForParentForm services={services.map((s) => ({ id: s.id, name: s.name }))} date={date < today ? today : date} />
      </details>
      <AgendaList now={new Date()} rows={rows} showDate={days === 7 || Boolean(search)} empty={search ? "No appointment matches." : "No appointments."} />
    </div>
  );
}
