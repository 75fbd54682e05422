"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";

import { FormBanner } from "~/components/account/form-banner";
import { serverMessage } from "~/components/account/server-message";
import { useBanner } from "~/components/account/use-banner";
import { buttonClasses } from "~/components/ui/button-classes";
import { useFormAction } from "~/components/ui/use-form-action";
import { useMessageText } from "~/i18n/message-text";
import { useTRPC } from "~/trpc/react";

/**
 * Withdrawing the newsletter consent is one click (decision 049): no question, no e-mail to
 * confirm; the address stops receiving it at once and the withdrawal is recorded. A form whose
 * action is a function: a click before the scripts run is replayed once they have.
 */
export function WithdrawNewsletter({ email, subscribed }: { email: string; subscribed: boolean }) {
  const t = useTranslations("dashboard.data.newsletter");
  const text = useMessageText();
  const trpc = useTRPC();
  const router = useRouter();
  const withdraw = useMutation(trpc.privacy.withdrawNewsletter.mutationOptions());
  const { banner, setBanner, bannerRef } = useBanner();
  const form = useFormAction({
    initial: {},
    read: () => ({}),
    submit: async () => {
      setBanner(null);
      try {
        await withdraw.mutateAsync({ consentPage: window.location.pathname });
        setBanner({ kind: "success", text: t("withdrawn", { email: `\u2066${email}\u2069` }) });
        router.refresh();
        return { done: true };
      } catch (error) {
        setBanner({ kind: "error", text: text(serverMessage(error, t("failed"))) });
        return {};
      }
    },
  });
  return (
    <form action={form.formAction} aria-busy={form.pending} className="mt-3">
      <FormBanner banner={banner} ref={bannerRef} />
      {!subscribed || banner?.kind === "success" ? null : (
        <button type="submit" disabled={form.pending} className={buttonClasses("secondary", "sm")}>
          {form.pending ? t("withdrawing") : t("withdraw")}
        </button>
      )}
    </form>
  );
}
