"use client";

import { clsx } from "clsx";
import { useLocale, useTranslations } from "next-intl";
import type { Ref } from "react";
import { textDirection, type Locale } from "~/i18n/locales";
import { formatMoney } from "./calendar-dates";

/**
 * An option is plain text, where <bdi> cannot isolate: on a right-to-left page the service's name
 * (Latin) and its price (left to right) are wrapped in Unicode isolates, so "US$" stays with its
 * amount and the sentence reads in order.
 */
const FIRST_STRONG_ISOLATE = "\u2068";
const LEFT_TO_RIGHT_ISOLATE = "\u2066";
const POP_ISOLATE = "\u2069";
import { controlBorder, controlClasses, describedBy, FieldError, FieldHint, FieldLabel } from "./form-field";

export type OnlineService = {
  id: string;
  name: string;
  description: string;
  priceOnlineCents: number;
};

/** A native select: the most dependable control for keyboards, screen readers and phones. */
export function ServiceSelect({
  id,
  services,
  loading,
  failed,
  value,
  onChange,
  error,
  selectRef,
}: {
  id: string;
  services: OnlineService[] | undefined;
  loading: boolean;
  failed: boolean;
  value: string;
  onChange: (serviceId: string) => void;
  error?: string;
  selectRef: Ref<HTMLSelectElement>;
}) {
  const t = useTranslations("booking");
  const locale = useLocale() as Locale;
  const rtl = textDirection(locale) === "rtl";
  const isolate = (text: string, start: string) => (rtl ? `${start}${text}${POP_ISOLATE}` : text);
  const chosen = services?.find((service) => service.id === value);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div>
      <FieldLabel htmlFor={id}>{t("form.service.label")}</FieldLabel>
      <select
        ref={selectRef}
        id={id}
        name="service"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={loading}
        aria-busy={loading}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error && errorId)}
        className={clsx(controlClasses, controlBorder(Boolean(error)), "appearance-auto pe-8")}
      >
        {loading ? (
          <option value="">{t("form.service.loading")}</option>
        ) : (
          <>
            <option value="">{failed ? t("form.service.failed") : t("form.service.placeholder")}</option>
            {services?.map((service) => (
              <option key={service.id} value={service.id}>
                {t("form.service.option", {
                  name: isolate(service.name, FIRST_STRONG_ISOLATE),
                  price: isolate(formatMoney(service.priceOnlineCents, locale, t("price.free")), LEFT_TO_RIGHT_ISOLATE),
                })}
              </option>
            ))}
          </>
        )}
      </select>
      <FieldHint id={hintId}>
        {chosen ? chosen.description : t("form.service.hint")}
      </FieldHint>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
