"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "~/components/ui/toast";
import { PhoneField } from "~/components/appointments/phone-field";
import { buttonClasses } from "~/components/ui/button-classes";
import { PASSWORD_MIN_LENGTH, ZRegister } from "~/schemas/users";
import { useTRPC } from "~/trpc/react";
import { fieldErrorsOf, focusFirstInvalid } from "./field-errors";
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
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const register = useMutation(trpc.users.register.mutationOptions());
  const [form, setForm] = useState({ firstName: "", lastName: "", email: "", password: "" });
  const [phoneNumber, setPhoneNumber] = useState<string | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { banner, setBanner, bannerRef } = useBanner();

  const update = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBanner(null);
    const parsed = ZRegister.safeParse({ ...form, phoneNumber: phoneNumber ?? "" });
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      setErrors(fieldErrors);
      focusFirstInvalid(FIELDS, fieldErrors);
      return;
    }
    setErrors({});
    register.mutate(parsed.data, {
      onSuccess: ({ user }) => {
        setStoredUser(user);
        queryClient.setQueryData(trpc.users.me.queryKey(), user);
        router.replace("/");
      },
      onError: (error) => {
        const message = serverMessage(error, "Registration failed");
        setErrors(serverFieldErrors(error, message));
        setBanner({ kind: "error", text: message });
        toast.error(message);
      },
    });
  }

  const busy = register.isPending || register.isSuccess;

  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-label="Create an account" aria-busy={busy}>
      <FormBanner banner={banner} ref={bannerRef} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="register-first-name"
          label="First name"
          name="firstName"
          autoComplete="given-name"
          required
          value={form.firstName}
          onChange={update("firstName")}
          error={errors.firstName}
        />
        <TextField
          id="register-last-name"
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          required
          value={form.lastName}
          onChange={update("lastName")}
          error={errors.lastName}
        />
        <TextField
          id="register-email"
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={form.email}
          onChange={update("email")}
          error={errors.email}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <PhoneField id="register-phone" value={phoneNumber} onChange={setPhoneNumber} error={errors.phoneNumber} />
        </div>
        <TextField
          id="register-password"
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={form.password}
          onChange={update("password")}
          error={errors.password}
          className="sm:col-span-2"
        />
      </div>
      <button type="submit" disabled={busy} className={buttonClasses("primary", "lg", "mt-6 w-full")}>
        {busy ? "Creating your account..." : "Create account"}
      </button>
    </form>
  );
}
