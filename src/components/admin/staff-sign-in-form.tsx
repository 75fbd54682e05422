"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { fieldErrorsOf, focusFirstInvalid } from "~/components/account/field-errors";
import { FormBanner } from "~/components/account/form-banner";
import { safeNextPath } from "~/components/account/safe-next-path";
import { serverFieldErrors, serverMessage } from "~/components/account/server-message";
import { TextField } from "~/components/account/text-field";
import { useBanner } from "~/components/account/use-banner";
import { buttonClasses } from "~/components/ui/button-classes";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { ZStaffPasswordStep } from "~/schemas/admin/sign-in";
import { useTRPC } from "~/trpc/react";
import { RecoveryCodesList } from "./recovery-codes-list";
import { StaffEnrolmentStep } from "./staff-enrolment-step";
import { StaffSecondFactorStep } from "./staff-second-factor-step";

/** Where a signed-in staff member lands: the page they asked for, if it is in the back-office. */
function backOfficeDestination(): string {
  const next = safeNextPath(new URLSearchParams(window.location.search).get("next"));
  return next && (next === "/admin" || next.startsWith("/admin/")) ? next : "/admin";
}

type Step = { kind: "password" } | { kind: "verify"; token: string; passkey: boolean } | { kind: "enrol"; token: string } | { kind: "recovery"; codes: string[] };

/**
 * The back-office sign-in (decision 038): e-mail and password, then a second factor — or, the
 * first time, setting one up and writing down the recovery codes. The password step is a plain
 * form read on submit, so autofilled or fast-typed values are kept.
 */
export function StaffSignInForm() {
  const trpc = useTRPC();
  const router = useRouter();
  const start = useMutation(trpc.admin.signIn.start.mutationOptions());
  const [step, setStep] = useState<Step>({ kind: "password" });
  const { banner, setBanner, bannerRef } = useBanner();
  const enter = () => router.replace(backOfficeDestination());

  const passwordStep = useFormAction({
    initial: { email: "", password: "" },
    read: (data) => ({ email: textOf(data, "email"), password: textOf(data, "password") }),
    onErrors: (errors) =>
      focusFirstInvalid(
        [
          ["email", "staff-email"],
          ["password", "staff-password"],
        ],
        errors,
      ),
    submit: async (values) => {
      setBanner(null);
      const parsed = ZStaffPasswordStep.safeParse(values);
      if (!parsed.success) return { errors: fieldErrorsOf(parsed.error) };
      try {
        const result = await start.mutateAsync(parsed.data);
        setStep(result.next === "enrol" ? { kind: "enrol", token: result.token } : { kind: "verify", token: result.token, passkey: result.passkey });
      } catch (error) {
        const text = serverMessage(error, "Sign-in failed");
        setBanner({ kind: "error", text });
        return { errors: serverFieldErrors(error, text) };
      }
    },
  });

  if (step.kind === "verify") {
    return <StaffSecondFactorStep token={step.token} passkey={step.passkey} banner={banner} setBanner={setBanner} bannerRef={bannerRef} onSignedIn={enter} />;
  }
  if (step.kind === "enrol") {
    return (
      <StaffEnrolmentStep
        token={step.token}
        banner={banner}
        setBanner={setBanner}
        bannerRef={bannerRef}
        onEnrolled={(codes) => {
          setBanner(null);
          setStep({ kind: "recovery", codes });
        }}
      />
    );
  }
  if (step.kind === "recovery") {
    return (
      <section aria-labelledby="recovery-heading">
        <h2 id="recovery-heading" className="text-lg font-bold text-navy">
          Your recovery codes
        </h2>
        <p className="mt-2 mb-4 text-sm text-muted">
          Write these down and keep them somewhere safe, away from your phone. Each one signs you in once if you lose your phone or passkey. They are shown only
          now.
        </p>
        <RecoveryCodesList codes={step.codes} />
        <button type="button" onClick={enter} className={buttonClasses("primary", "lg", "mt-6 w-full")}>
          I have saved them — continue
        </button>
      </section>
    );
  }

  const busy = passwordStep.pending;
  return (
    <form action={passwordStep.formAction} noValidate aria-label="Staff sign-in" aria-busy={busy}>
      <FormBanner banner={banner} ref={bannerRef} />
      <div className="flex flex-col gap-5">
        <TextField
          id="staff-email"
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          required
          defaultValue={passwordStep.values.email}
          error={passwordStep.errors.email}
        />
        <TextField
          id="staff-password"
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          defaultValue={passwordStep.values.password}
          error={passwordStep.errors.password}
        />
      </div>
      <button type="submit" disabled={busy} className={buttonClasses("primary", "lg", "mt-6 w-full")}>
        {busy ? "Checking..." : "Continue"}
      </button>
    </form>
  );
}
