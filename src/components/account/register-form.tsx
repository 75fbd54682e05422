"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { toast } from "~/components/ui/toast";
import { PhoneField, usePhoneFieldTexts } from "~/components/appointments/phone-field";
import { buttonClasses } from "~/components/ui/button-classes";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { useMessageText } from "~/i18n/message-text";
import { useRouter } from "~/i18n/navigation";
import { phoneNumberAsTyped } from "~/lib/phone";
import { PASSWORD_MIN_LENGTH, ZRegister } from "~/schemas/users";
import { useTRPC } from "~/trpc/react";
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

/** Spec §5 register: every field required, password at least 6; failure is a banner and a toast (§8). */
export function RegisterForm() {
  const t = useTranslations("account.register");
  const text = useMessageText();
  const fieldMessage = useFieldMessage();
  const phoneTexts = usePhoneFieldTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const register = useMutation(trpc.users.register.mutationOptions());
  const { banner, setBanner, bannerRef } = useBanner();
  const form = useFormAction({
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
        const { user } = await register.mutateAsync(parsed.data);
        setStoredUser(user);
        queryClient.setQueryData(trpc.users.me.queryKey(), user);
        // The home page, in the page's language.
        router.replace("/");
        return { done: true };
      } catch (error) {
        const message = serverMessage(error, t("failed"));
        setBanner({ kind: "error", text: text(message) });
        toast.error(text(message));
        return { errors: serverFieldErrors(error, message) };
      }
    },
  });
  const { errors, values } = form;
  const busy = form.pending || form.done;

  return (
    <form action={form.formAction} noValidate aria-label={t("form")} aria-busy={busy}>
      <FormBanner banner={banner} ref={bannerRef} />
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
      <button type="submit" disabled={busy} className={buttonClasses("primary", "lg", "mt-6 w-full")}>
        {busy ? t("submitting") : t("submit")}
      </button>
    </form>
  );
}
