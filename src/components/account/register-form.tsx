"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { toast } from "~/components/ui/toast";
import { PhoneField, usePhoneFieldTexts } from "~/components/appointments/phone-field";
import { buttonClasses } from "~/components/ui/button-classes";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { useMessageText } from "~/i18n/message-text";
import { useRouter } from "~/i18n/navigation";
import { phoneNumberAsTyped } from "~/lib/phone";
import { PASSWORD_MIN_LENGTH, ZRegister, ZRegisterConfirm, type TRegister } from "~/schemas/users";
import { useTRPC } from "~/trpc/react";
import { CodeField } from "./code-field";
import { fieldErrorsOf, focusFirstInvalid } from "./field-errors";
import { useFieldMessage } from "./field-message";
import { FormBanner } from "./form-banner";
import { serverFieldErrors, serverMessage } from "./server-message";
import { setStoredUser } from "./session-store";
import { TextField } from "./text-field";
import { useBanner } from "./use-banner";

const FIELDS = [
  ["firstName", "register-first-name"],
  ["lastName", "register-last-name"],
  ["email", "register-email"],
  ["phoneNumber", "register-phone"],
  ["password", "register-password"],
] as const;

/** What the first step gave: the address the code went to, and this browser's token for it. */
type Pending = { email: string; confirmationToken: string; details: TRegister };

/**
 * Spec §5 register, in two steps (issue 25): the details (every field required, password at least
 * 6), then the code e-mailed to the address; the account exists once the code is entered. Failure
 * is a banner and a toast (§8). The details stay in the form when the parent goes back to them.
 */
export function RegisterForm() {
  const t = useTranslations("account.register");
  const text = useMessageText();
  const fieldMessage = useFieldMessage();
  const phoneTexts = usePhoneFieldTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const register = useMutation(trpc.users.register.mutationOptions());
  const confirm = useMutation(trpc.users.confirmRegistration.mutationOptions());
  const { banner, setBanner, bannerRef } = useBanner();
  const [pending, setPending] = useState<Pending | null>(null);
  // The registration this browser started last: correcting a detail for the same address keeps its code.
  const started = useRef<Pending | null>(null);

  // Opening the code step (never the first render) moves focus to the code.
  const codeStepOpen = useRef(false);
  useEffect(() => {
    if (Boolean(pending) === codeStepOpen.current) return;
    codeStepOpen.current = Boolean(pending);
    if (pending) document.getElementById("register-code")?.focus();
  }, [pending]);

  function failWith(error: unknown, fallback: string) {
    const message = serverMessage(error, fallback);
    setBanner({ kind: "error", text: text(message) });
    toast.error(text(message));
    return { errors: serverFieldErrors(error, message) };
  }

  const details = useFormAction({
    initial: { firstName: "", lastName: "", email: "", phoneNumber: "", password: "" },
    read: (data) => ({
      firstName: textOf(data, "firstName"),
      lastName: textOf(data, "lastName"),
      email: textOf(data, "email"),
      phoneNumber: phoneNumberAsTyped(textOf(data, "phone")),
      password: textOf(data, "password"),
    }),
    onErrors: (errors) => focusFirstInvalid(FIELDS, errors),
    submit: async (values) => {
      setBanner(null);
      const parsed = ZRegister.safeParse(values);
      if (!parsed.success) return { errors: fieldErrorsOf(parsed.error) };
      try {
        const previous = started.current?.email === parsed.data.email.trim().toLowerCase() ? started.current.confirmationToken : undefined;
        const { email, confirmationToken, message } = await register.mutateAsync({ ...parsed.data, confirmationToken: previous });
        started.current = { email, confirmationToken, details: parsed.data };
        setPending(started.current);
        // The server's words, in the page's language: a code went out, or the details of the registration were corrected.
        setBanner({ kind: "success", text: message });
      } catch (error) {
        return failWith(error, t("failed"));
      }
    },
  });

  const code = useFormAction({
    initial: { otp: "" },
    read: (data) => ({ otp: textOf(data, "otp").replace(/\D/g, "").slice(0, 6) }),
    onErrors: (errors) => focusFirstInvalid([["otp", "register-code"]], errors),
    submit: async (values) => {
      setBanner(null);
      if (!pending) return;
      const parsed = ZRegisterConfirm.safeParse({ email: pending.email, otp: values.otp, confirmationToken: pending.confirmationToken });
      if (!parsed.success) return { errors: fieldErrorsOf(parsed.error) };
      try {
        const { user } = await confirm.mutateAsync(parsed.data);
        setStoredUser(user);
        queryClient.setQueryData(trpc.users.me.queryKey(), user);
        setBanner({ kind: "success", text: t("created") });
        // The new account's dashboard, in the page's language, where a welcome says what it offers.
        router.replace("/dashboard/browse?welcome=1");
        return { done: true };
      } catch (error) {
        return failWith(error, t("confirmFailed"));
      }
    },
  });

  async function sendNewCode() {
    if (!pending) return;
    setBanner(null);
    try {
      const { email, confirmationToken } = await register.mutateAsync(pending.details);
      started.current = { ...pending, email, confirmationToken };
      setPending(started.current);
      setBanner({ kind: "success", text: t("resent") });
    } catch (error) {
      failWith(error, t("failed"));
    }
  }

  const { errors, values } = details;
  const confirming = code.pending || code.done;

  // The details form stays in the page (hidden) during the code step, so that going back finds
  // everything as it was typed, the phone number too.
  return (
    <div>
      {pending ? (
        <form action={code.formAction} noValidate aria-label={t("codeForm")} aria-busy={confirming}>
          <FormBanner banner={banner} ref={bannerRef} />
          <p className="mb-4 text-sm font-semibold text-muted">{t("codeStep")}</p>
          <p className="mb-4 text-sm break-words text-muted">
            {t.rich("sentTo", {
              email: pending.email,
              strong: (chunks) => (
                <strong className="font-semibold text-navy">
                  <bdi dir="ltr">{chunks}</bdi>
                </strong>
              ),
            })}
          </p>
          <CodeField id="register-code" defaultValue={code.values.otp} error={code.errors.otp} />
          <button type="submit" disabled={confirming} className={buttonClasses("primary", "lg", "mt-6 w-full")}>
            {confirming ? t("confirming") : t("confirm")}
          </button>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              disabled={confirming || register.isPending}
              onClick={sendNewCode}
              className={buttonClasses("secondary", "lg", "w-full sm:flex-1")}
            >
              {t("resend")}
            </button>
            <button
              type="button"
              disabled={confirming}
              onClick={() => {
                setBanner(null);
                setPending(null);
              }}
              className={buttonClasses("secondary", "lg", "w-full sm:flex-1")}
            >
              {t("back")}
            </button>
          </div>
        </form>
      ) : null}
      <form action={details.formAction} noValidate aria-label={t("form")} aria-busy={details.pending} hidden={Boolean(pending)}>
        {pending ? null : <FormBanner banner={banner} ref={bannerRef} />}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="register-first-name"
          label={t("firstName")}
          name="firstName"
          autoComplete="given-name"
          required
          defaultValue={values.firstName}
          error={errors.firstName}
        />
        <TextField
          id="register-last-name"
          label={t("lastName")}
          name="lastName"
          autoComplete="family-name"
          required
          defaultValue={values.lastName}
          error={errors.lastName}
        />
        <TextField
          id="register-email"
          label={t("email")}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          ltr
          required
          defaultValue={values.email}
          error={errors.email}
          className="sm:col-span-2"
        />
        {/* min-w-0: the phone input's own width (wider in the Arabic font) must not widen the form. */}
        <div className="min-w-0 sm:col-span-2">
          <PhoneField id="register-phone" error={fieldMessage(errors.phoneNumber)} {...phoneTexts} />
        </div>
        <TextField
          id="register-password"
          label={t("password")}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={t("passwordHint", { min: PASSWORD_MIN_LENGTH })}
          defaultValue={values.password}
          error={errors.password}
          className="sm:col-span-2"
        />
      </div>
        <button type="submit" disabled={details.pending} className={buttonClasses("primary", "lg", "mt-6 w-full")}>
          {details.pending ? t("submitting") : t("submit")}
        </button>
      </form>
    </div>
  );
}
