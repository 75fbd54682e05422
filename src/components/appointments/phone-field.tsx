"use client";

import "react-phone-number-input/style.css";
import "./phone-field.css";

import { clsx } from "clsx";
import PhoneInput, { type FlagProps } from "react-phone-number-input";
import { clinic } from "~/config/clinic";
import { controlBorder, describedBy, FieldError, FieldHint, FieldLabel } from "./form-field";

/**
 * The library's flags are images on a remote site by default; the site loads nothing from
 * elsewhere, so the country shows as its two-letter code instead.
 */
function CountryCode({ country }: FlagProps) {
  return <span className="text-xs font-bold tracking-wide text-navy">{country}</span>;
}

/** International phone input (react-phone-number-input); its value is E.164 or undefined. */
export function PhoneField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  error?: string;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <FieldLabel htmlFor={id}>Phone number</FieldLabel>
      <PhoneInput
        id={id}
        name="phone"
        international
        defaultCountry={clinic.defaultPhoneCountry}
        value={value}
        onChange={onChange}
        flagComponent={CountryCode}
        numberInputProps={{
          className:
            "min-h-11 rounded-r-xl border-0 bg-transparent px-2 text-base text-navy placeholder:text-slate-500 focus-visible:outline-none",
        }}
        autoComplete="tel"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error && errorId)}
        className={clsx(
          "booking-phone flex min-h-11 w-full rounded-xl border bg-white pl-3 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-primary",
          controlBorder(Boolean(error)),
        )}
      />
      <FieldHint id={hintId}>With the country code, e.g. +961 3 123 456. We call or message you here if needed.</FieldHint>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
