"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { fieldErrorsOf, focusFirstInvalid } from "~/components/account/field-errors";
import { FormBanner } from "~/components/account/form-banner";
import { safeNextPath } from "~/components/account/safe-next-path";
import { serverFieldErrors, serverMessage } from "~/components/account/server-message";
import { TextField } from "~/components/account/text-field";
import { useBanner } from "~/components/account/use-banner";
import { buttonClasses } from "~/components/ui/button-classes";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { ZStaffCodeStep, ZStaffPasswordStep } from "~/schemas/admin/sign-in";
import { useTRPC } from "~/trpc/react";

/** Where a signed-in staff member lands: the page they asked for, if it is in the back-office. */
function backOfficeDestination(): string {
  const next = safeNextPath(new URLSearchParams(window.location.search).get("next"));
  return next && (next === "/admin" || next.startsWith("/admin/")) ? next : "/admin";
}

/**
 * The back-office sign-in: e-mail and password, then the 6-digit code e-mailed to the account.
 * Both steps are plain forms read on submit, so autofilled or fast-typed values are kept.
 */
export function StaffSignInForm() {
  const trpc = useTRPC();
  const router = useRouter();
  const start = useMutation(trpc.admin.signIn.start.mutationOptions());
  const complete = useMutation(trpc.admin.signIn.complete.mutationOptions());
  const [email, setEmail] = useState<string | null>(null);
  const { banner, setBanner, bannerRef } = useBanner();

  // The code step takes focus when it opens.
  const codeOpened = useRef(false);
  useEffect(() => {
    if (email === null || codeOpened.current) return;
    codeOpened.current = true;
    document.getElementById("staff-code")?.focus();
  }, [email]);

  function failWith(error: unknown, fallback: string) {
    const text = serverMessage(error, fallback);
    setBanner({ kind: "error", text });
    return { errors: serverFieldErrors(error, text) };
  }

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
        setEmail(parsed.data.email);
        setBanner({ kind: "success", text: result.message });
      } catch (error) {
        return failWith(error, "Sign-in failed");
      }
    },
  });

  const codeStep = useFormAction({
    initial: { otp: "" },
    read: (data) => ({ otp: textOf(data, "otp").replace(/\D/g, "").slice(0, 6) }),
    onErrors: (errors) => focusFirstInvalid([["otp", "staff-code"]], errors),
    submit: async (values) => {
      setBanner(null);
      const parsed = ZStaffCodeStep.safeParse({ email, otp: values.otp });
      if (!parsed.success) return { errors: fieldErrorsOf(parsed.error) };
      try {
        await complete.mutateAsync(parsed.data);
        router.replace(backOfficeDestination());
        return { done: true };
      } catch (error) {
        return failWith(error, "Sign-in failed");
      }
    },
  });

  if (email === null) {
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

  const busy = codeStep.pending || codeStep.done;
  return (
    <form action={codeStep.formAction} noValidate aria-label="Enter the e-mailed code" aria-busy={busy}>
      <FormBanner banner={banner} ref={bannerRef} />
      <p className="mb-4 text-sm text-muted">
        We sent a 6-digit code to <span className="font-semibold text-navy">{email}</span>. It works once, within 10 minutes.
      </p>
      <TextField
        id="staff-code"
        label="Code"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        defaultValue={codeStep.values.otp}
        error={codeStep.errors.otp}
      />
      <button type="submit" disabled={busy} className={buttonClasses("primary", "lg", "mt-6 w-full")}>
        {busy ? "Signing in..." : "Sign in"}
      </button>
    </form>
  );
}
