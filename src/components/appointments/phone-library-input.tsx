"use client";

import { useLocale } from "next-intl";
import { useEffect, useState } from "react";
import PhoneInput, { type FlagProps, type Labels } from "react-phone-number-input";
import english from "react-phone-number-input/locale/en";
import { clinic } from "~/config/clinic";
import type { Locale } from "~/i18n/locales";
import type { PhoneControlProps } from "./phone-field";

/**
 * The phone field's full control (react-phone-number-input: country list, formatting as typed),
 * a chunk of its own that PhoneField loads once the page is running (decision 060).
 */

/**
 * The library's country names in the page's language (it ships French and Arabic), fetched once
 * per language; English is its default. Until they arrive, English names.
 */
const countryNames: Partial<Record<Locale, Promise<Labels>>> = {};
const loadedNames: Partial<Record<Locale, Labels>> = {};

function loadCountryNames(locale: Locale): Promise<Labels> | null {
  if (locale === "en") return null;
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

/**
 * The library's flags are images on a remote site by default; the site loads nothing from
 * elsewhere, so the country shows as its two-letter code instead.
 */
function CountryCode({ country }: FlagProps) {
  return <span className="text-xs font-bold tracking-wide text-navy">{country}</span>;
}

export default function PhoneLibraryInput({ id, value, onChange, countryLabel, invalid, describedBy, className, inputClassName }: PhoneControlProps) {
  const locale = useLocale() as Locale;
  const names = useCountryNames(locale);
  const labels: Labels = { ...(names ?? english), ...(countryLabel ? { country: countryLabel } : {}) };
  return (
    <PhoneInput
      id={id}
      name="phone"
      dir="ltr"
      containerComponentProps={{ dir: "ltr" }}
      international
      defaultCountry={clinic.defaultPhoneCountry}
      labels={labels}
      // The field's value is always E.164-shaped (compactPhoneNumber before the library came) or empty.
      value={value || undefined}
      onChange={(next) => onChange(next ?? "")}
      flagComponent={CountryCode}
      numberInputProps={{ className: inputClassName }}
      autoComplete="tel"
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      className={className}
    />
  );
}
