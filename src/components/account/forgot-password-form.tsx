"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { buttonClasses } from "~/components/ui/button-classes";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { useMessageText } from "~/i18n/message-text";
import { useRouter } from "~/i18n/navigation";
import { PASSWORD_MIN_LENGTH, ZNewPasswordForm, ZOneTimeCodeRequest, ZOneTimeCodeVerify } from "~/schemas/users";
import { useTRPC } from "~/trpc/react";
import { fieldErrorsOf, focusFirstInvalid } from "./field-errors";
import { CodeField } from "./code-field";
import { FormBanner } from "./form-banner";
import { serverFieldErrors, serverMessage } from "./server-message";
import { TextField } from "./text-field";
import { useBanner } from "./use-banner";

type Step = 1 | 2 | 3;

/** The field that takes focus when a step opens. */
const FIRST_FIELD: Record<Step, string> = { 1: "reset-email", 2: "reset-code", 3: "reset-password" };
const REDIRECT_DELAY_MS = 2000;

/**
 * Spec §4 forgot password: e-mail → code → new password and confirmation, with Back buttons;
 * going back to step 1 also clears the messages. The reset token lives only in this component.
 */
export function ForgotPasswordForm() {
  const t = useTranslations("account.forgot");
  const text = useMessageText();
  const trpc = useTRPC();
  const router = useRouter();
  const requestReset = useMutation(trpc.users.requestPasswordReset.mutationOptions());
  const verifyReset = useMutation(trpc.users.verifyPasswordReset.mutationOptions());
  const changePassword = useMutation(trpc.users.changePassword.mutationOptions());

  const [step, setStep] = useState<Step>(1);
  const [email, setEmail] = useState("");
  const [resetToken, setResetToken] = useState<string | null>(null);
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

  function failWith(error: unknown, fallback: string) {
    const message = serverMessage(error, fallback);
    setBanner({ kind: "error", text: text(message) });
    return { errors: serverFieldErrors(error, message) };
  }

  const sendCode = useFormAction({
    initial: { email: "" },
    read: (data) => ({ email: textOf(data, "email") }),
    onErrors: (errors) => focusFirstInvalid([["email", "reset-email"]], errors),
    submit: async (values) => {
      setBanner(null);
      const parsed = ZOneTimeCodeRequest.safeParse(values);
      if (!parsed.success) return { errors: fieldErrorsOf(parsed.error) };
      try {
        await requestReset.mutateAsync(parsed.data);
        setEmail(parsed.data.email);
        // The answer only says the code went out: said in the page's own words.
        setBanner({ kind: "success", text: t("codeSent") });
        setStep(2);
      } catch (error) {
        return failWith(error, t("sendFailed"));
      }
    },
  });

  const verifyCode = useFormAction({
    initial: { otp: "" },
    read: (data) => ({ otp: textOf(data, "otp").replace(/\D/g, "").slice(0, 6) }),
    onErrors: (errors) => focusFirstInvalid([["otp", "reset-code"]], errors),
    submit: async (values) => {
      setBanner(null);
      const parsed = ZOneTimeCodeVerify.safeParse({ email, otp: values.otp });
      if (!parsed.success) return { errors: fieldErrorsOf(parsed.error) };
      try {
        const result = await verifyReset.mutateAsync(parsed.data);
        setResetToken(result.token);
        setBanner({ kind: "success", text: t("codeVerified") });
        setStep(3);
      } catch (error) {
        return failWith(error, t("verifyFailed"));
      }
    },
  });

  const savePassword = useFormAction({
    initial: { password: "", confirmPassword: "" },
    read: (data) => ({ password: textOf(data, "password"), confirmPassword: textOf(data, "confirmPassword") }),
    onErrors: (errors) =>
      focusFirstInvalid(
        [
          ["password", "reset-password"],
          ["confirmPassword", "reset-confirm-password"],
        ],
        errors,
      ),
    submit: async (values) => {
      setBanner(null);
      // 'Passwords do not match' is caught here, so nothing is sent.
      const parsed = ZNewPasswordForm.safeParse(values);
      if (!parsed.success) return { errors: fieldErrorsOf(parsed.error) };
      if (!resetToken) {
        setBanner({ kind: "error", text: t("changeFailed") });
        return;
      }
      try {
        await changePassword.mutateAsync({ password: parsed.data.password, resetToken });
        setResetToken(null);
        setBanner({ kind: "success", text: t("changed") });
        setDone(true);
        return { done: true };
      } catch (error) {
        return failWith(error, t("changeFailed"));
      }
    },
  });

  const backButton = (to: Step) => (
    <button
      type="button"
      disabled={done}
      onClick={() => {
        if (to === 1) {
          setBanner(null);
          setResetToken(null);
        }
        setStep(to);
      }}
      className={buttonClasses("secondary", "lg", "w-full sm:w-auto")}
    >
      {t("back")}
    </button>
  );

  return (
    <div>
      <p className="mb-4 text-sm font-semibold text-muted" aria-live="polite">
        {t("step", { step, label: t(`steps.${step}`) })}
      </p>
      <FormBanner banner={banner} ref={bannerRef} />

      {step === 1 ? (
        <form action={sendCode.formAction} noValidate aria-label={t("sendForm")} aria-busy={sendCode.pending}>
          <TextField
            id="reset-email"
            label={t("email")}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            ltr
            required
            hint={t("emailHint")}
            defaultValue={sendCode.values.email || email}
            error={sendCode.errors.email}
          />
          <button type="submit" disabled={sendCode.pending} className={buttonClasses("primary", "lg", "mt-6 w-full")}>
            {sendCode.pending ? t("sending") : t("send")}
          </button>
        </form>
      ) : null}

      {step === 2 ? (
        <form action={verifyCode.formAction} noValidate aria-label={t("codeForm")} aria-busy={verifyCode.pending}>
          <p className="mb-4 text-sm break-words text-muted">
            {t.rich("sentTo", {
              email,
              strong: (chunks) => (
                <strong className="font-semibold text-navy">
                  <bdi dir="ltr">{chunks}</bdi>
                </strong>
              ),
            })}
          </p>
          <CodeField id="reset-code" defaultValue={verifyCode.values.otp} error={verifyCode.errors.otp} />
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row">
            {backButton(1)}
            <button type="submit" disabled={verifyCode.pending} className={buttonClasses("primary", "lg", "w-full sm:flex-1")}>
              {verifyCode.pending ? t("verifying") : t("verify")}
            </button>
          </div>
        </form>
      ) : null}

      {step === 3 ? (
        <form action={savePassword.formAction} noValidate aria-label={t("passwordForm")} aria-busy={savePassword.pending || done}>
          <div className="flex flex-col gap-5">
            <TextField
              id="reset-password"
              label={t("newPassword")}
              type="password"
              name="password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN_LENGTH}
              hint={t("passwordHint", { min: PASSWORD_MIN_LENGTH })}
              defaultValue={savePassword.values.password}
              error={savePassword.errors.password}
              disabled={done}
            />
            <TextField
              id="reset-confirm-password"
              label={t("confirmPassword")}
              type="password"
              name="confirmPassword"
              autoComplete="new-password"
              required
              defaultValue={savePassword.values.confirmPassword}
              error={savePassword.errors.confirmPassword}
              disabled={done}
            />
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row">
            {backButton(2)}
            <button type="submit" disabled={savePassword.pending || done} className={buttonClasses("primary", "lg", "w-full sm:flex-1")}>
              {savePassword.pending ? t("saving") : t("change")}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
