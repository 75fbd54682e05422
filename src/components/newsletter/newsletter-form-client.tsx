"use client";

import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { buttonClasses } from "~/components/ui/button-classes";
import { toast } from "~/components/ui/toast";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { useMessageText } from "~/i18n/message-text";
import { callErrorOf } from "~/trpc/app-error";
import { loadTRPCClient } from "~/trpc/load-client";

/**
 * The server's words are shown only for invalid input (BAD_REQUEST): those messages are written
 * for visitors (a catalogue key such as "home.newsletter.validation.emailInvalid", or text already
 * in the page's language). Anything else (a 5xx, a network failure) gets the generic message.
 */
function messageForThrown(error: unknown): string | null {
  const { code, message } = callErrorOf(error);
  return (code === "BAD_REQUEST" && message) || null;
}

function warmUp() {
  void loadTRPCClient().catch(() => undefined);
}

/** The form itself; NewsletterForm (./newsletter-form.tsx) gives it its words. */
export function NewsletterFormClient({
  source,
  tone = "dark",
  className,
}: {
  /** Where the form sits (footer, popup …), stored with the subscription. */
  source: string;
  /** "dark" when the form sits on a dark band (the footer). */
  tone?: "dark" | "light";
  className?: string;
}) {
  const t = useTranslations("home.newsletter");
  const messageText = useMessageText();
  const inputId = useId();
  const form = useFormAction({
    initial: { email: "" },
    read: (data) => ({ email: textOf(data, "email").trim() }),
    submit: async ({ email }) => {
      if (!email) {
        toast.error(t("validation.emailRequired"));
        return;
      }
      try {
        // newsletter.subscribe answers { success: true } or fails in the one error shape.
        const client = await loadTRPCClient();
        await client.newsletter.subscribe.mutate({ email, source });
        toast.success(t("success"));
        return { done: true };
      } catch (error) {
        const message = messageForThrown(error);
        toast.error(message ? messageText(message) : t("unexpected"));
      }
    },
  });
  const pending = form.pending;

  return (
    // noValidate: the empty-field message is the spec's toast, not the browser's bubble.
    <form action={form.formAction} noValidate className={clsx("w-full", className)} aria-busy={pending}>
      <label
        htmlFor={inputId}
        className={clsx(
          "mb-2 block text-sm font-semibold",
          tone === "dark" ? "text-white" : "text-navy",
        )}
      >
        {t("label")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder={t("placeholder")}
          // An address reads left to right on every page.
          dir="ltr"
          // The client that sends the sign-up starts loading when the parent comes to the field.
          onFocus={warmUp}
          // Kept after a failure, cleared after a success.
          defaultValue={form.done ? "" : form.values.email}
          className={clsx(
            "min-h-11 w-full min-w-0 flex-1 rounded-full border px-4 text-base text-navy placeholder:text-slate-500",
            tone === "dark" ? "border-white/30 bg-white" : "border-slate-300 bg-white",
          )}
        />
        <button
          type="submit"
          disabled={pending}
          className={buttonClasses(tone === "dark" ? "accent" : "primary", "md", "shrink-0")}
        >
          {pending ? t("joining") : t("join")}
        </button>
      </div>
    </form>
  );
}
