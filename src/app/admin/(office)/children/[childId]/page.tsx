import type { Metadata } from "next";
import { clsx } from "clsx";
import Link from "next/link";
import { notFound } from "next/navigation";
import { longDate, shortDateWithYear } from "~/components/admin/agenda/agenda-dates";
import { MedicalAlertNote } from "~/components/admin/agenda/visit-child";
import { StaffNoteForm } from "~/components/admin/agenda/visit-controls";
import { visitStatusBadge } from "~/components/admin/agenda/visit-status";
import { BackOfficeRefusal } from "~/components/admin/back-office-refusal";
import { requireStaff } from "~/components/admin/require-staff";
import { callErrorOfServer } from "~/components/admin/server-call-error";
import type { TStaffChildAnswer } from "~/schemas/admin/children";
import { buttonClasses } from "~/components/ui/button-classes";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Child" };

type Props = { params: Promise<{ childId: string }> };

function VisitList({ visits, label, empty }: { visits: TStaffChildAnswer["visits"]; label: string; empty: string }) {
  if (visits.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label={label}>
      {visits.map((visit) => {
        const status = visitStatusBadge({ status: visit.status, payment: null });
        return (
          <li key={visit.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-bold text-navy">
                  <Link href={`/admin/agenda?date=${visit.date}&view=day&visit=${visit.id}`} prefetch={false} className="text-primary-dark underline underline-offset-2">
                    <span className="tabular-nums">
                      {shortDateWithYear(visit.date)}, {visit.time}
                    </span>
                  </Link>
                  {visit.age ? <span className="font-medium text-muted"> · {visit.age}</span> : null}
                </p>
                <p className="text-sm text-muted">
                  {visit.serviceName} · {visit.type === "Online" ? "Online" : "In person"} · booked by {visit.patientPhone}
                  {visit.patientEmail ? <span className="break-all">, {visit.patientEmail}</span> : null}
                </p>
              </div>
              <span className={clsx("rounded-full px-3 py-1 text-xs font-semibold", status.tone)}>{status.label}</span>
            </div>
            {visit.notes ? (
              <p className="mt-2 text-sm break-words text-navy">
                “{visit.notes}” <span className="text-muted">(the parent, when booking)</span>
              </p>
            ) : null}
            <StaffNoteForm appointmentId={visit.id} note={visit.staffNote} />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A child's page for staff: who the child is (with the medical alerts), the adults who act for it
 * and how to reach them, and every visit, coming ones first, each with the staff's own note.
 */
export default async function ChildPage({ params }: Props) {
  const staff = await requireStaff();
  const { childId } = await params;
  const record = await api.admin.children.get({ childId }).catch((error: unknown) => {
    if (error instanceof Error && "code" in error && error.code === "NOT_FOUND") notFound();
    return callErrorOfServer(error);
  });
  if ("refused" in record) return <BackOfficeRefusal message={record.refused} />;
  const { child, adults, visits } = record;
  const upcoming = visits.filter((v) => v.upcoming).reverse();
  const past = visits.filter((v) => !v.upcoming);
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm">
        <Link href="/admin/children" className="font-semibold text-primary underline-offset-4 hover:underline">
          ← Find a child
        </Link>
      </p>
      <section aria-labelledby="child-title" className="rounded-2xl bg-white p-5 shadow-sm">
        <h1 id="child-title" className="text-2xl font-bold break-words text-navy">
          {child.name}
          {child.archivedAt ? <span className="ms-2 rounded-full bg-slate-200 px-2.5 py-0.5 align-middle text-xs font-semibold text-slate-800">Archived</span> : null}
        </h1>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">Age</dt>
          <dd className="text-navy">{child.age ?? "Not known"}</dd>
          <dt className="text-muted">Born</dt>
          <dd className="text-navy">{child.dateOfBirth ? longDate(child.dateOfBirth) : "Not known"}</dd>
          <dt className="text-muted">Sex</dt>
          <dd className="text-navy">{child.sex === "female" ? "Female" : child.sex === "male" ? "Male" : "Not given"}</dd>
        </dl>
        {child.medicalAlerts ? <MedicalAlertNote alerts={child.medicalAlerts} id="child-alert" /> : <p className="mt-2 text-sm text-muted">No medical alert written.</p>}
        {child.archivedAt ? null : (
          <p className="mt-3">
            <Link href={`/admin/agenda?child=${child.id}`} className={buttonClasses("secondary", "sm")}>
              Book a visit for {child.firstName}
            </Link>
          </p>
        )}
        {staff.role === "admin" ? (
          <p className="mt-3 text-sm">
            <Link href={`/admin/record-views?child=${child.id}`} className="font-semibold text-primary-dark underline underline-offset-2">
              Who opened this record
            </Link>
          </p>
        ) : null}
      </section>

      <section aria-labelledby="adults-title" className="rounded-2xl bg-white p-5 shadow-sm">
        <h2 id="adults-title" className="text-lg font-bold text-navy">
          Parents
        </h2>
        {adults.length === 0 ? (
          <p className="mt-2 text-sm text-muted">No parent account acts for this child yet: the visits below say who booked.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2 text-sm">
            {adults.map((adult) => (
              <li key={adult.id}>
                <p className="font-semibold text-navy">
                  {adult.name || adult.email}{" "}
                  <span className="font-normal text-muted">({adult.role === "inviting" ? "added the child" : "invited"}{adult.emailProved ? "" : ", e-mail not proved"})</span>
                </p>
                <p className="flex flex-wrap gap-x-4">
                  {adult.phone ? (
                    <a href={`tel:${adult.phone}`} className="inline-flex min-h-10 items-center font-semibold text-primary-dark underline underline-offset-2">
                      Call {adult.phone}
                    </a>
                  ) : null}
                  <a href={`mailto:${adult.email}`} className="inline-flex min-h-10 items-center break-all text-primary-dark underline underline-offset-2">
                    {adult.email}
                  </a>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="upcoming-title" className="flex flex-col gap-3">
        <h2 id="upcoming-title" className="text-lg font-bold text-navy">
          Coming visits ({upcoming.length})
        </h2>
        <VisitList visits={upcoming} label="Coming visits" empty="No visit booked." />
      </section>
      <section aria-labelledby="past-title" className="flex flex-col gap-3">
        <h2 id="past-title" className="text-lg font-bold text-navy">
          Past visits ({past.length})
        </h2>
        <VisitList visits={past} label="Past visits" empty="No past visit." />
      </section>
    </div>
  );
}
