"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { safeNextPath } from "./safe-next-path";
import { buttonClasses } from "~/components/ui/button-classes";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
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
  const trpc = useTRPC();
  const queryClient = useQueryClient();
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
        router.replace(safeNextPath(new URLSearchParams(window.location.search).get("next")) ?? "/dashboard/browse");
        return { done: true };
      } catch (error) {
        const text = serverMessage(error, "Login failed");
        setBanner({ kind: "error", text });
        return { errors: serverFieldErrors(error, text) };
      }
    },
  });

  // Kept disabled after success too, while the dashboard loads.
  const busy = form.pending || form.done;

  return (
    <form action={form.formAction} noValidate aria-label="Log in" aria-busy={busy}>
      <FormBanner banner={banner} ref={bannerRef} />
      <div className="flex flex-col gap-5">
        <TextField
          id="login-email"
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          defaultValue={form.values.email}
          error={form.errors.email}
        />
        <div>
          <TextField
            id="login-password"
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            defaultValue={form.values.password}
            error={form.errors.password}
          />
          <p className="mt-2 text-right text-sm">
            <Link href="/forgot-password" className={accountLinkClasses}>
              Forgot password?
            </Link>
          </p>
        </div>
      </div>
      <button type="submit" disabled={busy} className={buttonClasses("primary", "lg", "mt-6 w-full")}>
        {busy ? "Logging in..." : "Log in"}
      </button>
    </form>
  );
}
