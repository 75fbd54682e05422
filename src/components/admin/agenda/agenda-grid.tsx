import { clsx } from "clsx";
import Link from "next/link";
import type { CSSProperties } from "react";
import { formatBeirutClock } from "~/components/appointments/calendar-dates";
import { VideoIcon } from "~/components/icons/social-icons";
import { clockOf, longDate, minutesOf, shortDate } from "./agenda-dates";
import type { AgendaRow } from "./agenda-list";
import { MedicalAlertFlag, visitName } from "./visit-child";
import { visitStatusBadge } from "./visit-status";

/** One day's opening periods and closures, in Beirut wall-clock time (admin.agenda.hours). */
export type AgendaDayHours = {
  date: string;
  open: ReadonlyArray<{ from: string; to: string; slotMinutes: number }>;
  closures: ReadonlyArray<{ from: string; to: string; reason: string }>;
};

/** Minutes per row of the grid: every slot length the schedule allows is a multiple of it. */
const STEP = 5;

/** The statuses a visit block can have; cancelled and expired visits hold no time and stay off the grid. */
export const GRID_STATUSES = ["confirmed", "pending", "completed", "no_show"] as const;
type GridStatus = (typeof GRID_STATUSES)[number];
export const onGrid = (row: AgendaRow): row is AgendaRow & { status: GridStatus } => (GRID_STATUSES as readonly string[]).includes(row.status);

/**
 * Colour and a second cue that is not colour (a dashed edge while it waits for payment, a mark
 * once it happened or did not) for each status, so the grid reads without colour vision too.
 */
export const BLOCK: Record<GridStatus, { block: string; mark: string }> = {
  confirmed: { block: "border-emerald-600 bg-emerald-50 text-emerald-950 hover:bg-emerald-100", mark: "" },
  pending: { block: "border-dashed border-amber-500 bg-amber-50 text-amber-950 hover:bg-amber-100", mark: "" },
  completed: { block: "border-sky-600 bg-sky-50 text-sky-950 hover:bg-sky-100", mark: "✓ " },
  no_show: { block: "border-red-600 bg-red-50 text-red-950 hover:bg-red-100", mark: "✕ " },
};

const SHADE = "bg-[repeating-linear-gradient(135deg,var(--color-slate-100)_0_6px,var(--color-slate-200)_6px_8px)]";
const CLOSED = "bg-[repeating-linear-gradient(135deg,var(--color-rose-50)_0_6px,var(--color-rose-100)_6px_8px)]";

type Placed = { row: AgendaRow & { status: GridStatus }; start: number; end: number; lane: number };

/** A visit's Beirut wall-clock minutes; one ending at midnight ends at the day's end. */
function visitMinutes(row: AgendaRow): { start: number; end: number } {
  const start = minutesOf(row.time);
  return { start, end: Math.max(start + STEP, minutesOf(formatBeirutClock(row.endsAt, "en")) || 24 * 60) };
}

/** Overlapping visits (a visit marked no-show and its slot's next booking, say) side by side. */
function placeVisits(rows: ReadonlyArray<AgendaRow & { status: GridStatus }>): { placed: Placed[]; lanes: number } {
  const placed: Placed[] = [];
  const laneEnds: number[] = [];
  for (const row of [...rows].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())) {
    const { start, end } = visitMinutes(row);
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane === -1) lane = laneEnds.push(end) - 1;
    else laneEnds[lane] = end;
    placed.push({ row, start, end, lane });
  }
  return { placed, lanes: Math.max(1, laneEnds.length) };
}

/**
 * The agenda as a time grid: a column per day, a row per slot, the hours the clinic is closed
 * shaded (outside the opening hours, breaks between them, closures with their reason), each visit
 * a block coloured by its status that opens its panel, and a line at the current time today. Server
 * markup on a CSS grid; the visit blocks are links, so the address says which visit is open.
 */
export function AgendaGrid({
  days,
  rows,
  today,
  nowMinutes,
  openId,
  visitHref,
}: {
  days: readonly AgendaDayHours[];
  rows: readonly AgendaRow[];
  today: string;
  /** Beirut wall-clock minutes of now, for today's line. */
  nowMinutes: number;
  openId: string | null;
  visitHref: (row: AgendaRow) => string;
}) {
  const visits = rows.filter(onGrid);
  const edges = [
    ...days.flatMap((d) => d.open.flatMap((p) => [minutesOf(p.from), minutesOf(p.to)])),
    ...visits.flatMap((v) => Object.values(visitMinutes(v))),
  ];
  // Whole hours from the earliest opening or visit to the latest; a week without either shows a working day.
  const first = edges.length ? Math.floor(Math.min(...edges) / 60) * 60 : 9 * 60;
  const last = edges.length ? Math.min(24 * 60, Math.ceil(Math.max(...edges) / 60) * 60) : 17 * 60;
  const rowsCount = (last - first) / STEP;
  const rowOf = (minutes: number) => Math.round((Math.min(Math.max(minutes, first), last) - first) / STEP) + 1;
  const span = (from: number, to: number): CSSProperties => ({ gridRow: `${rowOf(from)} / ${rowOf(to)}` });
  const slotMinutes = Math.min(...days.flatMap((d) => d.open.map((p) => p.slotMinutes)), 60);
  const labelEvery = slotMinutes >= 20 ? slotMinutes : 30;
  const labels: number[] = [];
  for (let m = first; m < last; m += labelEvery) labels.push(m);
  const week = days.length > 1;
  const template: CSSProperties = { gridTemplateRows: `repeat(${rowsCount}, var(--agenda-row))` };

  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/70">
      <div
        className={clsx("grid [--agenda-row:0.625rem]", week ? "min-w-[40rem] grid-cols-[3.25rem_repeat(7,minmax(0,1fr))]" : "grid-cols-[3.75rem_minmax(0,1fr)]")}
      >
        {/* Column heads */}
        <div className="sticky start-0 z-10 border-b border-slate-200 bg-white" aria-hidden="true" />
        {days.map((day) => (
          <div key={day.date} className={clsx("border-b border-s border-slate-200 px-2 py-2 text-center", day.date === today && "bg-primary-50")}>
            <h2 id={`day-${day.date}`} className="text-sm font-bold text-navy">
              {week ? (
                <>
                  <span aria-hidden="true">{shortDate(day.date)}</span>
                  <span className="sr-only">{longDate(day.date)}</span>
                </>
              ) : (
                longDate(day.date)
              )}
            </h2>
            {day.date === today ? (
              <p className="text-xs font-semibold text-primary-dark">
                Today
                {nowMinutes < first || nowMinutes > last ? (
                  // Before or after the hours the grid shows: the time, where the line would be off the grid.
                  <span data-testid="agenda-now" className="ms-1 font-normal text-red-700">
                    · now {clockOf(nowMinutes)}
                  </span>
                ) : null}
              </p>
            ) : day.open.length === 0 ? (
              <p className="text-xs text-muted">Closed</p>
            ) : null}
          </div>
        ))}

        {/* The hours down the side */}
        <div className="sticky start-0 z-10 grid bg-white" style={template} aria-hidden="true">
          {labels.map((m) => (
            <div key={m} className={clsx("pe-2 text-end text-xs text-muted tabular-nums", m === first ? "pt-0.5" : "-mt-2")} style={{ gridRow: `${rowOf(m)} / span 1` }}>
              {clockOf(m)}
            </div>
          ))}
        </div>

        {days.map((day) => {
          const { placed, lanes } = placeVisits(visits.filter((v) => v.date === day.date));
          const periods = day.open.map((p) => ({ from: minutesOf(p.from), to: minutesOf(p.to), slot: p.slotMinutes })).sort((a, b) => a.from - b.from);
          return (
            <section key={day.date} aria-labelledby={`day-${day.date}`} className={clsx("relative border-s border-slate-200", SHADE)} style={{ height: `calc(var(--agenda-row) * ${rowsCount})` }}>
              {/* What the day is made of: opening periods cut into slots, and breaks (drawn, not read). */}
              <div className="absolute inset-0 grid" style={template} aria-hidden="true">
                {periods.flatMap((period) => {
                  const slots = [];
                  for (let m = period.from; m + period.slot <= period.to; m += period.slot) {
                    slots.push(<div key={`${period.from}-${m}`} className="border-t border-slate-200 bg-white" style={span(m, m + period.slot)} />);
                  }
                  return slots;
                })}
                {periods.slice(1).map((period, index) => (
                  <div key={`break-${period.from}`} className="flex items-center justify-center overflow-hidden text-xs font-medium text-slate-600" style={span(periods[index]!.to, period.from)}>
                    Break
                  </div>
                ))}
              </div>
              <div className="pointer-events-none absolute inset-0 grid" style={template}>
                {day.closures.map((closure) => (
                  <p
                    key={`${closure.from}-${closure.reason}`}
                    className={clsx("m-0.5 overflow-hidden rounded-md px-1.5 py-1 text-xs font-semibold text-rose-900 ring-1 ring-rose-200", CLOSED)}
                    style={span(minutesOf(closure.from), minutesOf(closure.to))}
                  >
                    Closed{closure.from === "00:00" && closure.to === "24:00" ? "" : ` ${clockOf(Math.max(minutesOf(closure.from), first))}–${clockOf(Math.min(minutesOf(closure.to), last))}`}: {closure.reason}
                  </p>
                ))}
              </div>
              {placed.length > 0 ? (
                <ul className="absolute inset-0 grid" style={{ ...template, gridTemplateColumns: `repeat(${lanes}, minmax(0, 1fr))` }} aria-label={`Visits on ${longDate(day.date)}`}>
                  {placed.map(({ row, start, end, lane }) => {
                    const short = end - start < 45;
                    const open = row.id === openId;
                    return (
                      <li key={row.id} className="min-h-0 p-0.5" style={{ ...span(start, end), gridColumn: `${lane + 1} / span 1` }}>
                        <Link
                          id={`visit-block-${row.id}`}
                          href={visitHref(row)}
                          scroll={false}
                          prefetch={false}
                          aria-current={open ? "true" : undefined}
                          className={clsx(
                            "flex h-full flex-col overflow-hidden rounded-md border-s-4 px-1.5 py-0.5 text-xs leading-4 shadow-sm ring-1 ring-black/5",
                            BLOCK[row.status].block,
                            open && "ring-2 ring-navy",
                          )}
                        >
                          <span className="truncate font-semibold tabular-nums">
                            {BLOCK[row.status].mark}
                            {row.time}
                            <span className={week ? "sr-only" : undefined}>–{clockOf(end)}</span>
                            {row.type === "Online" ? <VideoIcon size={12} className="ms-1 inline align-[-1px]" /> : null}
                          </span>
                          <span className="flex min-w-0 items-center gap-1">
                            <MedicalAlertFlag child={row.child} label={false} />
                            <span className="truncate font-semibold">
                              {visitName(row)}
                              {row.child?.age ? <span className="font-normal">, {row.child.age}</span> : null}
                            </span>
                          </span>
                          <span className={clsx("truncate", week && short && "sr-only")}>
                            {week ? null : `${row.serviceName} · `}
                            {row.type === "Online" ? "Online" : "In person"}
                            <span className={week ? "sr-only" : undefined}> · {visitStatusBadge(row).label}</span>
                          </span>
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              ) : null}
              {day.date === today && nowMinutes >= first && nowMinutes <= last ? (
                <div
                  data-testid="agenda-now"
                  className="pointer-events-none absolute inset-x-0 z-20 border-t-2 border-red-600 before:absolute before:-start-1 before:-top-[5px] before:size-2 before:rounded-full before:bg-red-600"
                  style={{ top: `calc(var(--agenda-row) * ${(nowMinutes - first) / STEP})` }}
                >
                  <span className="sr-only">Now, {clockOf(nowMinutes)}</span>
                </div>
              ) : null}
            </section>
          );
        })}
      </div>
    </div>
  );
}
