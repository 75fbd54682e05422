"use client";

import { startAuthentication } from "@simplewebauthn/browser";
import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { fieldErrorsOf, focusFirstInvalid } from "~/components/account/field-errors";
import { FormBanner, type Banner } from "~/components/account/form-banner";
import { serverFieldErrors, serverMessage } from "~/components/account/server-message";
import { TextField } from "~/components/account/text-field";
import { buttonClasses } from "~/components/ui/button-classes";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { ZStaffCodeStep } from "~/schemas/admin/sign-in";
import { useTRPC } from "~/trpc/react";

/**
 * Step 2 for an account with a factor: a passkey, or a code of the authenticator app, or one of the
 * recovery codes (the one field takes both).
 */
export function StaffSecondFactorStep({
  token,
  passkey,
  banner,
  setBanner,
  bannerRef,
  onSignedIn,
}: {
  token: string;
  passkey: boolean;
  banner: Banner | null;
  setBanner: (banner: Banner | null) => void;
  bannerRef: React.Ref<HTMLDivElement>;
  onSignedIn: () => void;
}) {
  const trpc = useTRPC();
  const complete = useMutation(trpc.admin.signIn.complete.mutationOptions());
  const passkeyOptions = useMutation(trpc.admin.signIn.passkeyOptions.mutationOptions());
  const completeWithPasskey = useMutation(trpc.admin.signIn.completeWithPasskey.mutationOptions());

  useEffect(() => {
    document.getElementById("staff-code")?.focus();
  }, []);

  const codeStep = useFormAction({
    initial: { code: "" },
    read: (data) => ({ code: textOf(data, "code").trim() }),
    onErrors: (errors) => focusFirstInvalid([["code", "staff-code"]], errors),
    submit: async (values) => {
      setBanner(null);
      const parsed = ZStaffCodeStep.safeParse({ token, code: values.code });
      if (!parsed.success) return { errors: fieldErrorsOf(parsed.error) };
      try {
        await complete.mutateAsync(parsed.data);
        onSignedIn();
        return { done: true };
      } catch (error) {
        const text = serverMessage(error, "Sign-in failed");
        setBanner({ kind: "error", text });
        return { errors: serverFieldErrors(error, text) };
      }
    },
  });

  async function signInWithPasskey() {
    setBanner(null);
    try {
      const optionsJSON = await passkeyOptions.mutateAsync({ token });
      const response = await startAuthentication({ optionsJSON });
      await completeWithPasskey.mutateAsync({ token, response });
      onSignedIn();
    } catch (error) {
      setBanner({ kind: "error", text: serverMessage(error, "The passkey was not used. Please try again, or enter a code.") });
    }
  }

  const busy = codeStep.pending || codeStep.done || passkeyOptions.isPending || completeWithPasskey.isPending;
  return (
    <div>
      <FormBanner banner={banner} ref={bannerRef} />
      {passkey ? (
        <div className="mb-6">
          <button type="button" onClick={signInWithPasskey} disabled={busy} className={buttonClasses("primary", "lg", "w-full")}>
            Sign in with your passkey
          </button>
          <p className="mt-4 text-center text-sm text-muted">or enter a code</p>
        </div>
      ) : null}
      <form action={codeStep.formAction} noValidate aria-label="Enter your second factor" aria-busy={busy}>
        <TextField
          id="staff-code"
          label="Code"
          hint="The 6 digits your authenticator app shows, or one of your recovery codes."
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={11}
          ltr
          required
          defaultValue={codeStep.values.code}
          error={codeStep.errors.code}
        />
        <button type="submit" disabled={busy} className={buttonClasses(passkey ? "secondary" : "primary", "lg", "mt-6 w-full")}>
          {codeStep.pending || codeStep.done ? "Signing in..." : "Sign in"}
        </button>
      </form>
    </div>
  );
}
