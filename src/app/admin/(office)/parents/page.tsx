import type { Metadata } from "next";

import { BackOfficeRefusal } from "~/components/admin/back-office-refusal";
import { longDate } from "~/components/admin/agenda/agenda-dates";
import { EraseParent } from "~/components/admin/parents/erase-parent";
import { requireStaff } from "~/components/admin/require-staff";
import { callErrorOfServer } from "~/components/admin/server-call-error";
import { controlBorder, controlClasses } from "~/components/appointments/form-field";
import { buttonClasses } from "~/components/ui/button-classes";
import { formatBeirutDateTime } from "~/lib/beirut-time";
import { beirutDate } from "~/lib/calendar-date";
import { formatPrice } from "~/lib/money";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Parents" };

/**
 * A parent's account by address (admin only): what it holds, and its erasure for a parent who asks
 * by phone (decision 051). The search is a plain GET form.
 */
export default async function ParentsPage({ searchParams }: { searchParams: Promise<{ email?: string | string[] }> }) {
  await requireStaff();
  const asked = (await searchParams).email;
  const email = typeof asked === "string" ? asked.trim() : "";
  const found = email ? await api.admin.parents.find({ email }).catch(callErrorOfServer) : null;
  if (found && "refused" in found) return <BackOfficeRefusal message={found.refused} />;
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-navy">Parents</h1>
      <p className="text-sm text-muted">Find a parent&apos;s account by its e-mail address. A parent who asks by phone to delete their account: check who is calling, then erase it here. Visits and payments stay, without their identity, for the periods the law sets.</p>
      <form method="get" className="flex flex-wrap items-end gap-2 rounded-2xl bg-white p-4 shadow-sm">
        <div className="min-w-0 flex-1">
          <label htmlFor="parent-email" className="mb-1 block text-sm font-medium text-navy">
            E-mail address
          </label>
          <input id="parent-email" name="email" type="email" dir="ltr" defaultValue={email} required className={`${controlClasses} ${controlBorder(false)} w-full`} />
        </div>
        <button type="submit" className={buttonClasses("primary", "md")}>
          Find
        </button>
      </form>
      {email && !found ? <p role="status" className="text-sm text-navy">No parent&apos;s account has this address.</p> : null}
      {found ? (
        <section aria-labelledby="parent-name" className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm">
          <h2 id="parent-name" className="text-lg font-bold text-navy">
            {`${found.firstName} ${found.lastName}`.trim() || found.email}
          </h2>
          <p className="text-sm break-all text-muted">
            {found.email}
            {found.phoneNumber ? ` · ${found.phoneNumber}` : ""} · account since {longDate(beirutDate(found.createdAt))} · {found.children} child(ren) · {found.visits} visit(s) booked with this address
          </p>
          {found.upcomingVisits.length > 0 ? (
            <div className="rounded-xl bg-amber-50 p-3 text-sm text-navy ring-1 ring-amber-200">
              <p>Erasing the account first cancels its visits ahead, as if the parent cancelled each (the clinic&apos;s refund rules: in full a day or more ahead, nothing later); their times go to the waiting list.</p>
              <ul aria-label="Visits the erasure cancels" className="mt-2 list-disc ps-5">
                {found.upcomingVisits.map((visit) => (
                  <li key={visit.id}>
                    {visit.serviceName} for {visit.patientName}, {formatBeirutDateTime(visit.startsAt)}:{" "}
                    {visit.refundCents !== null ? `refunded in full (${formatPrice(visit.refundCents)})` : visit.paidCents !== null ? `not refunded, less than a day ahead (${formatPrice(visit.paidCents)} paid)` : "nothing paid"}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <EraseParent userId={found.id} email={found.email} name={`${found.firstName} ${found.lastName}`.trim() || found.email} />
        </section>
      ) : null}
    </div>
  );
}
