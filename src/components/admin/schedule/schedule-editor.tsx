"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC, type RouterOutputs } from "~/trpc/react";
import { ClosuresPanel } from "./closures-panel";
import { StrandedBookings } from "./stranded-bookings";
import { WeeklyHoursForm } from "./weekly-hours-form";

export type Schedule = RouterOutputs["admin"]["schedule"]["get"];

function Panel({ id, title, intro, children }: { id: string; title: string; intro: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-xl font-bold text-navy">
        {title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">{intro}</p>
      {children}
    </section>
  );
}

/** The hours and closures page: each save refreshes the page's data (and its list of bookings to move). */
export function ScheduleEditor({ initial }: { initial: Schedule }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const schedule = useQuery(trpc.admin.schedule.get.queryOptions(undefined, { initialData: initial, staleTime: 10_000 }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.schedule.get.queryKey() });
  const setWeeklyHours = useMutation(trpc.admin.schedule.setWeeklyHours.mutationOptions({ onSuccess: refresh }));
  const addClosure = useMutation(trpc.admin.schedule.addClosure.mutationOptions({ onSuccess: refresh }));
  const removeClosure = useMutation(trpc.admin.schedule.removeClosure.mutationOptions({ onSuccess: refresh }));
  const data = schedule.data;

  return (
    <div className="flex flex-col gap-6">
      <StrandedBookings bookings={data.stranded} />
      <Panel id="hours-title" title="Opening hours" intro="Beirut time. Parents can book the slots these hours make, except during closures.">
        <WeeklyHoursForm
          week={data.week}
          save={async (week) => {
            await setWeeklyHours.mutateAsync(week);
          }}
        />
      </Panel>
      <Panel id="closures-title" title="Closures" intro="Holidays, the doctor away, an afternoon off. Bookings already made are listed above, never cancelled by themselves.">
        <ClosuresPanel
          closures={data.closures}
          add={async (closure) => {
            await addClosure.mutateAsync(closure);
          }}
          remove={async (id) => {
            await removeClosure.mutateAsync({ id });
          }}
        />
      </Panel>
    </div>
  );
}
