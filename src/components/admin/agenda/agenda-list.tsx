import { clsx } from "clsx";
import Link from "next/link";
import { formatPrice } from "~/lib/money";
import { shortDateWithYear } from "./agenda-dates";
import { CancelAppointmentButton } from "./cancel-appointment-button";
import { RescheduleAppointmentButton } from "./reschedule-appointment-button";
import { hasVideoVisit, StartVideoLink } from "./start-video-link";
import { StaffNoteForm, VisitOutcomeButtons } from "./visit-controls";
import type { TVisitChild, TVisitMessage, TVisitReply } from "~/schemas/admin/agenda";
import { MedicalAlertFlag, visitName } from "./visit-child";
import { PAYMENT_STATUS_WORDS, visitStatusBadge, type VisitStatus } from "./visit-status";
import { VisitMessages } from "./visit-messages";
import { whatsappUrl } from "./whatsapp-url";

export type AgendaRow = {
  id: string;
  date: string;
  time: string;
  status: VisitStatus;
  startsAt: Date;
  endsAt: Date;
  type: string;
  patientName: string;
  patientPhone: string;
  patientEmail: string | null;
  notes: string;
  staffNote: string;
  serviceName: string;
  parentName: string | null;
  child: TVisitChild | null;
  payment: { orderId: string; status: string; amountCents: number } | null;
  /** Its WhatsApp messages and the parent's latest reply there (decision 053). */
  messages: readonly TVisitMessage[];
  latestReply: TVisitReply | null;
};

/**
 * The agenda's rows: when, who, how to reach them, what was paid, the video visit, and Cancel
 * while it is active. `openHref` links each row to its place in the agenda (a search's results).
 */
export function AgendaList({
  rows,
  showDate,
  empty,
  now,
  openHref,
  label = "Appointments",
}: {
  rows: readonly AgendaRow[];
  label?: string;
  showDate: boolean;
  empty: string;
  now: Date;
  openHref?: (row: AgendaRow) => string;
}) {
  if (rows.length === 0) return <p className="rounded-2xl bg-white p-4 text-muted shadow-sm">{empty}</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label={label}>
      {rows.map((row) => {
        const status = visitStatusBadge(row);
        const paid = row.payment?.status === "paid" ? row.payment.amountCents : null;
        const active = row.status === "pending" || row.status === "confirmed";
        const when = showDate ? `${shortDateWithYear(row.date)}, ${row.time}` : row.time;
        return (
          <li key={row.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70 sm:p-5">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-x-2 text-lg font-bold text-navy">
                  <span>
                    <span className="tabular-nums">{when}</span> · {visitName(row)}
                    {row.child?.age ? <span className="font-medium text-muted">, {row.child.age}</span> : null}
                  </span>
                  <MedicalAlertFlag child={row.child} />
                </p>
                <p className="text-sm text-muted">
                  {row.parentName ? <>Parent: {row.parentName} · </> : null}
                  {row.serviceName} · {row.type === "Online" ? "Online" : "In person"}
                  {row.payment ? (
                    <>
                      {" "}
                      · {formatPrice(row.payment.amountCents)} {PAYMENT_STATUS_WORDS[row.payment.status] ?? row.payment.status} · order{" "}
                      <span className="font-mono">{row.payment.orderId}</span>
                    </>
                  ) : null}
                </p>
              </div>
              <span className={clsx("rounded-full px-3 py-1 text-xs font-semibold", status.tone)}>{status.label}</span>
            </div>
            {row.notes ? <p className="mt-2 text-sm break-words text-navy">“{row.notes}”</p> : null}
            {hasVideoVisit(row) ? (
              <div className="mt-3">
                <StartVideoLink row={row} />
              </div>
            ) : null}
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
              <a href={`tel:${row.patientPhone}`} className="font-semibold text-primary-dark underline underline-offset-2">
                Call {row.patientPhone}
              </a>
              <a href={whatsappUrl(row.patientPhone)} target="_blank" rel="noopener noreferrer" className="font-semibold text-primary-dark underline underline-offset-2">
                WhatsApp<span className="sr-only"> {row.patientName} (opens in a new tab)</span>
              </a>
              {row.patientEmail ? (
                <a href={`mailto:${row.patientEmail}`} className="break-all text-primary-dark underline underline-offset-2">
                  {row.patientEmail}
                </a>
              ) : null}
              {openHref ? (
                <Link href={openHref(row)} prefetch={false} className="font-semibold text-primary-dark underline underline-offset-2">
                  Open in the agenda<span className="sr-only"> {`${when} · ${row.patientName}`}</span>
                </Link>
              ) : null}
              {row.status === "confirmed" && row.startsAt <= now ? (
                <span className="flex gap-2">
                  <VisitOutcomeButtons appointmentId={row.id} summary={`${when} · ${row.patientName}`} />
                </span>
              ) : null}
              {active ? (
                <span className="ms-auto flex gap-2">
                  <RescheduleAppointmentButton appointmentId={row.id} summary={`${when} · ${row.patientName}`} date={row.date} />
                  <CancelAppointmentButton appointmentId={row.id} summary={`${when} · ${row.patientName}`} paidCents={paid} />
                </span>
              ) : null}
            </div>
            {row.messages.length > 0 || row.latestReply ? (
              <div className="mt-3 border-t border-slate-100 pt-3">
                <VisitMessages messages={row.messages} reply={row.latestReply} phone={row.patientPhone} who={visitName(row)} compact />
              </div>
            ) : null}
            <StaffNoteForm appointmentId={row.id} note={row.staffNote} />
          </li>
        );
      })}
    </ul>
  );
}
