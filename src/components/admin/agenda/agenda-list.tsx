import { clsx } from "clsx";
import { formatPrice } from "~/lib/money";
import { CancelAppointmentButton } from "./cancel-appointment-button";
import { RescheduleAppointmentButton } from "./reschedule-appointment-button";
import { StaffNoteForm, VisitOutcomeButtons } from "./visit-controls";
import { PAYMENT_STATUS_WORDS, visitStatusBadge, type VisitStatus } from "./visit-status";

export type AgendaRow = {
  id: string;
  date: string;
  time: string;
  status: VisitStatus;
  startsAt: Date;
  type: string;
  patientName: string;
  patientPhone: string;
  patientEmail: string | null;
  notes: string;
  staffNote: string;
  serviceName: string;
  payment: { orderId: string; status: string; amountCents: number } | null;
};

/** "+9613123456" → WhatsApp's address for that number. */
const whatsappUrl = (phone: string) => `https://wa.me/${phone.replace(/\D/g, "")}`;

/** The agenda's rows: when, who, how to reach them, what was paid, and Cancel while it is active. */
export function AgendaList({ rows, showDate, empty, now }: { rows: readonly AgendaRow[]; showDate: boolean; empty: string; now: Date }) {
  if (rows.length === 0) return <p className="rounded-2xl bg-white p-5 text-muted shadow-sm">{empty}</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label="Appointments">
      {rows.map((row) => {
        const status = visitStatusBadge(row);
        const paid = row.payment?.status === "paid" ? row.payment.amountCents : null;
        const active = row.status === "pending" || row.status === "confirmed";
        const when = showDate ? `${row.date} ${row.time}` : row.time;
        return (
          <li key={row.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70 sm:p-5">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-lg font-bold text-navy">
                  <span className="tabular-nums">{when}</span> · {row.patientName}
                </p>
                <p className="text-sm text-muted">
                  {row.serviceName} · {row.type}
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
            <StaffNoteForm appointmentId={row.id} note={row.staffNote} />
          </li>
        );
      })}
    </ul>
  );
}
