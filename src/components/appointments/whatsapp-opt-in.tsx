import { useLocale, useTranslations } from "next-intl";
import type { ChangeEvent } from "react";

import { CURRENT_WHATSAPP_WORDING, WHATSAPP_OPT_IN_WORDINGS } from "~/config/whatsapp-opt-in";
import type { Locale } from "~/i18n/locales";

/** The checkbox's wording in the page's language, exactly as recorded with its version (decision 053). */
export function whatsAppWording(locale: Locale): string {
  return WHATSAPP_OPT_IN_WORDINGS[CURRENT_WHATSAPP_WORDING][locale];
}

/**
 * "Send me messages on WhatsApp" on the booking form, for the phone number typed above it
 * (decision 053): unticked by default, naming the clinic, its value the wording's version the
 * parent was shown. Shown only when the clinic's WhatsApp is set up. A plain checkbox in the
 * server's HTML: ticked before the scripts run, the form reads it as it hydrates (decision 044).
 */
export function WhatsAppOptIn({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const t = useTranslations("booking.form.whatsapp");
  const locale = useLocale() as Locale;
  return (
    <div className="flex items-start gap-3 rounded-xl bg-emerald-50 p-3 ring-1 ring-emerald-100">
      <input
        id={id}
        name="whatsappOptIn"
        type="checkbox"
        value={CURRENT_WHATSAPP_WORDING}
        checked={checked}
        onChange={onChange}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-6 shrink-0 accent-primary"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-navy">
          {whatsAppWording(locale)}
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {t("hint")}
        </p>
      </div>
    </div>
  );
}
