"use client";

import { useMutation } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "~/components/ui/toast";
import { localePath, type Locale } from "~/i18n/locales";
import { useMessageText } from "~/i18n/message-text";
import { useTRPC } from "~/trpc/react";
import { serverMessage } from "./server-message";
import { setStoredUser } from "./session-store";

/**
 * Ends the server session, forgets the stored user, then loads the sign-in page afresh: a parent's
 * in the page's language, the back-office's (English) as it is.
 */
export function useLogout(signInPage: "/login" | "/admin/login" = "/login") {
  const trpc = useTRPC();
  const locale = useLocale() as Locale;
  const t = useTranslations();
  const text = useMessageText();
  const target = signInPage === "/login" ? localePath(locale, signInPage) : signInPage;
  return useMutation(
    trpc.users.logout.mutationOptions({
      onSuccess: () => {
        setStoredUser(null);
        // A full load drops every query and router cache of the signed-in user, so even the
        // browser's Back button asks the server (and the dashboard guard) again.
        window.location.assign(target);
      },
      onError: (error) => {
        // The back-office gives its components no "account" namespace: it keeps the English words.
        const fallback = t.has("account.logoutFailed") ? t("account.logoutFailed") : "Logout failed. Please try again.";
        toast.error(text(serverMessage(error, fallback)));
      },
    }),
  );
}
