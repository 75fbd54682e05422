"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { serverMessage } from "~/components/account/server-message";
import { controlBorder, controlClasses } from "~/components/appointments/form-field";
import { buttonClasses } from "~/components/ui/button-classes";
import { toast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { useTRPC } from "~/trpc/react";
import { SaveBar, useSaveFeedback } from "../save-feedback";
import { Textarea } from "~/components/ui/textarea";

/** After a confirmed visit has started: it happened, or the parent did not come. */
export function VisitOutcomeButtons({ appointmentId, summary }: { appointmentId: string; summary: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const hydrated = useHydrated();
  const record = useMutation(trpc.admin.agenda.recordOutcome.mutationOptions());
  const mark = async (outcome: "completed" | "no_show") => {
    try {
      await record.mutateAsync({ appointmentId, outcome });
      toast.success(outcome === "completed" ? "Marked completed." : "Marked as a no-show.");
      router.refresh();
    } catch (error) {
      toast.error(serverMessage(error, "The visit could not be marked. Please try again."));
    }
  };
  return (
    <>
      <button type="button" disabled={!hydrated || record.isPending} onClick={() => mark("completed")} className={buttonClasses("secondary", "sm")}>
        Completed<span className="sr-only"> {summary}</span>
      </button>
      <button type="button" disabled={!hydrated || record.isPending} onClick={() => mark("no_show")} className={buttonClasses("secondary", "sm")}>
        No-show<span className="sr-only"> {summary}</span>
      </button>
    </>
  );
}

/** The staff's internal note on the appointment, in a disclosure under the row. */
export function StaffNoteForm({ appointmentId, note }: { appointmentId: string; note: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const id = useId();
  const save = useMutation(trpc.admin.agenda.setNote.mutationOptions());
  const feedback = useSaveFeedback();
  const form = useFormAction({
    initial: { note },
    read: (data) => ({ note: textOf(data, "note") }),
    submit: async (values) => {
      try {
        await save.mutateAsync({ appointmentId, note: values.note });
        feedback.saved("Note saved.");
        router.refresh();
      } catch (error) {
        feedback.failed(serverMessage(error, "The note could not be saved. Please try again."));
      }
    },
  });
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-semibold text-navy">Internal note{note ? ": " + (note.length > 40 ? `${note.slice(0, 40)}…` : note) : ""}</summary>
      <form action={form.formAction} aria-label="Internal note" className="mt-2 flex flex-col gap-2">
        <label htmlFor={`${id}-note`} className="text-muted">
          Only staff see it.
        </label>
        <Textarea id={`${id}-note`} name="note" rows={3} maxLength={2000} defaultValue={form.values.note} className={`${controlClasses} ${controlBorder(false)}`} />
        <SaveBar feedback={feedback} pending={form.pending} label="Save note" variant="secondary" size="sm" />
      </form>
    </details>
  );
}
