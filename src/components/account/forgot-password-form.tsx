"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { buttonClasses } from "~/components/ui/button-classes";
import { PASSWORD_MIN_LENGTH, ZNewPasswordForm, ZOneTimeCodeRequest, ZOneTimeCodeVerify } from "~/schemas/users";
import { useTRPC } from "~/trpc/react";
import { fieldErrorsOf, focusFirstInvalid } from "./field-errors";
import { FormBanner } from "./form-banner";
import { serverFieldErrors, serverMessage } from "./server-message";
import { TextField } from "./text-field";
import { useBanner } from "./use-banner";

type Step = 1 | 2 | 3;

const STEP_LABELS: Record<Step, string> = { 1: "Your e-mail", 2: "The code", 3: "A new password" };
/** The field that takes focus when a step opens. */
const FIRST_FIELD: Record<Step, string> = { 1: "reset-email", 2: "reset-code", 3: "reset-password" };
const REDIRECT_DELAY_MS = 2000;

/**
 * Spec §4 forgot password: e-mail → code → new password and confirmation, with Back buttons;
 * going back to step 1 also clears the messages. The reset token lives only in this component.
 */
export function ForgotPasswordForm() {
  const trpc = useTRPC();
  const router = useRouter();
  const requestReset = useMutation(trpc.users.requestPasswordReset.mutationOptions());
  const verifyReset = useMutation(trpc.users.verifyPasswordReset.mutationOptions());
  const changePassword = useMutation(trpc.users.changePassword.mutationOptions());

  const [step, setStep] = useState<Step>(1);
  const [email, setEmail] = useState("");
  const [otp, setOtp] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [resetToken, setResetToken] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const { banner, setBanner, bannerRef } = useBanner();

  // A step change (never the first render) moves focus to that step's first field.
  const openedStep = useRef<Step>(1);
  useEffect(() => {
    if (openedStep.current === step) return;
    openedStep.current = step;
    document.getElementById(FIRST_FIELD[step])?.focus();
  }, [step]);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => router.push("/login"), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done, router]);

  function goTo(next: Step) {
    setErrors({});
    setStep(next);
  }

  function failWith(error: unknown, fallback: string) {
    const text = serverMessage(error, fallback);
    setErrors(serverFieldErrors(error, text));
    setBanner({ kind: "error", text });
  }

  function sendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBanner(null);
    const parsed = ZOneTimeCodeRequest.safeParse({ email });
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      setErrors(fieldErrors);
      focusFirstInvalid([["email", "reset-email"]], fieldErrors);
      return;
    }
    setErrors({});
    requestReset.mutate(parsed.data, {
      onSuccess: (result) => {
        setEmail(parsed.data.email);
        setOtp("");
        setBanner({ kind: "success", text: result.message || "OTP sent to your email!" });
        goTo(2);
      },
      onError: (error) => failWith(error, "Failed to send OTP"),
    });
  }

  function verifyCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBanner(null);
    const parsed = ZOneTimeCodeVerify.safeParse({ email, otp });
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      setErrors(fieldErrors);
      focusFirstInvalid([["otp", "reset-code"]], fieldErrors);
      return;
    }
    setErrors({});
    verifyReset.mutate(parsed.data, {
      onSuccess: (result) => {
        setResetToken(result.token);
        setBanner({ kind: "success", text: "OTP verified! Now set your new password" });
        goTo(3);
      },
      onError: (error) => failWith(error, "Failed to verify OTP"),
    });
  }

  function savePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBanner(null);
    // 'Passwords do not match' is caught here, so nothing is sent.
    const parsed = ZNewPasswordForm.safeParse({ password, confirmPassword });
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      setErrors(fieldErrors);
      focusFirstInvalid(
        [
          ["password", "reset-password"],
          ["confirmPassword", "reset-confirm-password"],
        ],
        fieldErrors,
      );
      return;
    }
    if (!resetToken) {
      setBanner({ kind: "error", text: "Failed to change password" });
      return;
    }
    setErrors({});
    changePassword.mutate(
      { password: parsed.data.password, resetToken },
      {
        onSuccess: () => {
          setResetToken(null);
          setBanner({ kind: "success", text: "Password changed successfully! Redirecting to login..." });
          setDone(true);
        },
        onError: (error) => failWith(error, "Failed to change password"),
      },
    );
  }

  const backButton = (to: Step) => (
    <button
      type="button"
      disabled={done}
      onClick={() => {
        if (to === 1) {
          setBanner(null);
          setOtp("");
          setResetToken(null);
        }
        goTo(to);
      }}
      className={buttonClasses("secondary", "lg", "w-full sm:w-auto")}
    >
      Back
    </button>
  );

  return (
    <div>
      <p className="mb-4 text-sm font-semibold text-muted" aria-live="polite">
        Step {step} of 3: {STEP_LABELS[step]}
      </p>
      <FormBanner banner={banner} ref={bannerRef} />

      {step === 1 ? (
        <form method="post" noValidate onSubmit={sendCode} aria-label="Send a reset code" aria-busy={requestReset.isPending}>
          <TextField
            id="reset-email"
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            hint="We e-mail you a 6-digit code."
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
          />
          <button
            type="submit"
            disabled={requestReset.isPending}
            className={buttonClasses("primary", "lg", "mt-6 w-full")}
          >
            {requestReset.isPending ? "Sending..." : "Send code"}
          </button>
        </form>
      ) : null}

      {step === 2 ? (
        <form method="post" noValidate onSubmit={verifyCode} aria-label="Enter the code" aria-busy={verifyReset.isPending}>
          <p className="mb-4 text-sm break-words text-muted">
            Enter the code we sent to <strong className="font-semibold text-navy">{email}</strong>.
          </p>
          <TextField
            id="reset-code"
            label="Code"
            name="otp"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            autoComplete="one-time-code"
            required
            hint="6 digits"
            value={otp}
            onChange={(event) => setOtp(event.target.value.replace(/\D/g, "").slice(0, 6))}
            error={errors.otp}
          />
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row">
            {backButton(1)}
            <button
              type="submit"
              disabled={verifyReset.isPending}
              className={buttonClasses("primary", "lg", "w-full sm:flex-1")}
            >
              {verifyReset.isPending ? "Verifying..." : "Verify code"}
            </button>
          </div>
        </form>
      ) : null}

      {step === 3 ? (
        <form method="post" noValidate onSubmit={savePassword} aria-label="Set a new password" aria-busy={changePassword.isPending || done}>
          <div className="flex flex-col gap-5">
            <TextField
              id="reset-password"
              label="New password"
              type="password"
              name="password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN_LENGTH}
              hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={errors.password}
              disabled={done}
            />
            <TextField
              id="reset-confirm-password"
              label="Confirm new password"
              type="password"
              name="confirmPassword"
              autoComplete="new-password"
              required
              value={confirmPassword}
              onChange={(event) => setConfirmPassword(event.target.value)}
              error={errors.confirmPassword}
              disabled={done}
            />
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row">
            {backButton(2)}
            <button
              type="submit"
              disabled={changePassword.isPending || done}
              className={buttonClasses("primary", "lg", "w-full sm:flex-1")}
            >
              {changePassword.isPending ? "Saving..." : "Change password"}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
