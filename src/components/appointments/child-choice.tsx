"use client";

import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import type { Ref } from "react";
import { childAge, dateOfBirthProblem } from "~/lib/child-age";
import { controlBorder, controlClasses, describedBy, FieldError, FieldHint, FieldLabel } from "./form-field";

/** One of the signed-in parent's children, as the booking form offers it. */
/** `dateOfBirth` is null for a child made from visits booked before children were records (decision 050). */
export type BookableChild = { id: string; firstName: string; lastName: string; dateOfBirth: string | null };

/** "Another child": the name and date of birth fields. */
export const ANOTHER_CHILD = "another";

/** "8 months", "2 years, 3 months": the family page's words for an age on `on`. */
export function useAgeText() {
  const t = useTranslations("family");
  return (dateOfBirth: string, on: string) => t("age", childAge(dateOfBirth, on));
}

/**
 * A signed-in parent's children as radio cards with their age on the visit's day ("Lina, 8
 * months"), and "Another child" (decision 046). Shown only once the children are known, after
 * hydration: the server's form is a guest's, and the fields of "Another child" are that form's.
 */
export function ChildChoice({
  id,
  kids,
  value,
  on,
  onChange,
  groupRef,
}: {
  id: string;
  kids: BookableChild[];
  value: string;
  /** The day the age is told for: the visit's, else today. */
  on: string;
  onChange: (value: string) => void;
  groupRef?: Ref<HTMLFieldSetElement>;
}) {
  const t = useTranslations("booking.form.child");
  const age = useAgeText();
  const options = [
    ...kids.map((kid) => ({ value: kid.id, label: kid.dateOfBirth ? t("age", { name: kid.firstName, age: age(kid.dateOfBirth, on) }) : kid.firstName })),
    { value: ANOTHER_CHILD, label: t("another") },
  ];
  return (
    <fieldset ref={groupRef} className="min-w-0" aria-labelledby={`${id}-legend`}>
      <legend id={`${id}-legend`} className="mb-1.5 block text-sm font-semibold text-navy">
        {t("legend")}
      </legend>
      <div className="grid gap-2 @sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              "flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border bg-white px-3.5 py-2.5 transition-colors",
              "has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary",
              value === option.value ? "border-primary bg-primary/5" : controlBorder(false),
            )}
          >
            <input
              type="radio"
              name="child"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 shrink-0 accent-primary focus-visible:outline-none"
            />
            <span className="min-w-0 flex-1 font-semibold text-navy">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The child's date of birth (a native date field: it works before the scripts), with the age it gives on the visit's day. */
export function DateOfBirthField({
  id,
  value,
  on,
  today,
  onChange,
  error,
  inputRef,
  optional,
}: {
  optional?: string;
  id: string;
  value: string;
  on: string | null;
  today: string | null;
  onChange: (value: string) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const t = useTranslations("booking.form.child");
  const age = useAgeText();
  // Told once the browser knows today (hydration renders what the server did: no age).
  const told = today && value && !dateOfBirthProblem(value, today) ? age(value, on ?? today) : null;
  return (
    <div>
      <FieldLabel htmlFor={id} optional={optional}>
        {t("dateOfBirth")}
      </FieldLabel>
      <input
        ref={inputRef}
        id={id}
        name="dateOfBirth"
        type="date"
        autoComplete="off"
        max={today ?? undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)}
        className={clsx(controlClasses, controlBorder(Boolean(error)))}
      />
      <FieldHint id={`${id}-hint`}>{told ? t("ageOnVisit", { age: told }) : t("dateOfBirthHint")}</FieldHint>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
