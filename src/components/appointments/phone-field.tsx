"use client";

import "react-phone-number-input/style.css";
import "./phone-field.css";

import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from "react";
import { useOnFirstUse } from "~/components/ui/use-first-use";
import { useHydrated } from "~/components/ui/use-hydrated";
import { clinic } from "~/config/clinic";
import { compactPhoneNumber } from "~/lib/phone-text";
import { controlBorder, describedBy, FieldError, FieldHint, FieldLabel } from "./form-field";

/** What the field starts with: the clinic's calling code, then the number. */
const STARTING_TEXT = `+${clinic.defaultPhoneCallingCode} `;

/** A phone number as the field reports it (E.164-shaped, "" when empty): the form's value and the server's. */
function reported(text: string): string {
  return compactPhoneNumber(text, clinic.defaultPhoneCallingCode);
}

/** On the server nothing; in the browser, what the field held before React took it over. */
export function phoneTypedBeforeHydration(id: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const input = document.getElementById(id);
  const text = input instanceof HTMLInputElement ? input.value : "";
  return reported(text) || undefined;
}

/** What the two controls, the plain one and the library's, are given. */
export type PhoneControlProps = {
  id: string;
  /** E.164-shaped, or "" while empty. */
  value: string;
  onChange: (value: string) => void;
  countryLabel?: string;
  countryName: string;
  invalid: boolean;
  describedBy?: string;
  className: string;
  inputClassName: string;
};

// react-phone-number-input with libphonenumber is 52 KB of gzip script: more than the rest of the
// booking form. It loads when the parent starts filling the form, not with the page, and the field
// is a plain phone input until then (decision 060).
let LoadedControl: ComponentType<PhoneControlProps> | null = null;
let libraryCode: Promise<void> | null = null;

function loadLibrary(): Promise<void> {
  libraryCode ??= import("./phone-library-input").then(
    (module) => {
      LoadedControl = module.default;
    },
    () => {
      // Not loaded (offline, a deploy in between): the plain input stays, and it works.
      libraryCode = null;
    },
  );
  return libraryCode;
}

/**
 * Whether the library's control has arrived. It is asked for when the parent first uses the form,
 * or at once when the field holds a number the parent did not type here (a signed-in parent's,
 * the details kept for Try Again), which only the library shows formatted.
 */
function useLibraryLoaded(field: RefObject<HTMLElement | null>, prefilled: boolean): boolean {
  const [loaded, setLoaded] = useState(() => LoadedControl !== null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  // Settles at once when another field on the page already loaded it.
  const start = useCallback(() => void loadLibrary().then(() => live.current && setLoaded(LoadedControl !== null)), []);
  useOnFirstUse(field, start);
  useEffect(() => {
    if (prefilled) start();
  }, [prefilled, start]);
  return loaded;
}

/** The library's control, once loaded. */
function LibraryControl(props: PhoneControlProps) {
  return LoadedControl ? <LoadedControl {...props} /> : <PlainPhoneInput {...props} />;
}

/**
 * Until the library comes: a phone input that looks like the library's (the same box, the
 * country's code where its list will be) and reports the same value. What is typed is shown as
 * typed; the library formats it once it takes over.
 */
function PlainPhoneInput({ id, value, onChange, countryLabel, countryName, invalid, describedBy: described, className, inputClassName }: PhoneControlProps) {
  const [text, setText] = useState(() => (typeof document === "undefined" ? STARTING_TEXT : typedText(id) ?? (value || STARTING_TEXT)));
  // A value set from outside (a signed-in parent's number, the form reset) replaces the text.
  const shown = reported(text) === value ? text : value || STARTING_TEXT;
  return (
    <div dir="ltr" className={clsx(className, "PhoneInput")}>
      <div className="PhoneInputCountry">
        <select aria-label={countryLabel ?? "Phone number country"} className="PhoneInputCountrySelect" defaultValue={clinic.defaultPhoneCountry}>
          <option value={clinic.defaultPhoneCountry}>{countryName}</option>
        </select>
        <div aria-hidden="true" className="PhoneInputCountryIcon PhoneInputCountryIcon--border">
          <span className="text-xs font-bold tracking-wide text-navy">{clinic.defaultPhoneCountry}</span>
        </div>
        <div className="PhoneInputCountrySelectArrow" />
      </div>
      <input
        type="tel"
        id={id}
        name="phone"
        dir="ltr"
        autoComplete="tel"
        value={shown}
        onChange={(event) => {
          setText(event.target.value);
          onChange(reported(event.target.value));
        }}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={described}
        className={clsx("PhoneInputInput", inputClassName)}
      />
    </div>
  );
}

/** The text of the server's input when React takes it over (typed or autofilled before the scripts ran). */
function typedText(id: string): string | undefined {
  const input = document.getElementById(id);
  return input instanceof HTMLInputElement && input.value ? input.value : undefined;
}

/** The example number of the hint. */
const PHONE_EXAMPLE = "+961 3 123 456";

/** The field's words from the booking catalogue, for the forms whose messages include booking.form. */
export function usePhoneFieldTexts(): { label: string; countryLabel: string; countryName: string; hint: ReactNode } {
  const t = useTranslations("booking.form.phone");
  return {
    label: t("label"),
    countryLabel: t("country"),
    countryName: t("defaultCountry"),
    hint: t.rich("hint", { example: PHONE_EXAMPLE, number: (chunks) => <bdi dir="ltr">{chunks}</bdi> }),
  };
}

/**
 * International phone input; its value is E.164-shaped or empty. Without `onChange` it keeps its
 * own value, starting from what the browser already holds in the field (typed or autofilled
 * before hydration), and a form reads it with FormData as "phone".
 *
 * It is a plain phone input until react-phone-number-input has loaded after hydration, and stays
 * one while the parent is in it: the library's control takes its place when the focus is
 * elsewhere, so no keystroke, caret or focus is lost to the swap.
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
  countryName = "Lebanon",
  hint,
}: {
  id: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  error?: string;
  label?: string;
  /** The country select's accessible name. */
  countryLabel?: string;
  /** The default country's name in the page's language, until the library's list has loaded. */
  countryName?: string;
  hint?: ReactNode;
}) {
  const hydrated = useHydrated();
  const box = useRef<HTMLDivElement>(null);
  const [inside, setInside] = useState(false);
  const [swapped, setSwapped] = useState(false);
  const [own, setOwn] = useState(() => phoneTypedBeforeHydration(id) ?? "");
  const libraryLoaded = useLibraryLoaded(box, hydrated && !inside && Boolean(onChange ? value : own));
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const control: PhoneControlProps = {
    id,
    value: (onChange ? value : own) ?? "",
    onChange: (next) => (onChange ? onChange(next || undefined) : setOwn(next)),
    countryLabel,
    countryName,
    invalid: Boolean(error),
    describedBy: describedBy(hintId, error && errorId),
    className: clsx(
      "booking-phone flex min-h-11 w-full rounded-xl border bg-white ps-3 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-primary",
      controlBorder(Boolean(error)),
    ),
    inputClassName: "min-h-11 rounded-e-xl border-0 bg-transparent px-2 text-base text-navy placeholder:text-slate-500 focus-visible:outline-none",
  };
  // Hydration renders what the server did (the plain input); the library's control comes after,
  // not under the parent's fingers, and then stays. A parent who went into the field before the
  // scripts ran gave React no focus event: the document says where the focus is.
  useEffect(() => {
    if (swapped || !hydrated || !libraryLoaded || inside) return;
    if (box.current?.contains(document.activeElement)) setInside(true);
    else setSwapped(true);
  }, [swapped, hydrated, libraryLoaded, inside]);
  return (
    <div
      ref={box}
      onFocus={() => setInside(true)}
      onBlur={(event) => {
        if (!box.current?.contains(event.relatedTarget as Node | null)) setInside(false);
      }}
    >
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {swapped ? <LibraryControl {...control} /> : <PlainPhoneInput {...control} />}
      <FieldHint id={hintId}>
        {hint ?? `With the country code, e.g. ${PHONE_EXAMPLE}. We call or message you here if needed.`}
      </FieldHint>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
