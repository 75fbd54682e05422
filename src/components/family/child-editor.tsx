"use client";

import { useTranslations } from "next-intl";
import { useRef } from "react";

import { ChildForm, type ChildFormValues } from "./child-form";

/**
 * A child's "Edit" disclosure: a native <details>, so it opens before the page's scripts run (the
 * form inside keeps what is typed meanwhile, decision 019); it closes once the change is saved.
 */
export function ChildEditor({ childId, initial, today, earliest }: { childId: string; initial: ChildFormValues; today: string; earliest: string }) {
  const t = useTranslations("family.form");
  const details = useRef<HTMLDetailsElement>(null);
  return (
    <details ref={details} className="group mt-4">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center rounded-full border-2 border-primary bg-white px-4 py-2 text-sm font-semibold text-primary hover:bg-primary-50 [&::-webkit-details-marker]:hidden">
        {t.rich("edit", { name: initial.firstName, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
      </summary>
      <div className="mt-4 rounded-2xl border border-slate-200 p-4">
        <ChildForm childId={childId} initial={initial} today={today} earliest={earliest} onSaved={() => details.current?.removeAttribute("open")} />
      </div>
    </details>
  );
}
