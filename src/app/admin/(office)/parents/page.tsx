import type { Metadata } from "next";

import { BackOfficeRefusal } from "~/components/admin/back-office-refusal";
import { EraseParent } from "~/components/admin/parents/erase-parent";
import { requireStaff } from "~/components/admin/require-staff";
import { callErrorOfServer } from "~/components/admin/server-call-error";
import { controlBorder, controlClasses } from "~/components/appointments/form-field";
import { buttonClasses } from "~/components/ui/button-classes";
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
            {found.phoneNumber ? ` · ${found.phoneNumber}` : ""} · account since {found.createdAt.toISOString().slice(0, 10)} · {found.children} child(ren) · {found.visits} visit(s) booked with this address
          </p>
          <EraseParent userId={found.id} email={found.email} name={`${found.firstName} ${found.lastName}`.trim() || found.email} />
        </section>
      ) : null}
    </div>
  );
}
