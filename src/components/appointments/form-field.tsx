import { clsx } from "clsx";
import type { ReactNode } from "react";

import { useMessageText } from "~/i18n/message-text";

/** Border, radius and focus look shared by every text control of the booking form. */
export const controlClasses =
  "block min-h-11 w-full min-w-0 rounded-xl border bg-white px-3.5 py-2.5 text-base text-navy placeholder:text-slate-500 disabled:cursor-wait disabled:bg-slate-50";

export function controlBorder(invalid: boolean): string {
  return invalid ? "border-red-700" : "border-slate-300 hover:border-slate-400";
}

/** The ids a control points to with aria-describedby, or undefined when there are none. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

export function FieldLabel({
  htmlFor,
  id,
  optional,
  children,
}: {
  htmlFor?: string;
  id?: string;
  /** `true` says "(optional)" in English (the back-office); a translated form passes its own words. */
  optional?: boolean | string;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} id={id} className="mb-1.5 block text-sm font-semibold text-navy">
      {children}
      {optional ? <span className="font-normal text-muted"> {optional === true ? "(optional)" : optional}</span> : null}
    </label>
  );
}

export function FieldHint({ id, children, className }: { id: string; children: ReactNode; className?: string }) {
  return (
    <p id={id} className={clsx("mt-1.5 text-sm text-muted", className)}>
      {children}
    </p>
  );
}

/**
 * A field's error, tied to its control with aria-describedby; red-700 keeps 6.5:1 on white. A
 * catalogue key (a schema's message) shows in the page's language; other text as it is.
 */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  const text = useMessageText();
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 fill-current">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.2h1.8v5.6H9.1V5.7Zm0 7.2h1.8v1.8H9.1v-1.8Z" />
      </svg>
      <span>{text(message)}</span>
    </p>
  );
}
