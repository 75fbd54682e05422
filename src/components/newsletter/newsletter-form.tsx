"use client";

import { clsx } from "clsx";
import { useId, useState, type FormEvent } from "react";
import { buttonClasses } from "~/components/ui/button-classes";
import { toast } from "~/components/ui/toast";
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
  const [pending, setPending] = useState(false);
  const [email, setEmail] = useState("");
  const inputId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!value) {
      toast.error(EMPTY_MESSAGE);
      return;
    }
    setPending(true);
    // The spec's contract: { success, error? }; success false carries the reason.
    restPost<{ success: boolean; error?: string }>("/api/newsletter/subscribe", { email: value, source })
      .then(
        (outcome) => {
          if (outcome.success) {
            toast.success("Subscribed successfully!");
            setEmail("");
          } else {
            toast.error(outcome.error || FALLBACK_FAILURE);
          }
        },
        (error: unknown) => toast.error(messageForThrown(error)),
      )
      .finally(() => setPending(false));
  }

  return (
    // noValidate: the empty-field message is the spec's toast, not the browser's bubble.
    <form method="post" noValidate onSubmit={onSubmit} className={clsx("w-full", className)} aria-busy={pending}>
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
          value={email}
          onChange={(event) => setEmail(event.target.value)}
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
