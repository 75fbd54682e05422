import type { Metadata } from "next";
import { requireStaff } from "~/components/admin/require-staff";
import { ScheduleEditor } from "~/components/admin/schedule/schedule-editor";
import { BackOfficeRefusal } from "~/components/admin/back-office-refusal";
import { api } from "~/trpc/server";
import { callErrorOfServer } from "~/components/admin/server-call-error";

export const metadata: Metadata = { title: "Hours & closures" };

export default async function SchedulePage() {
  await requireStaff();
  const schedule = await api.admin.schedule.get().catch(callErrorOfServer);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-navy">Hours &amp; closures</h1>
      {"refused" in schedule ? <BackOfficeRefusal message={schedule.refused} /> : <ScheduleEditor initial={schedule} />}
    </div>
  );
}
