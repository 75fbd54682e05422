"use client";

import { startRegistration } from "@simplewebauthn/browser";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormBanner } from "~/components/account/form-banner";
import { serverMessage } from "~/components/account/server-message";
import { TextField } from "~/components/account/text-field";
import { useBanner } from "~/components/account/use-banner";
import { buttonClasses } from "~/components/ui/button-classes";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { useTRPC } from "~/trpc/react";
import { RecoveryCodesList } from "./recovery-codes-list";

/** Adds a passkey to the signed-in account, and replaces its recovery codes (shown once). */
export function OwnFactorControls() {
  const trpc = useTRPC();
  const router = useRouter();
  const passkeyOptions = useMutation(trpc.admin.factors.passkeyOptions.mutationOptions());
  const addPasskey = useMutation(trpc.admin.factors.addPasskey.mutationOptions());
  const regenerate = useMutation(trpc.admin.factors.regenerateRecoveryCodes.mutationOptions());
  const [codes, setCodes] = useState<string[] | null>(null);
  const { banner, setBanner, bannerRef } = useBanner();

  const passkeyForm = useFormAction({
    initial: { name: "" },
    read: (data) => ({ name: textOf(data, "name").trim() }),
    submit: async (values) => {
      setBanner(null);
      if (!values.name) return { errors: { name: "Give it a name, e.g. “Reception computer”." } };
      try {
        const { token, options } = await passkeyOptions.mutateAsync();
        const response = await startRegistration({ optionsJSON: options });
        await addPasskey.mutateAsync({ token, response, name: values.name });
        setBanner({ kind: "success", text: `Passkey “${values.name}” added.` });
        router.refresh();
        return { done: true };
      } catch (error) {
        setBanner({ kind: "error", text: serverMessage(error, "The passkey was not added. Please try again.") });
      }
    },
  });

  async function newCodes() {
    setBanner(null);
    try {
      setCodes((await regenerate.mutateAsync()).recoveryCodes);
      router.refresh();
    } catch (error) {
      setBanner({ kind: "error", text: serverMessage(error, "New recovery codes could not be made. Please try again.") });
    }
  }

  return (
    <section aria-labelledby="change-factors-title" className="rounded-2xl bg-white p-5 shadow-sm sm:p-6">
      <h2 id="change-factors-title" className="mb-4 text-xl font-bold text-navy">
        Add or renew
      </h2>
      <FormBanner banner={banner} ref={bannerRef} />
      <form action={passkeyForm.formAction} noValidate aria-label="Add a passkey" aria-busy={passkeyForm.pending} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField id="passkey-name" label="Name of the new passkey" name="name" maxLength={60} required className="flex-1" defaultValue={passkeyForm.done ? "" : passkeyForm.values.name} error={passkeyForm.errors.name} />
        <button type="submit" disabled={passkeyForm.pending} className={buttonClasses("secondary", "md")}>
          Add a passkey
        </button>
      </form>
      <div className="mt-6 border-t border-slate-100 pt-5">
        <p className="mb-3 text-sm text-muted">New recovery codes replace the old ones, which stop working.</p>
        <button type="button" onClick={newCodes} disabled={regenerate.isPending} className={buttonClasses("secondary", "md")}>
          Make new recovery codes
        </button>
        {codes ? (
          <div className="mt-4">
            <p className="mb-2 text-sm font-semibold text-navy">Write these down now: they are shown only once.</p>
            <RecoveryCodesList codes={codes} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
