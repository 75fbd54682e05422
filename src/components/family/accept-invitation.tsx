"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";

import { FormBanner } from "~/components/account/form-banner";
import { serverMessage } from "~/components/account/server-message";
import { useBanner } from "~/components/account/use-banner";
import { buttonClasses } from "~/components/ui/button-classes";
import { useFormAction } from "~/components/ui/use-form-action";
import { localePath, type Locale } from "~/i18n/locales";
import { useMessageText } from "~/i18n/message-text";
import { useTRPC } from "~/trpc/react";

/** Accepts the invitation the page was opened with: a one-button form, taken even before hydration (decision 019). */
export function AcceptInvitation({ token }: { token: string }) {
  const t = useTranslations("family.invitation");
  const text = useMessageText();
  const locale = useLocale() as Locale;
  const trpc = useTRPC();
  const router = useRouter();
  const accept = useMutation(trpc.family.accept.mutationOptions());
  const { banner, setBanner, bannerRef } = useBanner();
  const form = useFormAction({
    initial: {},
    read: () => ({}),
    submit: async () => {
      setBanner(null);
      try {
        await accept.mutateAsync({ token });
        router.replace(localePath(locale, "/dashboard/family"));
        return { done: true };
      } catch (error) {
        setBanner({ kind: "error", text: text(serverMessage(error, text("family.form.failed"))) });
        return {};
      }
    },
  });
  const busy = form.pending || form.done;
  return (
    <form action={form.formAction} aria-busy={busy} className="mt-6">
      <FormBanner banner={banner} ref={bannerRef} />
      <button type="submit" disabled={busy} className={buttonClasses("primary", "lg", "w-full sm:w-auto")}>
        {busy ? t("accepting") : t("accept")}
      </button>
    </form>
  );
}
