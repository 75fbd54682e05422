"use client";

import { clsx } from "clsx";
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button-classes";
import { toast } from "~/components/ui/toast";
import { CLINIC_TIME_ZONE } from "~/lib/calendar-date";

export type SaveResult = { kind: "saved" | "failed"; text: string; at: Date };

export type SaveFeedback = {
  result: SaveResult | null;
  /** The change is saved: said beside the button and in a toast. */
  saved: (text: string) => void;
  /** It was not: said beside the button (which takes the focus when no field is marked) and in a toast. */
  failed: (text: string) => void;
  clear: () => void;
};

const clock = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: CLINIC_TIME_ZONE });

/**
 * The result of a back-office form's last save. Staff look at the button they pressed, often far
 * down a long form: the result is shown there, and as a toast at the top of the screen, whichever
 * way they scrolled. The toast stays quiet for screen readers: the message beside the button is
 * the one read out.
 */
export function useSaveFeedback(): SaveFeedback {
  const [result, setResult] = useState<SaveResult | null>(null);
  const toastId = useId();
  const saved = useCallback(
    (text: string) => {
      setResult({ kind: "saved", text, at: new Date() });
      toast.success(text, { id: toastId, quiet: true });
    },
    [toastId],
  );
  const failed = useCallback(
    (text: string) => {
      setResult({ kind: "failed", text, at: new Date() });
      toast.error(text, { id: toastId, quiet: true });
    },
    [toastId],
  );
  const clear = useCallback(() => setResult(null), []);
  return useMemo(() => ({ result, saved, failed, clear }), [result, saved, failed, clear]);
}

/**
 * The last save's result, where it sits (beside a button): "Saved · 15:02" in green, or why it
 * failed in red. A saved result goes once a field of its form changes: it no longer holds.
 */
export function SaveResultText({ feedback, className }: { feedback: SaveFeedback; className?: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const { result, clear } = feedback;
  useEffect(() => {
    const form = ref.current?.closest("form");
    if (!result) return;
    if (result.kind === "failed" && !form?.querySelector('[aria-invalid="true"]')) ref.current?.focus();
    if (result.kind !== "saved" || !form) return;
    form.addEventListener("input", clear, { once: true });
    return () => form.removeEventListener("input", clear);
  }, [result, clear]);
  const failed = result?.kind === "failed";
  return (
    // Always in the page, so that assistive technology hears what is put in it.
    <p
      ref={ref}
      tabIndex={-1}
      role={failed ? "alert" : "status"}
      data-save-result={result?.kind}
      className={clsx("flex min-w-0 items-center gap-1.5 text-sm font-semibold focus:outline-none", failed ? "text-red-800" : "text-emerald-800", !result && "sr-only", className)}
    >
      {result ? (
        <>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-current">
            {failed ? (
              <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.2h1.8v5.6H9.1V5.7Zm0 7.2h1.8v1.8H9.1v-1.8Z" />
            ) : (
              <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-1.2 12.1-3.5-3.5 1.3-1.3 2.2 2.2 4.7-4.7 1.3 1.3-6 6Z" />
            )}
          </svg>
          <span className="min-w-0 break-words">
            {result.text}
            {failed ? null : (
              <span className="font-normal text-muted">
                {" "}
                · <time dateTime={result.at.toISOString()}>{clock.format(result.at)}</time>
              </span>
            )}
          </span>
        </>
      ) : null}
    </p>
  );
}

/**
 * A back-office form's submit button with its last result beside it (below it on a narrow
 * screen). `children` are other buttons that sit between them (Archive, Cancel…).
 */
export function SaveBar({
  feedback,
  pending,
  label,
  pendingLabel = "Saving...",
  variant = "primary",
  size = "md",
  className,
  children,
}: {
  feedback: SaveFeedback;
  pending: boolean;
  label: ReactNode;
  pendingLabel?: string;
  variant?: "primary" | "secondary";
  size?: "sm" | "md";
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={clsx("flex flex-wrap items-center gap-x-4 gap-y-2", className)}>
      <button type="submit" disabled={pending} className={buttonClasses(variant, size)}>
        {pending ? pendingLabel : label}
      </button>
      {children}
      <SaveResultText feedback={feedback} />
    </div>
  );
}
