import type { Metadata } from "next";
import Link from "next/link";

import { ConfirmEmailForm } from "~/components/dashboard/confirm-email-form";
import { buttonClasses } from "~/components/ui/button-classes";
import { formatBeirutDateTime } from "~/lib/beirut-time";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "My Appointments", robots: { index: false } };

const STATUS: Record<string, string> = { confirmed: "Confirmed", cancelled: "Cancelled", completed: "Completed", no_show: "Missed" };

/** The parent's visits (booked with their proven e-mail): upcoming ones with their page, then the past. */
export default async function MyAppointmentsPage() {
  const mine = await api.appointments.mine();
  return (
    <section aria-labelledby="my-appointments-title">
      <h1 id="my-appointments-title" className="text-2xl font-bold text-navy sm:text-3xl">
        My Appointments
      </h1>
      {!mine.emailVerified ? (
        <>
          <p className="mt-2 text-muted">Appointments are shown here once your e-mail address is confirmed: we e-mail you a code, you enter it, and the visits booked with this address appear.</p>
          <ConfirmEmailForm email={mine.email} />
        </>
      ) : (
        <>
          <p className="mt-2 text-muted">The visits booked with {mine.email}. Open one to join its video call, move it or cancel it.</p>
          <h2 className="mt-6 text-lg font-bold text-navy">Upcoming</h2>
          <ul className="mt-3 flex flex-col gap-3" aria-label="Upcoming appointments">
            {mine.upcoming.map((visit) => (
              <li key={visit.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm">
                <div className="min-w-0">
                  <p className="font-semibold text-navy">{visit.serviceName}</p>
                  <p className="text-sm text-muted">
                    {formatBeirutDateTime(visit.startsAt)} · {visit.type} · {STATUS[visit.status] ?? visit.status}
                  </p>
                </div>
                {visit.manageUrl ? (
                  <a href={visit.manageUrl} className={buttonClasses("secondary", "sm")}>
                    Open<span className="sr-only"> the appointment of {formatBeirutDateTime(visit.startsAt)}</span>
                  </a>
                ) : null}
              </li>
            ))}
            {mine.upcoming.length === 0 ? (
              <li className="rounded-2xl bg-white p-4 text-muted shadow-sm">
                No upcoming appointment. <Link href="/appointment" className="font-semibold text-primary-dark underline underline-offset-2">Book one</Link>
              </li>
            ) : null}
          </ul>
          {mine.past.length ? (
            <>
              <h2 className="mt-8 text-lg font-bold text-navy">Past</h2>
              <ul className="mt-3 flex flex-col gap-3" aria-label="Past appointments">
                {mine.past.map((visit) => (
                  <li key={visit.id} className="rounded-2xl bg-white p-4 shadow-sm">
                    <p className="font-semibold text-navy">{visit.serviceName}</p>
                    <p className="text-sm text-muted">
                      {formatBeirutDateTime(visit.startsAt)} · {visit.type} · {STATUS[visit.status] ?? visit.status}
                    </p>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
