"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { FormBanner } from "~/components/account/form-banner";
import { serverMessage } from "~/components/account/server-message";
import { useBanner } from "~/components/account/use-banner";
import { buttonClasses } from "~/components/ui/button-classes";
import { useFormAction } from "~/components/ui/use-form-action";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useMessageText } from "~/i18n/message-text";
import { useTRPC } from "~/trpc/react";

type Action =
  | { kind: "archive"; childId: string }
  | { kind: "leave"; childId: string }
  | { kind: "remove"; childId: string; adultId: string }
  | { kind: "revoke"; childId: string; invitationId: string };

/**
 * A change to the family that cannot be taken back by the same button (archive, leave, remove the
 * other adult, withdraw an invitation): the first press asks, the second does it. The question
 * needs the page's scripts, so the first button waits for them (useHydrated).
 */
export function ConfirmAction({ action, names }: { action: Action; names: { name: string; adult?: string; email?: string } }) {
  const t = useTranslations("family.actions");
  const text = useMessageText();
  const trpc = useTRPC();
  const router = useRouter();
  const hydrated = useHydrated();
  const [asking, setAsking] = useState(false);
  const { banner, setBanner, bannerRef } = useBanner();
  const archive = useMutation(trpc.family.archive.mutationOptions());
  const leave = useMutation(trpc.family.leave.mutationOptions());
  const remove = useMutation(trpc.family.removeAdult.mutationOptions());
  const revoke = useMutation(trpc.family.revokeInvitation.mutationOptions());
  const values = { name: names.name, adult: names.adult ?? "", email: names.email ? `\u2066${names.email}\u2069` : "" };

  const form = useFormAction({
    initial: {},
    read: () => ({}),
    submit: async () => {
      setBanner(null);
      try {
        if (action.kind === "archive") await archive.mutateAsync({ childId: action.childId });
        else if (action.kind === "leave") await leave.mutateAsync({ childId: action.childId });
        else if (action.kind === "remove") await remove.mutateAsync({ childId: action.childId, adultId: action.adultId });
        else await revoke.mutateAsync({ childId: action.childId, invitationId: action.invitationId });
        setAsking(false);
        router.refresh();
        return { done: true };
      } catch (error) {
        setBanner({ kind: "error", text: text(serverMessage(error, text("family.form.failed"))) });
        return {};
      }
    },
  });

  if (!asking) {
    return (
      <div>
        <FormBanner banner={banner} ref={bannerRef} />
        <button type="button" disabled={!hydrated} onClick={() => setAsking(true)} className={buttonClasses("ghost", "sm", "px-2")}>
          {t.rich(action.kind, { ...values, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
        </button>
      </div>
    );
  }
  return (
    <form action={form.formAction} aria-busy={form.pending} className="w-full rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
      <FormBanner banner={banner} ref={bannerRef} />
      <p role="status" className="text-sm text-navy">
        {t(`${action.kind}Confirm`, values)}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" disabled={form.pending} className={buttonClasses("primary", "sm")}>
          {form.pending ? t("working") : t("confirm")}
        </button>
        <button type="button" disabled={form.pending} onClick={() => setAsking(false)} className={buttonClasses("secondary", "sm")}>
          {t("keep")}
        </button>
      </div>
    </form>
  );
}
