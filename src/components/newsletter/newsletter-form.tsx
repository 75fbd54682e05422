"use client";

import { clsx } from "clsx";
import { useId } from "react";
import { buttonClasses } from "~/components/ui/button-classes";
import { toast } from "~/components/ui/toast";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { callErrorOf } from "~/trpc/app-error";
import { loadTRPCClient } from "~/trpc/load-client";

const EMPTY_MESSAGE = "Please enter your email.";
const UNEXPECTED = "Something went wrong.";

/**
 * The server's words are shown only for invalid input (BAD_REQUEST): those messages are
 * written for visitors. Anything else (a 5xx, a network failure) gets the generic message.
 */
function messageForThrown(error: unknown): string {
  const { code, message } = callErrorOf(error);
  return (code === "BAD_REQUEST" && message) || UNEXPECTED;
}

function warmUp() {
  void loadTRPCClient().catch(() => undefined);
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
        // newsletter.subscribe answers { success: true } or fails in the one error shape.
        const client = await loadTRPCClient();
        await client.newsletter.subscribe.mutate({ email, source });
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
          {pending ? "Joining..." : "Join"}
        </button>
      </div>
    </form>
  );
}
