import { useTranslations } from "next-intl";
import type { ChangeEvent, Ref } from "react";

import { FieldError } from "~/components/appointments/form-field";
import { SiteLink } from "~/components/layout/site-link";
import { CURRENT_NOTICE_VERSION } from "~/config/privacy-notice";

/**
 * The one required checkbox of decision 049: the parent agrees that the clinic uses the child's
 * health information for their care. Its value is the notice's version the parent was shown; the
 * notice opens in a new tab so the form keeps what was typed. Plain HTML: it works in a form
 * without scripts (the waiting list's offer) and, controlled, in the booking form.
 */
export function HealthDataConsent({
  id,
  error,
  checked,
  defaultChecked,
  onChange,
  inputRef,
  className,
}: {
  id: string;
  error?: string | null;
  /** Controlled (the booking form); left out, the browser keeps the state (a plain form). */
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}) {
  const t = useTranslations("common");
  return (
    <div className={className}>
      <div className="flex items-start gap-3 rounded-xl bg-cream p-3 ring-1 ring-orange-100">
        <input
          ref={inputRef}
          id={id}
          name="healthDataConsent"
          type="checkbox"
          value={CURRENT_NOTICE_VERSION}
          required
          checked={checked}
          defaultChecked={defaultChecked}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-6 shrink-0 accent-primary"
        />
        <label htmlFor={id} className="text-sm text-navy">
          {t.rich("consent.healthData", {
            notice: (chunks) => (
              <SiteLink href="/privacy" target="_blank" rel="noopener" className="font-semibold text-primary-dark underline underline-offset-2">
                {chunks}
                <span className="sr-only"> {t("newTab")}</span>
              </SiteLink>
            ),
          })}
        </label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** "How we use your information": a line under the forms that need no consent (sign-up, enrolment). */
export function PrivacyNoticeLine({ className }: { className?: string }) {
  const t = useTranslations("common");
  return (
    <p className={className ?? "mt-4 text-sm text-muted"}>
      {t.rich("consent.noticeLine", {
        notice: (chunks) => (
          <SiteLink href="/privacy" className="font-semibold text-primary-dark underline underline-offset-2">
            {chunks}
          </SiteLink>
        ),
      })}
    </p>
  );
}
