"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { FormBanner } from "~/components/account/form-banner";
import { serverFieldErrors, serverMessage } from "~/components/account/server-message";
import { useBanner } from "~/components/account/use-banner";
import { controlBorder, controlClasses, FieldError, FieldLabel } from "~/components/appointments/form-field";
import { ModalDialog } from "~/components/popup/modal-dialog";
import { buttonClasses } from "~/components/ui/button-classes";
import { toast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { isCalendarDate } from "~/lib/calendar-date";
import { useTRPC } from "~/trpc/react";
import { longDate } from "./agenda-dates";

/**
 * Move a booking: pick a date, then one of that day's free slots; the parent is e-mailed the new time.
 * From the agenda's visit panel (`follow`), the agenda then goes to the new date with the visit open.
 */
export function RescheduleAppointmentButton({
  appointmentId,
  summary,
  date,
  follow,
}: {
  appointmentId: string;
  summary: string;
  date: string;
  follow?: { view: "day" | "week" };
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState(date);
  const id = useId();
  const slots = useQuery({ ...trpc.appointments.timeSlots.queryOptions({ date: day }), enabled: open && isCalendarDate(day), retry: false });
  const free = slots.data?.slots.filter((s) => s.available) ?? [];
  const reschedule = useMutation(trpc.admin.agenda.reschedule.mutationOptions());
  const { banner, setBanner, bannerRef } = useBanner();
  const form = useFormAction({
    initial: { date, startTime: "" },
    read: (data) => ({ date: textOf(data, "date"), startTime: textOf(data, "startTime") }),
    submit: async (values) => {
      setBanner(null);
      if (!values.startTime) return { errors: { startTime: "Please choose a time." } };
      try {
        const result = await reschedule.mutateAsync({ appointmentId, date: values.date, startTime: values.startTime });
        toast.success(`Moved to ${longDate(values.date)} at ${values.startTime}.`);
        if (!result.emailed) toast.error("The parent could not be e-mailed: please call them.");
        setOpen(false);
        const followed = follow ? `/admin/agenda?date=${values.date}&view=${follow.view}&visit=${appointmentId}` : null;
        if (followed && followed !== `${window.location.pathname}${window.location.search}`) router.push(followed, { scroll: false });
        else router.refresh();
        return { done: true };
      } catch (error) {
        const text = serverMessage(error, "The appointment could not be moved. Please try again.");
        setBanner({ kind: "error", text });
        return { errors: serverFieldErrors(error, text) };
      }
    },
  });

  return (
    <>
      <button type="button" disabled={!hydrated} onClick={() => setOpen(true)} aria-haspopup="dialog" className={buttonClasses("secondary", "sm")}>
        Move<span className="sr-only"> {summary}</span>
      </button>
      <ModalDialog open={open} onClose={() => setOpen(false)} labelledBy={`${id}-title`} closeLabel="Close without moving">
        <h2 id={`${id}-title`} className="pr-10 text-xl font-bold text-navy">
          Move {summary}
        </h2>
        <form action={form.formAction} noValidate aria-label="Move the appointment" aria-busy={form.pending} className="mt-4 flex flex-col gap-4">
          <FormBanner banner={banner} ref={bannerRef} />
          <div>
            <FieldLabel htmlFor={`${id}-date`}>New date</FieldLabel>
            <input
              id={`${id}-date`}
              name="date"
              type="date"
              defaultValue={form.values.date}
              onChange={(event) => setDay(event.currentTarget.value)}
              className={`${controlClasses} ${controlBorder(Boolean(form.errors.date))}`}
            />
            <FieldError id={`${id}-date-error`} message={form.errors.date} />
          </div>
          <div>
            <FieldLabel htmlFor={`${id}-time`}>New time (Beirut)</FieldLabel>
            <select
              id={`${id}-time`}
              name="startTime"
              key={day}
              defaultValue=""
              aria-invalid={form.errors.startTime ? true : undefined}
              aria-describedby={form.errors.startTime ? `${id}-time-error` : undefined}
              className={`${controlClasses} ${controlBorder(Boolean(form.errors.startTime))}`}
            >
              <option value="" disabled>
                {slots.isFetching ? "Loading the free times..." : slots.isError ? serverMessage(slots.error, "The times could not be loaded.") : free.length ? "Choose a time" : "No free time this day"}
              </option>
              {free.map((slot) => (
                <option key={slot.startTime} value={slot.startTime}>
                  {slot.startTime}–{slot.endTime}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-time-error`} message={form.errors.startTime} />
          </div>
          <button type="submit" disabled={form.pending} className={buttonClasses("primary", "md")}>
            {form.pending ? "Moving..." : "Move the appointment"}
          </button>
        </form>
      </ModalDialog>
    </>
  );
}
