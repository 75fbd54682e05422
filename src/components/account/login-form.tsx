"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { buttonClasses } from "~/components/ui/button-classes";
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
export function LoginForm({ next }: { next: string | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const login = useMutation(trpc.users.login.mutationOptions());
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { banner, setBanner, bannerRef } = useBanner();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBanner(null);
    const parsed = ZLogin.safeParse({ email, password });
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      setErrors(fieldErrors);
      focusFirstInvalid(FIELDS, fieldErrors);
      return;
    }
    setErrors({});
    login.mutate(parsed.data, {
      onSuccess: ({ user }) => {
        setStoredUser(user);
        queryClient.setQueryData(trpc.users.me.queryKey(), user);
        router.replace(next ?? "/dashboard/browse");
      },
      onError: (error) => {
        const text = serverMessage(error, "Login failed");
        setErrors(serverFieldErrors(error, text));
        setBanner({ kind: "error", text });
      },
    });
  }

  // Kept disabled after success too, while the dashboard loads.
  const busy = login.isPending || login.isSuccess;

  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-label="Log in" aria-busy={busy}>
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
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <div>
          <TextField
            id="login-password"
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
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
