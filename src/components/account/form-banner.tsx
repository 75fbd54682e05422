import { clsx } from "clsx";
import type { Ref } from "react";

export type Banner = { kind: "error" | "success"; text: string };

/**
 * A form's message above its fields. Errors are an alert and take focus (tabIndex -1) so the
 * reader hears them; successes are a polite status.
 */
export function FormBanner({ banner, ref }: { banner: Banner | null; ref?: Ref<HTMLDivElement> }) {
  if (!banner) return null;
  const error = banner.kind === "error";
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={error ? "alert" : "status"}
      className={clsx(
        "mb-5 flex items-start gap-2.5 rounded-xl border px-4 py-3 text-sm font-medium focus:outline-none focus-visible:outline-3",
        error ? "border-red-200 bg-red-50 text-red-800" : "border-emerald-200 bg-emerald-50 text-emerald-900",
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 fill-current">
        {error ? (
          <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.2h1.8v5.6H9.1V5.7Zm0 7.2h1.8v1.8H9.1v-1.8Z" />
        ) : (
          <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-1.2 12.1-3.5-3.5 1.3-1.3 2.2 2.2 4.7-4.7 1.3 1.3-6 6Z" />
        )}
      </svg>
      <p className="min-w-0 break-words">{banner.text}</p>
    </div>
  );
}
