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
import { CLINIC_TIME_ZONE, isCalendarDate } from "~/lib/calendar-date";
import { useTRPC } from "~/trpc/react";
import { SaveResultText, useSaveFeedback } from "../save-feedback";

const clock = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: CLINIC_TIME_ZONE });
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
  // Staff see why an empty time cannot be chosen: a time kept for the waiting list says until when.
  const slots = useQuery({ ...trpc.admin.keptTimes.daySlots.queryOptions({ date: day }), enabled: open && isCalendarDate(day), retry: false });
  const free = slots.data?.slots.filter((s) => s.state === "free") ?? [];
  const kept = slots.data?.slots.filter((s) => s.state === "kept") ?? [];
  const [chosen, setChosen] = useState("");
  const reschedule = useMutation(trpc.admin.agenda.reschedule.mutationOptions());
  const release = useMutation(trpc.admin.keptTimes.release.mutationOptions());
  const released = useSaveFeedback();
  const releaseTime = async (startTime: string) => {
    released.clear();
    try {
      await release.mutateAsync({ date: day, startTime });
      await slots.refetch();
      setChosen(startTime);
      released.saved(`${startTime} is released to everyone, and chosen above.`);
    } catch (error) {
      await slots.refetch();
      released.failed(serverMessage(error, "The time could not be released. Please try again."));
    }
  };
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
              onChange={(event) => {
                setDay(event.currentTarget.value);
                setChosen("");
                released.clear();
              }}
              className={`${controlClasses} ${controlBorder(Boolean(form.errors.date))}`}
            />
            <FieldError id={`${id}-date-error`} message={form.errors.date} />
          </div>
          <div>
            <FieldLabel htmlFor={`${id}-time`}>New time (Beirut)</FieldLabel>
            <select
              id={`${id}-time`}
              name="startTime"
              key={`${day} ${free.map((slot) => slot.startTime).join()} ${chosen}`}
              defaultValue={free.some((slot) => slot.startTime === chosen) ? chosen : ""}
              aria-invalid={form.errors.startTime ? true : undefined}
              aria-describedby={form.errors.startTime ? `${id}-time-error` : undefined}
              className={`${controlClasses} ${controlBorder(Boolean(form.errors.startTime))}`}
            >
              <option value="" disabled>
                {slots.isFetching ? "Loading the free times..." : slots.isError ? serverMessage(slots.error, "The times could not be loaded.") : free.length ? "Choose a time" : kept.length ? "No free time: see the kept times below" : "No free time this day"}
              </option>
              {free.map((slot) => (
                <option key={slot.startTime} value={slot.startTime}>
                  {slot.startTime}–{slot.endTime}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-time-error`} message={form.errors.startTime} />
          </div>
          {kept.length > 0 ? (
            <section aria-labelledby={`${id}-kept`} className="rounded-xl bg-amber-50 p-3 text-sm text-navy ring-1 ring-amber-200">
              <h3 id={`${id}-kept`} className="font-semibold">
                {kept.length === 1 ? "A freed time is kept for the waiting list" : "Freed times are kept for the waiting list"}
              </h3>
              <p className="mt-1 text-muted">Families waiting for this day were e-mailed a link to book it. Released, it is open to everyone, and their links run out.</p>
              <ul className="mt-2 flex flex-col gap-2">
                {kept.map((slot) => (
                  <li key={slot.startTime} className="flex flex-wrap items-center justify-between gap-2">
                    <span>
                      <span className="font-semibold tabular-nums">
                        {slot.startTime}–{slot.endTime}
                      </span>{" "}
                      is kept until <span className="font-semibold tabular-nums">{slot.keptUntil ? clock.format(slot.keptUntil) : ""}</span>
                    </span>
                    <button type="button" disabled={release.isPending} onClick={() => releaseTime(slot.startTime)} className={buttonClasses("secondary", "sm")}>
                      Release {slot.startTime}
                      <span className="sr-only"> to everyone</span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <SaveResultText feedback={released} />
          <button type="submit" disabled={form.pending} className={buttonClasses("primary", "md")}>
            {form.pending ? "Moving..." : "Move the appointment"}
          </button>
        </form>
      </ModalDialog>
    </>
  );
}
