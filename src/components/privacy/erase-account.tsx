"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { CodeField } from "~/components/account/code-field";
import { fieldErrorsOf } from "~/components/account/field-errors";
import { FormBanner } from "~/components/account/form-banner";
import { serverFieldErrors, serverMessage } from "~/components/account/server-message";
import { useBanner } from "~/components/account/use-banner";
import { buttonClasses } from "~/components/ui/button-classes";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { Link } from "~/i18n/navigation";
import { useMessageText } from "~/i18n/message-text";
import { ZEraseMyAccount } from "~/schemas/privacy";
import { useTRPC } from "~/trpc/react";

const ltr = (chunks: React.ReactNode) => <bdi dir="ltr">{chunks}</bdi>;

/**
 * "Delete my account" (decision 051): a code goes to the account's own address, then that code
 * deletes it. The session ends with it: the page then says so, with a way home.
 */
export function EraseAccount() {
  const t = useTranslations("dashboard.myData");
  const text = useMessageText();
  const trpc = useTRPC();
  const requestCode = useMutation(trpc.privacy.requestErasureCode.mutationOptions());
  const erase = useMutation(trpc.privacy.eraseMyAccount.mutationOptions());
  const { banner, setBanner, bannerRef } = useBanner();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [erased, setErased] = useState<{ email: string; visitsCancelled: number } | null>(null);

  const ask = useFormAction({
    initial: {},
    read: () => ({}),
    submit: async () => {
      setBanner(null);
      try {
        setSentTo((await requestCode.mutateAsync()).email);
        return { done: true };
      } catch (error) {
        setBanner({ kind: "error", text: text(serverMessage(error, text("dashboard.myData.failed"))) });
        return {};
      }
    },
  });

  const confirm = useFormAction({
    initial: { otp: "" },
    read: (data) => ({ otp: textOf(data, "otp") }),
    onErrors: () => document.getElementById("erase-otp")?.focus(),
    submit: async (values) => {
      setBanner(null);
      const parsed = ZEraseMyAccount.safeParse(values);
      if (!parsed.success) return { errors: fieldErrorsOf(parsed.error) };
      try {
        const { visitsCancelled } = await erase.mutateAsync(parsed.data);
        setErased({ email: sentTo ?? "", visitsCancelled });
        return { done: true };
      } catch (error) {
        const message = serverMessage(error, text("dashboard.myData.failed"));
        setBanner({ kind: "error", text: text(message) });
        return { errors: serverFieldErrors(error, message) };
      }
    },
  });

  if (erased !== null) {
    return (
      <div role="status" className="mt-4 rounded-xl bg-green-50 p-4 text-navy ring-1 ring-green-200">
        <p>{t.rich("done", { email: erased.email, ltr })}</p>
        {erased.visitsCancelled > 0 ? <p className="mt-2">{t("doneCancelled", { count: erased.visitsCancelled })}</p> : null}
        <Link href="/" className={buttonClasses("primary", "md", "mt-3")}>
          {t("home")}
        </Link>
      </div>
    );
  }

  return (
    <div className="mt-4">
      <FormBanner banner={banner} ref={bannerRef} />
      {sentTo === null ? (
        <form action={ask.formAction} aria-busy={ask.pending}>
          <button type="submit" disabled={ask.pending} className={buttonClasses("secondary", "md", "w-full border-red-700 text-red-800 hover:bg-red-50 sm:w-auto")}>
            {ask.pending ? t("sending") : t("sendCode")}
          </button>
        </form>
      ) : (
        <form action={confirm.formAction} noValidate aria-busy={confirm.pending} aria-label={t("eraseTitle")} className="flex flex-col gap-3">
          <p role="status" className="text-sm text-navy">
            {t.rich("codeSent", { email: sentTo, ltr })}
          </p>
          <CodeField id="erase-otp" defaultValue={confirm.values.otp} error={confirm.errors.otp} />
          <button type="submit" disabled={confirm.pending} className={buttonClasses("primary", "md", "w-full bg-red-700 hover:bg-red-800 sm:w-auto")}>
            {confirm.pending ? t("working") : t("confirm")}
          </button>
        </form>
      )}
    </div>
  );
}
