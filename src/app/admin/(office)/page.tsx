import type { Metadata } from "next";
import { requireStaff } from "~/components/admin/require-staff";
import Link from "next/link";
import { connection } from "next/server";
import { longDate } from "~/components/admin/agenda/agenda-dates";
import { AgendaList } from "~/components/admin/agenda/agenda-list";
import { beirutDate } from "~/lib/calendar-date";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Today" };

/** The back-office home: today's appointments, in Beirut time, each online one with its video visit. */
export default async function BackOfficeHome() {
  const staff = await requireStaff();
  // "Today" is the request's day, never the build's.
  await connection();
  const today = beirutDate(new Date());
  const rows = await api.admin.agenda.list({ from: today, days: 1 });
  const active = rows.filter((r) => r.status === "pending" || r.status === "confirmed").length;
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="today-title" className="rounded-2xl bg-white p-5 shadow-sm sm:p-6">
        <h1 id="today-title" className="text-2xl font-bold text-navy">
          Good day, {staff?.firstName || "there"}
        </h1>
        <p className="mt-1 text-muted">
          Today, {longDate(today)}: {active === 1 ? "1 appointment" : `${active} appointments`}.{" "}
          <Link href="/admin/agenda?view=week" className="font-semibold text-primary-dark underline underline-offset-2">
            This week
          </Link>
        </p>
      </section>
      <AgendaList now={new Date()} rows={rows} showDate={false} empty="No appointments today." />
    </div>
  );
}
