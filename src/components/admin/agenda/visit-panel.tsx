import { clsx } from "clsx";
import Link from "next/link";
import type { ReactNode } from "react";
import { formatBeirutClock } from "~/components/appointments/calendar-dates";
import { CloseIcon, MailIcon, PhoneIcon, WhatsAppIcon } from "~/components/icons/social-icons";
import { formatPrice } from "~/lib/money";
import { longDate } from "./agenda-dates";
import type { AgendaRow } from "./agenda-list";
import { whatsappUrl } from "./whatsapp-url";
import { PAYMENT_STATUS_WORDS, visitStatusBadge } from "./visit-status";
import { CancelAppointmentButton } from "./cancel-appointment-button";
import { RescheduleAppointmentButton } from "./reschedule-appointment-button";
import { hasVideoVisit, StartVideoLink } from "./start-video-link";
import { MedicalAlertFlag, MedicalAlertNote, visitName } from "./visit-child";
import { VisitMessages } from "./visit-messages";
import { VisitPanelFrame } from "./visit-panel-frame";
import { StaffNoteForm, VisitOutcomeButtons } from "./visit-controls";

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 px-5 py-4">
      <h3 className="text-xs font-bold tracking-wide text-muted uppercase">{title}</h3>
      <div className="mt-2 text-sm text-navy">{children}</div>
    </section>
  );
}

const contactLink = "inline-flex min-h-10 items-center gap-2 font-semibold text-primary-dark underline underline-offset-2";

/**
 * A visit in full beside the agenda's grid: the child, the parent and how to reach them, the
 * payment, the parent's and the staff's notes, and what can be done (start the video visit, mark
 * it, move it, cancel it). Opened by the visit's address (`visit=`), closed by the agenda's.
 */
export function VisitPanel({ row, closeHref, now, view }: { row: AgendaRow; closeHref: string; now: Date; view: "day" | "week" }) {
  const titleId = `visit-title-${row.id}`;
  const when = `${longDate(row.date)}, ${row.time}–${formatBeirutClock(row.endsAt, "en")}`;
  const name = visitName(row);
  const summary = `${row.time} · ${name}`;
  const active = row.status === "pending" || row.status === "confirmed";
  const paid = row.payment?.status === "paid" ? row.payment.amountCents : null;
  const status = visitStatusBadge(row);

  return (
    <VisitPanelFrame closeHref={closeHref} labelledBy={titleId} blockId={`visit-block-${row.id}`}>
      <div className="flex items-start justify-between gap-3 px-5 pt-5 pb-4">
        <div className="min-w-0">
          <p className="text-sm font-medium text-muted">{when}</p>
          <h2 id={titleId} className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xl font-bold break-words text-navy">
            <span>
              {name}
              {row.child?.age ? <span className="font-medium text-muted">, {row.child.age}</span> : null}
            </span>
            <MedicalAlertFlag child={row.child} />
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
            <span className={clsx("rounded-full px-2.5 py-0.5 text-xs font-semibold", status.tone)}>{status.label}</span>
            <span>
              {row.serviceName} · {row.type === "Online" ? "Online" : "In person"}
            </span>
          </p>
        </div>
        <Link href={closeHref} scroll={false} prefetch={false} className="-me-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-navy hover:bg-cream">
          <CloseIcon size={22} />
          <span className="sr-only">Close the visit</span>
        </Link>
      </div>

      {hasVideoVisit(row) ? (
        <div className="px-5 pb-4">
          <StartVideoLink row={row} size="md" />
        </div>
      ) : null}

      <Part title="Child">
        <p className="font-semibold">{name}</p>
        {row.child ? (
          <p className="text-muted">
            {row.child.age ? <>{row.child.age} at this visit</> : "Age not known"}
            {row.child.dateOfBirth ? <> · born {longDate(row.child.dateOfBirth)}</> : null}
          </p>
        ) : (
          <p className="text-muted">No date of birth given.</p>
        )}
        {row.child?.medicalAlerts ? <MedicalAlertNote alerts={row.child.medicalAlerts} id={`visit-alert-${row.id}`} /> : null}
        {row.child?.id ? (
          <p className="mt-2">
            <Link href={`/admin/children/${row.child.id}`} prefetch={false} className="font-semibold text-primary-dark underline underline-offset-2">
              {name}&apos;s page<span className="sr-only">: details, parents and every visit</span>
            </Link>
          </p>
        ) : (
          <p className="mt-1 text-muted">Not yet a child record: {row.child ? "it becomes one when the parent proves their e-mail." : "booked with a name only."}</p>
        )}
      </Part>

      <Part title="Parent">
        {/* Every booking has a phone; none left means the parent's account was erased (decisions 051, 055). */}
        {!row.patientPhone && !row.patientEmail ? (
          <p className="text-muted">Contact erased: the parent deleted their account. The visit is kept as the clinical record, without their identity.</p>
        ) : (
          <>
            <p className="font-semibold">{row.parentName ?? <span className="font-normal text-muted">No account: known by phone{row.patientEmail ? " and e-mail" : ""}</span>}</p>
            <ul className="mt-1 flex flex-col" aria-label="Contacts">
              <li>
                <a href={`tel:${row.patientPhone}`} className={contactLink}>
                  <PhoneIcon size={16} />
                  Call {row.patientPhone}
                </a>
              </li>
              <li>
                <a href={whatsappUrl(row.patientPhone)} target="_blank" rel="noopener noreferrer" className={contactLink}>
                  <WhatsAppIcon size={16} />
                  WhatsApp<span className="sr-only"> {name}&apos;s parent (opens in a new tab)</span>
                </a>
              </li>
              {row.patientEmail ? (
                <li>
                  <a href={`mailto:${row.patientEmail}`} className={clsx(contactLink, "break-all")}>
                    <MailIcon size={16} />
                    {row.patientEmail}
                  </a>
                </li>
              ) : null}
            </ul>
          </>
        )}
      </Part>

      <Part title="Messages">
        <VisitMessages messages={row.messages} reply={row.latestReply} phone={row.patientPhone} who={`${name}'s parent`} />
      </Part>

      <Part title="Payment">
        {row.payment ? (
          <p>
            <span className="font-semibold">{formatPrice(row.payment.amountCents)}</span> {PAYMENT_STATUS_WORDS[row.payment.status] ?? row.payment.status}
            <br />
            <span className="text-muted">
              Order <span className="font-mono">{row.payment.orderId}</span>
            </span>
          </p>
        ) : (
          <p className="text-muted">No online payment: paid at the clinic.</p>
        )}
      </Part>

      <Part title="Notes">
        {row.notes ? <p className="break-words">“{row.notes}” <span className="text-muted">(the parent, when booking)</span></p> : <p className="text-muted">The parent left no note.</p>}
        <StaffNoteForm appointmentId={row.id} note={row.staffNote} />
      </Part>

      {active ? (
        <Part title="Actions">
          <div className="flex flex-wrap gap-2">
            {row.status === "confirmed" && row.startsAt <= now ? <VisitOutcomeButtons appointmentId={row.id} summary={summary} /> : null}
            <RescheduleAppointmentButton appointmentId={row.id} summary={summary} date={row.date} follow={{ view }} />
            <CancelAppointmentButton appointmentId={row.id} summary={summary} paidCents={paid} />
          </div>
        </Part>
      ) : null}
    </VisitPanelFrame>
  );
}
