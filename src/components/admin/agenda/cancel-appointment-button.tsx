"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { FormBanner } from "~/components/account/form-banner";
import { serverMessage } from "~/components/account/server-message";
import { useBanner } from "~/components/account/use-banner";
import { controlBorder, controlClasses, FieldLabel } from "~/components/appointments/form-field";
import { ModalDialog } from "~/components/popup/modal-dialog";
import { buttonClasses } from "~/components/ui/button-classes";
import { toast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { formatPrice } from "~/lib/money";
import { useTRPC } from "~/trpc/react";
import { Textarea } from "~/components/ui/textarea";

/**
 * Cancel, in a dialog that says what happens: the slot frees, the parent is e-mailed, and — when the
 * booking was paid — the money goes back unless staff untick the refund.
 */
export function CancelAppointmentButton({
  appointmentId,
  summary,
  paidCents,
}: {
  appointmentId: string;
  /** "Tuesday 15:30 · Rana Khoury": says which booking in the button's name and the dialog. */
  summary: string;
  paidCents: number | null;
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const cancel = useMutation(trpc.admin.agenda.cancel.mutationOptions());
  const { banner, setBanner, bannerRef } = useBanner();
  const form = useFormAction({
    initial: { refund: paidCents !== null ? "on" : "", reason: "" },
    read: (data) => ({ refund: textOf(data, "refund"), reason: textOf(data, "reason") }),
    submit: async (values) => {
      setBanner(null);
      try {
        const result = await cancel.mutateAsync({ appointmentId, refund: values.refund === "on", reason: values.reason });
        toast.success(result.refunded ? `Cancelled and ${formatPrice(result.refunded.amountCents)} refunded.` : "Cancelled.");
        if (!result.emailed) toast.error("The parent could not be e-mailed: please call them.");
        setOpen(false);
        router.refresh();
        return { done: true };
      } catch (error) {
        setBanner({ kind: "error", text: serverMessage(error, "The appointment could not be cancelled. Please try again.") });
      }
    },
  });

  return (
    <>
      <button type="button" disabled={!hydrated} onClick={() => setOpen(true)} aria-haspopup="dialog" className={buttonClasses("secondary", "sm")}>
        Cancel<span className="sr-only"> {summary}</span>
      </button>
      <ModalDialog open={open} onClose={() => setOpen(false)} labelledBy={titleId} closeLabel="Keep the appointment">
        <h2 id={titleId} className="pr-10 text-xl font-bold text-navy">
          Cancel {summary}?
        </h2>
        <form action={form.formAction} noValidate aria-label="Cancel the appointment" aria-busy={form.pending} className="mt-4 flex flex-col gap-4">
          <FormBanner banner={banner} ref={bannerRef} />
          <p className="text-sm text-muted">The slot is offered again at once, and the parent gets an e-mail that removes it from their calendar.</p>
          {paidCents !== null ? (
            <label className="flex items-start gap-3 font-medium text-navy">
              <input type="checkbox" name="refund" defaultChecked={form.values.refund === "on"} className="mt-1 size-5 accent-primary" />
              <span>Refund {formatPrice(paidCents)} to the parent&apos;s card</span>
            </label>
          ) : (
            <p className="text-sm text-navy">Nothing was paid for this booking.</p>
          )}
          <div>
            <FieldLabel htmlFor={`${titleId}-reason`} optional>
              Reason (for the audit log)
            </FieldLabel>
            <Textarea id={`${titleId}-reason`} name="reason" rows={2} maxLength={500} defaultValue={form.values.reason} className={`${controlClasses} ${controlBorder(false)}`} />
          </div>
          <button type="submit" disabled={form.pending} className={buttonClasses("primary", "md")}>
            {form.pending ? "Cancelling..." : "Cancel the appointment"}
          </button>
        </form>
      </ModalDialog>
    </>
  );
}
