"use client";

import "react-phone-number-input/style.css";
import "./phone-field.css";

import { clsx } from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState, type ReactNode } from "react";
import PhoneInput, { type FlagProps, type Labels } from "react-phone-number-input";
import english from "react-phone-number-input/locale/en";
import { clinic } from "~/config/clinic";
import type { Locale } from "~/i18n/locales";
import { phoneNumberAsTyped } from "~/lib/phone";
import { controlBorder, describedBy, FieldError, FieldHint, FieldLabel } from "./form-field";

/** On the server nothing; in the browser, what the field held before React took it over. */
export function phoneTypedBeforeHydration(id: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const input = document.getElementById(id);
  const text = input instanceof HTMLInputElement ? input.value : "";
  return text ? phoneNumberAsTyped(text) : undefined;
}

/**
 * The library's country names in the page's language (it ships French and Arabic), fetched once
 * per language alongside the form; English is its default. Until they arrive, English names.
 */
const countryNames: Partial<Record<Locale, Promise<Labels>>> = {};
const loadedNames: Partial<Record<Locale, Labels>> = {};

function loadCountryNames(locale: Locale): Promise<Labels> | null {
  if (locale === "en" || typeof window === "undefined") return null;
  countryNames[locale] ??= (locale === "fr" ? import("react-phone-number-input/locale/fr") : import("react-phone-number-input/locale/ar")).then(
    (module) => (loadedNames[locale] = module.default),
  );
  return countryNames[locale];
}

function useCountryNames(locale: Locale): Labels | undefined {
  const [names, setNames] = useState<Labels | undefined>(() => loadedNames[locale]);
  useEffect(() => {
    let live = true;
    void loadCountryNames(locale)?.then(
      (loaded) => live && setNames(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale]);
  return names;
}

/** The example number of the hint. */
const PHONE_EXAMPLE = "+961 3 123 456";

/** The field's words from the booking catalogue, for the forms whose messages include booking.form. */
export function usePhoneFieldTexts(): { label: string; countryLabel: string; hint: ReactNode } {
  const t = useTranslations("booking.form.phone");
  return {
    label: t("label"),
    countryLabel: t("country"),
    hint: t.rich("hint", { example: PHONE_EXAMPLE, number: (chunks) => <bdi dir="ltr">{chunks}</bdi> }),
  };
}

/**
 * The library's flags are images on a remote site by default; the site loads nothing from
 * elsewhere, so the country shows as its two-letter code instead.
 */
function CountryCode({ country }: FlagProps) {
  return <span className="text-xs font-bold tracking-wide text-navy">{country}</span>;
}

/**
 * International phone input (react-phone-number-input); its value is E.164 or undefined. Without
 * `onChange` it keeps its own value, starting from what the browser already holds in the field
 * (typed or autofilled before hydration), and a form reads it with FormData as "phone".
 *
 * A phone number reads left to right in every language, the country code first: the control is
 * left-to-right on Arabic pages too, its label and hint follow the page. The words are the
 * caller's (a translated form passes them); without them, English.
 */
export function PhoneField({
  id,
  value,
  onChange,
  error,
  label = "Phone number",
  countryLabel,
  hint,
}: {
  id: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  error?: string;
  label?: string;
  /** The country select's accessible name. */
  countryLabel?: string;
  hint?: ReactNode;
}) {
  const locale = useLocale() as Locale;
  const names = useCountryNames(locale);
  const [own, setOwn] = useState<string | undefined>(() => phoneTypedBeforeHydration(id));
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const labels: Labels = { ...(names ?? english), ...(countryLabel ? { country: countryLabel } : {}) };
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <PhoneInput
        id={id}
        name="phone"
        dir="ltr"
        containerComponentProps={{ dir: "ltr" }}
        international
        defaultCountry={clinic.defaultPhoneCountry}
        labels={labels}
        value={onChange ? value : own}
        onChange={onChange ?? setOwn}
        flagComponent={CountryCode}
        numberInputProps={{
          className:
            "min-h-11 rounded-e-xl border-0 bg-transparent px-2 text-base text-navy placeholder:text-slate-500 focus-visible:outline-none",
        }}
        autoComplete="tel"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error && errorId)}
        className={clsx(
          "booking-phone flex min-h-11 w-full rounded-xl border bg-white ps-3 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-primary",
          controlBorder(Boolean(error)),
        )}
      />
      <FieldHint id={hintId}>
        {hint ?? `With the country code, e.g. ${PHONE_EXAMPLE}. We call or message you here if needed.`}
      </FieldHint>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
