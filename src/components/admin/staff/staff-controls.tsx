"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { serverFieldErrors, serverMessage } from "~/components/account/server-message";
import { controlBorder, controlClasses, FieldError, FieldLabel } from "~/components/appointments/form-field";
import { buttonClasses } from "~/components/ui/button-classes";
import { toast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { ZStaffInvite } from "~/schemas/admin/staff";
import { useTRPC } from "~/trpc/react";
import { fieldErrorsByPath, focusFirstError } from "../field-paths";
import { SaveBar, SaveResultText, useSaveFeedback } from "../save-feedback";

type Role = "staff" | "admin" | "parent";

/**
 * A member of staff's role (or no access), their account's Disable / Enable, and the reset of their
 * second factor (a lost phone or passkey: they set one up again at their next sign-in).
 */
export function StaffMemberControls({
  userId,
  name,
  role,
  disabled,
  self,
  hasSecondFactor,
}: {
  userId: string;
  name: string;
  role: "staff" | "admin";
  disabled: boolean;
  self: boolean;
  hasSecondFactor: boolean;
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<Role>(role);
  const setRole = useMutation(trpc.admin.staff.setRole.mutationOptions());
  const setDisabled = useMutation(trpc.admin.staff.setDisabled.mutationOptions());
  const resetFactors = useMutation(trpc.admin.staff.resetFactors.mutationOptions());
  const feedback = useSaveFeedback();
  const run = async (action: () => Promise<unknown>, done: string) => {
    feedback.clear();
    try {
      await action();
      feedback.saved(done);
      router.refresh();
    } catch (error) {
      feedback.failed(serverMessage(error, "The change could not be made. Please try again."));
    }
  };
  if (self) return <p className="text-sm text-muted">This is you.</p>;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor={`role-${userId}`} className="mb-1 block text-xs font-medium text-muted">
          Role of {name}
        </label>
        <select id={`role-${userId}`} value={chosen} onChange={(e) => setChosen(e.currentTarget.value as Role)} className={`${controlClasses} ${controlBorder(false)}`}>
          <option value="staff">Reception</option>
          <option value="admin">Administrator</option>
          <option value="parent">No back-office access</option>
        </select>
      </div>
      <button type="button" disabled={!hydrated || chosen === role || setRole.isPending} onClick={() => run(() => setRole.mutateAsync({ userId, role: chosen }), `${name}'s role changed.`)} className={buttonClasses("secondary", "sm")}>
        Save role<span className="sr-only"> of {name}</span>
      </button>
      <button
        type="button"
        disabled={!hydrated || setDisabled.isPending}
        onClick={() => run(() => setDisabled.mutateAsync({ userId, disabled: !disabled }), disabled ? `${name} can sign in again.` : `${name} is signed out and cannot sign in.`)}
        className={buttonClasses("secondary", "sm")}
      >
        {disabled ? "Enable" : "Disable"}
        <span className="sr-only"> {name}</span>
      </button>
      {hasSecondFactor ? (
        <button
          type="button"
          disabled={!hydrated || resetFactors.isPending}
          onClick={() =>
            run(async () => {
              const { emailed } = await resetFactors.mutateAsync({ userId });
              if (!emailed) toast.error(`The e-mail to ${name} could not be sent: tell them yourself.`);
            }, `${name}'s second factor is reset: they are signed out and set one up at their next sign-in.`)
          }
          className={buttonClasses("secondary", "sm")}
        >
          Reset second factor<span className="sr-only"> of {name}</span>
        </button>
      ) : null}
      <SaveResultText feedback={feedback} className="basis-full" />
    </div>
  );
}

const FIELDS = ["email", "firstName", "lastName", "role"] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** Invite someone: they get an e-mail saying how to set a password and sign in. */
export function InviteStaffForm() {
  const trpc = useTRPC();
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const invite = useMutation(trpc.admin.staff.invite.mutationOptions());
  const feedback = useSaveFeedback();
  const empty: Values = { email: "", firstName: "", lastName: "", role: "staff" };
  const form = useFormAction<Values>({
    initial: empty,
    read: (data) => Object.fromEntries(FIELDS.map((f) => [f, textOf(data, f)])) as Values,
    onErrors: (errors) => focusFirstError(formRef.current, errors),
    submit: async (values) => {
      feedback.clear();
      const parsed = ZStaffInvite.safeParse(values);
      if (!parsed.success) return { errors: fieldErrorsByPath(parsed.error) };
      try {
        const result = await invite.mutateAsync(parsed.data);
        if (result.emailed) feedback.saved(`Invitation sent to ${parsed.data.email}.`);
        else feedback.failed("Access given, but the e-mail could not be sent: tell them to use “Forgot password”.");
        router.refresh();
        return { done: true };
      } catch (error) {
        const text = serverMessage(error, "The invitation could not be sent. Please try again.");
        feedback.failed(text);
        return { errors: serverFieldErrors(error, text) };
      }
    },
  });
  const values = form.done ? empty : form.values;
  const field = (name: "email" | "firstName" | "lastName", label: string, type = "text") => (
    <div>
      <FieldLabel htmlFor={`invite-${name}`}>{label}</FieldLabel>
      <input
        id={`invite-${name}`}
        name={name}
        type={type}
        defaultValue={values[name]}
        aria-invalid={form.errors[name] ? true : undefined}
        aria-describedby={form.errors[name] ? `invite-${name}-error` : undefined}
        className={`${controlClasses} ${controlBorder(Boolean(form.errors[name]))}`}
      />
      <FieldError id={`invite-${name}-error`} message={form.errors[name]} />
    </div>
  );
  return (
    <form ref={formRef} action={form.formAction} noValidate aria-label="Invite someone" aria-busy={form.pending} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field("email", "Email", "email")}
        <div>
          <FieldLabel htmlFor="invite-role">Role</FieldLabel>
          <select id="invite-role" name="role" defaultValue={values.role} className={`${controlClasses} ${controlBorder(false)}`}>
            <option value="staff">Reception: agenda, orders, subscribers</option>
            <option value="admin">Administrator: everything</option>
          </select>
        </div>
        {field("firstName", "First name")}
        {field("lastName", "Last name")}
      </div>
      <SaveBar feedback={feedback} pending={form.pending} label="Send invitation" pendingLabel="Sending..." />
    </form>
  );
}
