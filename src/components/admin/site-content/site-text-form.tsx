"use client";

import { useRouter } from "next/navigation";
import { useRef } from "react";
import type { $ZodError } from "zod/v4/core";
import { serverFieldErrors, serverMessage } from "~/components/account/server-message";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { TextField } from "../admin-field";
import { fieldErrorsByPath, focusFirstError } from "../field-paths";
import { SaveBar, useSaveFeedback } from "../save-feedback";
import { TranslatedFields, translationsFromValues, translationValues, type TranslatedField, type TranslationsOf } from "../translated-fields";

/** An English text of the form (required), with the label staff read. */
export type EnglishField = { name: string; label: string; multiline?: number; hint?: string };

type Parse = (typed: unknown) => { success: true } | { success: false; error: $ZodError };

/**
 * One of the site's texts — a testimonial, a question, a guide's words — in English with its French
 * and Arabic versions (decision 034): checked with the schema the server uses, saved, and the
 * messages shown under their fields (the server's under the same names, without `details.`).
 */
export function SiteTextForm({
  id,
  label,
  english,
  translated,
  values,
  translations,
  shown,
  parse,
  save,
  submitLabel,
  saved,
  resets = false,
}: {
  /** The form's id prefix, unique on the page. */
  id: string;
  label: string;
  english: readonly EnglishField[];
  translated: readonly TranslatedField[];
  /** The saved item (its English texts are read by the fields' names); none for a new one. */
  values: Partial<Record<string, unknown>> | null;
  translations?: TranslationsOf<string>;
  /** A "shown on the site" checkbox, sent as `published`. */
  shown?: { label: string; checked: boolean };
  parse: Parse;
  save: (details: Record<string, unknown>) => Promise<unknown>;
  submitLabel: string;
  saved: string;
  /** An "add" form: emptied once saved. */
  resets?: boolean;
}) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const feedback = useSaveFeedback();
  const translatedNames = translated.map((field) => field.name);
  const initial = {
    ...Object.fromEntries(english.map((field) => [field.name, String(values?.[field.name] ?? "")])),
    ...translationValues(translations, translatedNames),
    ...(shown ? { published: shown.checked ? "on" : "" } : {}),
  };
  const form = useFormAction<Record<string, string>>({
    initial,
    read: (data) => Object.fromEntries(Object.keys(initial).map((name) => [name, textOf(data, name)])),
    onErrors: (errors) => focusFirstError(formRef.current, errors),
    submit: async (typedValues) => {
      feedback.clear();
      const typed: Record<string, unknown> = {
        ...Object.fromEntries(english.map((field) => [field.name, typedValues[field.name] ?? ""])),
        ...(shown ? { published: typedValues.published === "on" } : {}),
        translations: translationsFromValues(typedValues, translatedNames),
      };
      const parsed = parse(typed);
      if (!parsed.success) return { errors: fieldErrorsByPath(parsed.error) };
      try {
        // Sent as typed: the server checks it with the same schema.
        await save(typed);
        feedback.saved(saved);
        router.refresh();
        return { done: resets };
      } catch (error) {
        const text = serverMessage(error, "This could not be saved. Please try again.");
        feedback.failed(text);
        return { errors: Object.fromEntries(Object.entries(serverFieldErrors(error, text)).map(([path, message]) => [path.replace(/^details\./, ""), message])) };
      }
    },
  });
  const current = form.done && resets ? Object.fromEntries(Object.keys(initial).map((name) => [name, name === "published" ? (initial.published ?? "") : ""])) : form.values;

  return (
    <form ref={formRef} action={form.formAction} noValidate aria-label={label} aria-busy={form.pending} className="flex flex-col gap-4">
      {english.map((field) => (
        <TextField key={field.name} form={id} name={field.name} label={field.label} hint={field.hint} multiline={field.multiline} defaultValue={current[field.name] ?? ""} error={form.errors[field.name]} />
      ))}
      <TranslatedFields form={id} fields={translated} values={current} errors={form.errors} />
      {shown ? (
        <label className="flex min-h-11 items-center gap-3 font-medium text-navy">
          <input type="checkbox" name="published" defaultChecked={current.published === "on"} className="size-5 accent-primary" />
          {shown.label}
        </label>
      ) : null}
      <SaveBar feedback={feedback} pending={form.pending} label={submitLabel} />
    </form>
  );
}
