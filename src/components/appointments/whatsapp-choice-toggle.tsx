"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";

import { useHydrated } from "~/components/ui/use-hydrated";
import { CURRENT_WHATSAPP_WORDING } from "~/config/whatsapp-opt-in";
import type { Locale } from "~/i18n/locales";
import { loadTRPCClient } from "~/trpc/load-client";
import { whatsAppWording } from "./whatsapp-opt-in";

type Result = "saving" | "savedOn" | "savedOff" | "failed";

/**
 * The parent turns WhatsApp messages on or off for a visit's phone number (decision 053), on the
 * visit's page and in the dashboard, through the visit's signed link. The same wording as the
 * booking form's, its version recorded; what happened is said beside the box (saved on, saved
 * off, not saved), and the box shows the number's state as the server answered it.
 */
export function WhatsAppChoiceToggle({
  appointmentId,
  token,
  optedIn,
  hint,
}: {
  appointmentId: string;
  token: string;
  optedIn: boolean;
  /** Which number it is for, when the page says it otherwise (the dashboard: the next visit's). */
  hint?: string;
}) {
  const t = useTranslations("booking.whatsapp");
  const locale = useLocale() as Locale;
  const id = useId();
  const hydrated = useHydrated();
  const [on, setOn] = useState(optedIn);
  const [result, setResult] = useState<Result | null>(null);

  async function change(optIn: boolean) {
    setOn(optIn);
    setResult("saving");
    try {
      const client = await loadTRPCClient();
      const answer = await client.appointments.setWhatsappMine.mutate({ appointmentId, token, optIn, whatsappWording: CURRENT_WHATSAPP_WORDING });
      setOn(answer.optedIn);
      setResult(answer.optedIn ? "savedOn" : "savedOff");
    } catch {
      setOn(!optIn);
      setResult("failed");
    }
  }

  const said = result ?? (on ? "on" : "off");
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-emerald-50 p-3 text-start ring-1 ring-emerald-100 sm:flex-row sm:items-start sm:gap-4">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <input
          id={`${id}-box`}
          type="checkbox"
          checked={on}
          // Its work needs the script: before it runs, a tap is visibly not taken.
          disabled={!hydrated || result === "saving"}
          onChange={(event) => void change(event.target.checked)}
          aria-describedby={`${id}-hint ${id}-result`}
          className="mt-0.5 size-6 shrink-0 accent-primary"
        />
        <div className="min-w-0">
          <label htmlFor={`${id}-box`} className="text-sm font-medium text-navy">
            {whatsAppWording(locale)}
          </label>
          <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
            {hint ?? t("hint")}
          </p>
        </div>
      </div>
      <p
        id={`${id}-result`}
        role="status"
        data-testid="whatsapp-choice-result"
        className={
          said === "failed"
            ? "text-sm font-semibold text-red-700 sm:w-56 sm:shrink-0"
            : said === "savedOn" || said === "savedOff"
              ? "text-sm font-semibold text-emerald-800 sm:w-56 sm:shrink-0"
              : "text-sm text-navy sm:w-56 sm:shrink-0"
        }
      >
        {t(said)}
      </p>
    </div>
  );
}
