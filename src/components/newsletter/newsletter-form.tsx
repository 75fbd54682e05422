"use client";

import { clsx } from "clsx";
import { useId } from "react";
import { buttonClasses } from "~/components/ui/button-classes";
import { toast } from "~/components/ui/toast";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { restPost, RestError } from "~/lib/rest-client";

const EMPTY_MESSAGE = "Please enter your email.";
const FALLBACK_FAILURE = "Subscription failed.";
const UNEXPECTED = "Something went wrong.";

/**
 * The server's words are shown only for invalid input (BAD_REQUEST): those messages are
 * written for visitors. Anything else (a 5xx, a network failure) gets the generic message.
 */
function messageForThrown(error: unknown): string {
  const message = error instanceof RestError && error.code === "BAD_REQUEST" ? error.message.trim() : "";
  return message || UNEXPECTED;
}

export function NewsletterForm({
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
  const inputId = useId();
  const form = useFormAction({
    initial: { email: "" },
    read: (data) => ({ email: textOf(data, "email").trim() }),
    submit: async ({ email }) => {
      if (!email) {
        toast.error(EMPTY_MESSAGE);
        return;
      }
      try {
        // The spec's contract: { success, error? }; success false carries the reason.
        const outcome = await restPost<{ success: boolean; error?: string }>("/api/newsletter/subscribe", { email, source });
        if (!outcome.success) {
          toast.error(outcome.error || FALLBACK_FAILURE);
          return;
        }
        toast.success("Subscribed successfully!");
        return { done: true };
      } catch (error) {
        toast.error(messageForThrown(error));
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
        Subscribe to our newsletter
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
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
          {pending ? "Joining..." : "Join"}
        </button>
      </div>
    </form>
  );
}
