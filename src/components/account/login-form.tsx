"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { safeNextPath } from "./safe-next-path";
import { buttonClasses } from "~/components/ui/button-classes";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { localePath, type Locale } from "~/i18n/locales";
import { useMessageText } from "~/i18n/message-text";
import { Link } from "~/i18n/navigation";
import { ZLogin } from "~/schemas/users";
import { useTRPC } from "~/trpc/react";
import { accountLinkClasses } from "./account-card";
import { fieldErrorsOf, focusFirstInvalid } from "./field-errors";
import { FormBanner } from "./form-banner";
import { serverFieldErrors, serverMessage } from "./server-message";
import { setStoredUser } from "./session-store";
import { TextField } from "./text-field";
import { useBanner } from "./use-banner";

const FIELDS = [
  ["email", "login-email"],
  ["password", "login-password"],
] as const;

/** Spec §5 login: e-mail and password required; failure is an inline banner (§8). */
export function LoginForm() {
  const t = useTranslations("account.login");
  const text = useMessageText();
  const locale = useLocale() as Locale;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // next/navigation's router: ?next= is a whole address already, in its language.
  const router = useRouter();
  const login = useMutation(trpc.users.login.mutationOptions());
  const { banner, setBanner, bannerRef } = useBanner();
  const form = useFormAction({
    initial: { email: "", password: "" },
    read: (data) => ({ email: textOf(data, "email"), password: textOf(data, "password") }),
    onErrors: (errors) => focusFirstInvalid(FIELDS, errors),
    submit: async (values) => {
      setBanner(null);
      const parsed = ZLogin.safeParse(values);
      if (!parsed.success) return { errors: fieldErrorsOf(parsed.error) };
      try {
        const { user } = await login.mutateAsync(parsed.data);
        setStoredUser(user);
        queryClient.setQueryData(trpc.users.me.queryKey(), user);
        // Read at the moment of success, so the page itself stays the same for every ?next= (prerendered).
        const next = safeNextPath(new URLSearchParams(window.location.search).get("next"));
        router.replace(next ?? localePath(locale, "/dashboard/browse"));
        return { done: true };
      } catch (error) {
        const message = serverMessage(error, t("failed"));
        setBanner({ kind: "error", text: text(message) });
        return { errors: serverFieldErrors(error, message) };
      }
    },
  });

  // Kept disabled after success too, while the dashboard loads.
  const busy = form.pending || form.done;

  return (
    <form action={form.formAction} noValidate aria-label={t("form")} aria-busy={busy}>
      <FormBanner banner={banner} ref={bannerRef} />
      <div className="flex flex-col gap-5">
        <TextField
          id="login-email"
          label={t("email")}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          ltr
          required
          defaultValue={form.values.email}
          error={form.errors.email}
        />
        <div>
          <TextField
            id="login-password"
            label={t("password")}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            defaultValue={form.values.password}
            error={form.errors.password}
          />
          <p className="mt-2 text-end text-sm">
            <Link href="/forgot-password" className={accountLinkClasses}>
              {t("forgot")}
            </Link>
          </p>
        </div>
      </div>
      <button type="submit" disabled={busy} className={buttonClasses("primary", "lg", "mt-6 w-full")}>
        {busy ? t("submitting") : t("submit")}
      </button>
    </form>
  );
}
