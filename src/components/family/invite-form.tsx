"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";

import { fieldErrorsOf } from "~/components/account/field-errors";
import { FormBanner } from "~/components/account/form-banner";
import { serverFieldErrors, serverMessage } from "~/components/account/server-message";
import { TextField } from "~/components/account/text-field";
import { useBanner } from "~/components/account/use-banner";
import { buttonClasses } from "~/components/ui/button-classes";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { useMessageText } from "~/i18n/message-text";
import { ZInviteAdult } from "~/schemas/family";
import { useTRPC } from "~/trpc/react";

/** The inviting adult invites the other parent or a guardian by e-mail (the link goes to that address only). */
export function InviteForm({ childId, childName }: { childId: string; childName: string }) {
  const t = useTranslations("family.invite");
  const text = useMessageText();
  const trpc = useTRPC();
  const router = useRouter();
  const invite = useMutation(trpc.family.invite.mutationOptions());
  const { banner, setBanner, bannerRef } = useBanner();
  const id = `invite-${childId}-email`;
  const form = useFormAction({
    initial: { email: "" },
    read: (data) => ({ email: textOf(data, "email") }),
    onErrors: () => document.getElementById(id)?.focus(),
    submit: async (values) => {
      setBanner(null);
      const parsed = ZInviteAdult.safeParse({ childId, email: values.email });
      if (!parsed.success) return { errors: fieldErrorsOf(parsed.error) };
      try {
        const sent = await invite.mutateAsync(parsed.data);
        // The address as one left-to-right isolate: inside Arabic text it keeps its order, even wrapped.
        setBanner({ kind: "success", text: t("sent", { email: `\u2066${sent.email}\u2069` }) });
        router.refresh();
        return { done: true };
      } catch (error) {
        const message = serverMessage(error, text("family.form.failed"));
        setBanner({ kind: "error", text: text(message) });
        return { errors: serverFieldErrors(error, message) };
      }
    },
  });

  return (
    <form action={form.formAction} noValidate aria-busy={form.pending} aria-label={t("title")} className="mt-4 rounded-2xl border border-slate-200 p-4">
      <h4 className="font-semibold text-navy">{t("title")}</h4>
      <p className="mt-1 mb-3 text-sm text-muted">{t("hint", { name: childName })}</p>
      <FormBanner banner={banner} ref={bannerRef} />
      <TextField
        id={id}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="off"
        ltr
        label={t("email")}
        defaultValue={form.done ? "" : form.values.email}
        error={form.errors.email}
      />
      <button type="submit" disabled={form.pending} className={buttonClasses("secondary", "md", "mt-4 w-full sm:w-auto")}>
        {form.pending ? t("sending") : t("send")}
      </button>
    </form>
  );
}
