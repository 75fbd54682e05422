"use client";

import { clsx } from "clsx";
import { useLocale, useTranslations } from "next-intl";
import type { Ref } from "react";
import type { Locale } from "~/i18n/locales";
import { formatMoney } from "./calendar-dates";
import { controlBorder, describedBy, FieldError, FieldHint } from "./form-field";

export type OnlineService = {
  id: string;
  slug: string;
  name: string;
  description: string;
  priceOnlineCents: number;
  /** The ages it is for, in months (decision 046); null: no limit. */
  minAgeMonths: number | null;
  maxAgeMonths: number | null;
};

/**
 * The services as radio cards, each with its name and price; the chosen one's description shows
 * under them. A closed native select shows one line and cuts the rest off without a sign: on a
 * phone a French or Arabic service name and its price did not fit (decision 035). Radios wrap, show
 * every price at once, and keep the native keyboard (arrows) and screen-reader behaviour of a
 * group of choices.
 */
export function ServiceChoice({
  id,
  services,
  loading,
  failed,
  value,
  onChange,
  error,
  groupRef,
}: {
  id: string;
  services: OnlineService[] | undefined;
  loading: boolean;
  failed: boolean;
  value: string;
  onChange: (serviceId: string) => void;
  error?: string;
  groupRef: Ref<HTMLFieldSetElement>;
}) {
  const t = useTranslations("booking");
  const locale = useLocale() as Locale;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const chosen = services?.find((service) => service.id === value);
  const status = loading ? t("form.service.loading") : failed ? t("form.service.failed") : null;

  return (
    <fieldset
      ref={groupRef}
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-busy={loading}
      aria-describedby={describedBy(hintId, error && errorId)}
      className="min-w-0"
    >
      <legend id={`${id}-legend`} className="mb-1.5 block text-sm font-semibold text-navy">{t("form.service.label")}</legend>
      {status ? (
        <p role="status" className={clsx("rounded-xl border border-dashed border-slate-300 px-3.5 py-3 text-sm", failed ? "text-red-700" : "animate-pulse text-muted")}>
          {status}
        </p>
      ) : (
        <div className="grid gap-2">
          {services?.map((service) => {
            const optionId = `${id}-${service.id}`;
            return (
              <label
                key={service.id}
                className={clsx(
                  "flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border bg-white px-3.5 py-2.5 transition-colors",
                  "has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary",
                  value === service.id ? "border-primary bg-primary/5" : controlBorder(Boolean(error)),
                )}
              >
                <input
                  type="radio"
                  name="service"
                  value={service.id}
                  checked={value === service.id}
                  onChange={() => onChange(service.id)}
                  aria-labelledby={`${optionId}-name ${optionId}-price`}
                  aria-describedby={describedBy(hintId, error && errorId)}
                  className="size-4 shrink-0 accent-primary focus-visible:outline-none"
                />
                <span id={`${optionId}-name`} className="min-w-0 flex-1 font-semibold text-navy">
                  {service.name}
                </span>
                {/* An amount reads left to right inside Arabic text ("40 US$", not "$US 40"). */}
                <bdi id={`${optionId}-price`} dir="ltr" className="shrink-0 font-semibold text-primary tabular-nums">
                  {formatMoney(service.priceOnlineCents, locale, t("price.free"))}
                </bdi>
              </label>
            );
          })}
        </div>
      )}
      <FieldHint id={hintId}>{chosen ? chosen.description : t("form.service.hint")}</FieldHint>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
