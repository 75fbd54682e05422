import { clsx } from "clsx";
import { controlBorder, controlClasses, FieldError, FieldLabel } from "~/components/appointments/form-field";
import { textDirection } from "~/i18n/locales";
import { TRANSLATED_LOCALE_NAMES, TRANSLATED_LOCALES, type TranslatedLocale } from "~/schemas/translations";
import { Textarea } from "~/components/ui/textarea";

// The French and Arabic versions of a back-office form's texts (decision 033), next to the English
// ones. The fields are named "translations.<locale>.<field>", the path the schema and the server
// report their errors under, so a refused text's message shows under its own field.

export type TranslatedField = { name: string; label: string; multiline?: number; hint?: string };

/** A form's texts in French and Arabic, as its fields hold them (outcomes one per line). */
export type TranslationsOf<Name extends string> = Partial<Record<TranslatedLocale, Partial<Record<Name, string | string[]>>>>;

export const translationKey = (locale: TranslatedLocale, field: string) => `translations.${locale}.${field}`;

/** The form's field names of these texts in both languages. */
export function translationKeys(fields: readonly string[]): string[] {
  return TRANSLATED_LOCALES.flatMap((locale) => fields.map((field) => translationKey(locale, field)));
}

/** The fields' starting values: the saved translations (lines joined), "" where there is none. */
export function translationValues(translations: TranslationsOf<string> | undefined, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    TRANSLATED_LOCALES.flatMap((locale) =>
      fields.map((field) => {
        const value = translations?.[locale]?.[field] ?? "";
        return [translationKey(locale, field), Array.isArray(value) ? value.join("\n") : value];
      }),
    ),
  );
}

/** What the form sends: every language's fields as typed (an empty one shows the English text). */
export function translationsFromValues<Name extends string>(values: Record<string, string>, fields: readonly Name[]): Record<TranslatedLocale, Record<Name, string>> {
  const texts = (locale: TranslatedLocale) => Object.fromEntries(fields.map((field) => [field, values[translationKey(locale, field)] ?? ""])) as Record<Name, string>;
  return { fr: texts("fr"), ar: texts("ar") };
}

/**
 * The French and Arabic controls of some texts: one column per language, each control labelled
 * "<label> in French"; the Arabic ones are written right to left. Uncontrolled, like the rest of
 * the back-office's forms (decision 019).
 */
export function TranslatedFields({
  form,
  fields,
  values,
  errors,
}: {
  /** The form's id prefix, so two forms on a page never share an id. */
  form: string;
  fields: readonly TranslatedField[];
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const hintId = `${form}-translations-hint`;
  return (
    <fieldset className="min-w-0 rounded-xl border border-slate-200 px-4 pt-2 pb-4">
      <legend className="px-1 text-sm font-semibold text-navy">French and Arabic</legend>
      <p id={hintId} className="mb-3 text-sm text-muted">
        Shown on the French and Arabic pages. A field left empty shows the English text.
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        {TRANSLATED_LOCALES.map((locale) => (
          <div key={locale} className="flex min-w-0 flex-col gap-3">
            {fields.map((field) => {
              const name = translationKey(locale, field.name);
              const id = `${form}-${locale}-${field.name}`;
              const error = errors[name];
              const fieldHintId = field.hint ? `${id}-hint` : null;
              const shared = {
                id,
                name,
                lang: locale,
                dir: textDirection(locale),
                defaultValue: values[name] ?? "",
                "aria-invalid": error ? true : undefined,
                "aria-describedby": [error ? `${id}-error` : null, fieldHintId, hintId].filter(Boolean).join(" "),
                className: clsx(controlClasses, controlBorder(Boolean(error))),
              };
              return (
                <div key={field.name} className="min-w-0">
                  <FieldLabel htmlFor={id}>{`${field.label} in ${TRANSLATED_LOCALE_NAMES[locale]}`}</FieldLabel>
                  {field.multiline ? <Textarea rows={field.multiline} {...shared} /> : <input {...shared} />}
                  {fieldHintId ? (
                    <p id={fieldHintId} className="mt-1 text-sm text-muted">
                      {field.hint}
                    </p>
                  ) : null}
                  <FieldError id={`${id}-error`} message={error} />
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
