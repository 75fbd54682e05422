import type { Metadata } from "next";
import { requireStaff } from "~/components/admin/require-staff";
import { BackOfficeRefusal } from "~/components/admin/back-office-refusal";
import { callErrorOfServer } from "~/components/admin/server-call-error";
import { InviteStaffForm, StaffMemberControls } from "~/components/admin/staff/staff-controls";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Staff" };

/** Who may use the back-office: roles, disabled accounts, second factors, invitations (admin only). */
export default async function StaffPage() {
  const me = await requireStaff();
  const staff = await api.admin.staff.list().catch(callErrorOfServer);
  if ("refused" in staff) return <BackOfficeRefusal message={staff.refused} />;
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-navy">Staff</h1>
      <p className="text-sm text-muted">Reception sees the agenda, orders and subscribers; administrators also change prices, hours, courses and staff. A role change, a disabled account or a reset of the second factor signs the person out at once.</p>
      <ul className="flex flex-col gap-3" aria-label="Staff">
        {staff.map((member) => {
          const name = `${member.firstName} ${member.lastName}`.trim() || member.email;
          return (
            <li key={member.id} className="flex flex-wrap items-start justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm">
              <div className="min-w-0">
                <p className="font-semibold text-navy">
                  {name} · {member.role === "admin" ? "Administrator" : "Reception"}
                  {member.disabledAt ? <span className="ms-2 rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800">Disabled</span> : null}
                </p>
                <p className="text-sm break-all text-muted">
                  {member.email}
                  {member.hasPassword ? "" : " · has not set a password yet"}
                  {member.hasPassword && !member.hasSecondFactor ? " · sets up a second factor at the next sign-in" : ""}
                </p>
              </div>
              <StaffMemberControls userId={member.id} name={name} role={member.role === "admin" ? "admin" : "staff"} disabled={Boolean(member.disabledAt)} self={member.id === me.id} hasSecondFactor={member.hasSecondFactor} />
            </li>
          );
        })}
      </ul>
      <section aria-labelledby="invite-title" className="rounded-2xl bg-white p-5 shadow-sm sm:p-6">
        <h2 id="invite-title" className="mb-4 text-xl font-bold text-navy">
          Invite someone
        </h2>
        <InviteStaffForm />
      </section>
    </div>
  );
}
