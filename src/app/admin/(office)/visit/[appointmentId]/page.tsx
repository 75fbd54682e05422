import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { DoctorVideoRoom } from "~/components/admin/agenda/doctor-video-room";
import { requireStaff } from "~/components/admin/require-staff";

export const metadata: Metadata = { title: "Video visit" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The doctor's video visit, opened from "Start video visit" on Today and the agenda. */
export default async function DoctorVideoVisitPage({ params }: { params: Promise<{ appointmentId: string }> }) {
  const { appointmentId } = await params;
  if (!UUID.test(appointmentId)) notFound();
  const staff = await requireStaff();
  return (
    <section aria-labelledby="video-visit-title" className="flex flex-col gap-4">
      <h1 id="video-visit-title" className="text-2xl font-bold text-navy">
        Video visit
      </h1>
      <DoctorVideoRoom appointmentId={appointmentId} displayName={[staff.firstName, staff.lastName].filter(Boolean).join(" ")} />
    </section>
  );
}
