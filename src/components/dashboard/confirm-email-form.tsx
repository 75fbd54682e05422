"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormBanner } from "~/components/account/form-banner";
import { fieldErrorsOf } from "~/components/account/field-errors";
import { serverFieldErrors, serverMessage } from "~/components/account/server-message";
import { CodeField } from "~/components/account/code-field";
import { useBanner } from "~/components/account/use-banner";
import { buttonClasses } from "~/components/ui/button-classes";
import { useHydrated } from "~/components/ui/use-hydrated";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { useMessageText } from "~/i18n/message-text";
import { ZOneTimeCodeVerify } from "~/schemas/users";
import { useTRPC } from "~/trpc/react";

/**
 * Proves the account's address with an e-mailed code (the sign-in code, which marks the address
 * verified), so the visits booked with it can be shown.
 */
export function ConfirmEmailForm({ email }: { email: string }) {
  const t = useTranslations("dashboard.confirmEmail");
  const text = useMessageText();
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
        const message = serverMessage(error, t("checkFailed"));
        setBanner({ kind: "error", text: text(message) });
        return { errors: serverFieldErrors(error, message) };
      }
    },
  });

  return (
    <div className="mt-4 rounded-2xl bg-white p-5 shadow-sm">
      <FormBanner banner={banner} ref={bannerRef} />
      {sent ? (
        <form action={confirm.formAction} noValidate aria-label={t("form")} aria-busy={confirm.pending}>
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
          <CodeField id="confirm-email-code" defaultValue={confirm.values.otp} error={confirm.errors.otp} />
          <button type="submit" disabled={confirm.pending || confirm.done} className={buttonClasses("primary", "md", "mt-4")}>
            {confirm.pending ? t("checking") : t("confirm")}
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
              setBanner({ kind: "error", text: text(serverMessage(error, t("sendFailed"))) });
            }
          }}
          className={buttonClasses("primary", "md")}
        >
          {requestCode.isPending
            ? t("sending")
            : <span className="min-w-0 break-words">{t.rich("send", { email, ltr: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}</span>}
        </button>
      )}
    </div>
  );
}
