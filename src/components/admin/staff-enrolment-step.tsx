"use client";

import { startRegistration } from "@simplewebauthn/browser";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { fieldErrorsOf, focusFirstInvalid } from "~/components/account/field-errors";
import { FormBanner, type Banner } from "~/components/account/form-banner";
import { serverFieldErrors, serverMessage } from "~/components/account/server-message";
import { TextField } from "~/components/account/text-field";
import { buttonClasses } from "~/components/ui/button-classes";
import { keepDigits, textOf, useFormAction } from "~/components/ui/use-form-action";
import { ZStaffTotpEnrolment } from "~/schemas/admin/sign-in";
import { useTRPC } from "~/trpc/react";

type AppPicture = { manualKey: string; qrCodeDataUrl: string };

/**
 * First sign-in of an account without a second factor: after the right password, it sets up an
 * authenticator app (a QR code drawn by the server, and its key to type) or a passkey. The
 * session opens only then; `onEnrolled` receives the recovery codes to show once.
 */
export function StaffEnrolmentStep({
  token,
  banner,
  setBanner,
  bannerRef,
  onEnrolled,
}: {
  token: string;
  banner: Banner | null;
  setBanner: (banner: Banner | null) => void;
  bannerRef: React.Ref<HTMLDivElement>;
  onEnrolled: (recoveryCodes: string[]) => void;
}) {
  const trpc = useTRPC();
  const enrolTotp = useMutation(trpc.admin.signIn.enrolTotp.mutationOptions());
  const finishTotp = useMutation(trpc.admin.signIn.finishTotpEnrolment.mutationOptions());
  const enrolPasskey = useMutation(trpc.admin.signIn.enrolPasskey.mutationOptions());
  const finishPasskey = useMutation(trpc.admin.signIn.finishPasskeyEnrolment.mutationOptions());
  const [picture, setPicture] = useState<AppPicture | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  useEffect(() => {
    if (picture) document.getElementById("staff-app-code")?.focus();
  }, [picture]);

  async function setUpApp() {
    setBanner(null);
    try {
      setPicture(await enrolTotp.mutateAsync({ token }));
    } catch (error) {
      setBanner({ kind: "error", text: serverMessage(error, "The authenticator app could not be set up. Please try again.") });
    }
  }

  async function setUpPasskey() {
    setBanner(null);
    try {
      const optionsJSON = await enrolPasskey.mutateAsync({ token });
      const response = await startRegistration({ optionsJSON });
      onEnrolled((await finishPasskey.mutateAsync({ token, response })).recoveryCodes);
    } catch (error) {
      setBanner({ kind: "error", text: serverMessage(error, "The passkey was not created. Please try again, or use an authenticator app.") });
    }
  }

  const confirm = useFormAction({
    initial: { code: "" },
    read: (data) => ({ code: textOf(data, "code").replace(/\D/g, "").slice(0, 6) }),
    onErrors: (errors) => focusFirstInvalid([["code", "staff-app-code"]], errors),
    submit: async (values) => {
      setBanner(null);
      const parsed = ZStaffTotpEnrolment.safeParse({ token, code: values.code });
      if (!parsed.success) return { errors: fieldErrorsOf(parsed.error) };
      try {
        onEnrolled((await finishTotp.mutateAsync(parsed.data)).recoveryCodes);
        return { done: true };
      } catch (error) {
        const text = serverMessage(error, "The code was not accepted.");
        setBanner({ kind: "error", text });
        return { errors: serverFieldErrors(error, text) };
      }
    },
  });

  const busy = enrolTotp.isPending || enrolPasskey.isPending || finishPasskey.isPending || confirm.pending || confirm.done;
  return (
    <section aria-labelledby="enrol-heading">
      <FormBanner banner={banner} ref={bannerRef} />
      <h2 id="enrol-heading" ref={headingRef} tabIndex={-1} className="text-lg font-bold text-navy focus:outline-none">
        Set up your second step
      </h2>
      <p className="mt-2 text-sm text-muted">
        From now on the back-office asks, after your password, for a passkey or a code from an authenticator app on your phone. Your e-mail is not enough.
      </p>
      {picture === null ? (
        <div className="mt-6 flex flex-col gap-3">
          <button type="button" onClick={setUpApp} disabled={busy} className={buttonClasses("primary", "lg", "w-full")}>
            Use an authenticator app
          </button>
          <button type="button" onClick={setUpPasskey} disabled={busy} className={buttonClasses("secondary", "lg", "w-full")}>
            Use a passkey
          </button>
        </div>
      ) : (
        <div className="mt-6">
          <p className="text-sm text-navy">Scan this code with your authenticator app (Google Authenticator, Microsoft Authenticator, 2FAS …):</p>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn by the server, nothing to optimise */}
          <img src={picture.qrCodeDataUrl} alt="QR code to scan with your authenticator app" width={192} height={192} className="mx-auto mt-4 size-48" />
          <p className="mt-4 text-sm text-navy">
            Or type this key: <code aria-label="Key to type in the app" className="break-all font-mono font-semibold" dir="ltr">{picture.manualKey}</code>
          </p>
          <form action={confirm.formAction} noValidate aria-label="Confirm the authenticator app" aria-busy={busy} className="mt-6">
            <TextField
              id="staff-app-code"
              label="Code from the app"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              onInput={keepDigits}
              ltr
              required
              defaultValue={confirm.values.code}
              error={confirm.errors.code}
            />
            <button type="submit" disabled={busy} className={buttonClasses("primary", "lg", "mt-6 w-full")}>
              {confirm.pending || confirm.done ? "Checking..." : "Confirm and sign in"}
            </button>
          </form>
        </div>
      )}
    </section>
  );
}
