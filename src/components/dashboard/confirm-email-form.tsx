"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormBanner } from "~/components/account/form-banner";
import { fieldErrorsOf } from "~/components/account/field-errors";
import { serverFieldErrors, serverMessage } from "~/components/account/server-message";
import { CodeField } from "~/components/account/code-field";
import { useBanner } from "~/components/account/use-banner";
import { buttonClasses } from "~/components/ui/button-classes";
import { useHydrated } from "~/components/ui/use-hydrated";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { ZOneTimeCodeVerify } from "~/schemas/users";
import { useTRPC } from "~/trpc/react";

/**
 * Proves the account's address with an e-mailed code (the sign-in code, which marks the address
 * verified), so the visits booked with it can be shown.
 */
export function ConfirmEmailForm({ email }: { email: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const hydrated = useHydrated();
  const requestCode = useMutation(trpc.users.requestSignInCode.mutationOptions());
  const verifyCode = useMutation(trpc.users.verifySignInCode.mutationOptions());
  const [sent, setSent] = useState(false);
  const { banner, setBanner, bannerRef } = useBanner();

  const confirm = useFormAction({
    initial: { otp: "" },
    read: (data) => ({ otp: textOf(data, "otp").replace(/\D/g, "").slice(0, 6) }),
    submit: async (values) => {
      setBanner(null);
      const parsed = ZOneTimeCodeVerify.safeParse({ email, otp: values.otp });
      if (!parsed.success) return { errors: fieldErrorsOf(parsed.error) };
      try {
        await verifyCode.mutateAsync(parsed.data);
        router.refresh();
        return { done: true };
      } catch (error) {
        const text = serverMessage(error, "The code could not be checked. Please try again.");
        setBanner({ kind: "error", text });
        return { errors: serverFieldErrors(error, text) };
      }
    },
  });

  return (
    <div className="mt-4 rounded-2xl bg-white p-5 shadow-sm">
      <FormBanner banner={banner} ref={bannerRef} />
      {sent ? (
        <form action={confirm.formAction} noValidate aria-label="Confirm your e-mail address" aria-busy={confirm.pending}>
          <p className="mb-4 text-sm break-words text-muted">
            Enter the code we sent to <strong className="font-semibold text-navy">{email}</strong>.
          </p>
          <CodeField id="confirm-email-code" defaultValue={confirm.values.otp} error={confirm.errors.otp} />
          <button type="submit" disabled={confirm.pending || confirm.done} className={buttonClasses("primary", "md", "mt-4")}>
            {confirm.pending ? "Checking..." : "Confirm"}
          </button>
        </form>
      ) : (
        <button
          type="button"
          disabled={!hydrated || requestCode.isPending}
          onClick={async () => {
            setBanner(null);
            try {
              await requestCode.mutateAsync({ email });
              setSent(true);
            } catch (error) {
              setBanner({ kind: "error", text: serverMessage(error, "The code could not be sent. Please try again in a few minutes.") });
            }
          }}
          className={buttonClasses("primary", "md")}
        >
          {requestCode.isPending ? "Sending..." : `E-mail a code to ${email}`}
        </button>
      )}
    </div>
  );
}
