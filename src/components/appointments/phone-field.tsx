"use client";

import "react-phone-number-input/style.css";
import "./phone-field.css";

import { clsx } from "clsx";
import { useState } from "react";
import PhoneInput, { type FlagProps } from "react-phone-number-input";
import { clinic } from "~/config/clinic";
import { phoneNumberAsTyped } from "~/lib/phone";
import { controlBorder, describedBy, FieldError, FieldHint, FieldLabel } from "./form-field";

/** On the server nothing; in the browser, what the field held before React took it over. */
function typedBeforeHydration(id: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const input = document.getElementById(id);
  const text = input instanceof HTMLInputElement ? input.value : "";
  return text ? phoneNumberAsTyped(text) : undefined;
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
 */
export function PhoneField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  error?: string;
}) {
  const [own, setOwn] = useState<string | undefined>(() => typedBeforeHydration(id));
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
        value={onChange ? value : own}
        onChange={onChange ?? setOwn}
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
