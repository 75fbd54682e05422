"use client";

import { useMutation } from "@tanstack/react-query";
import { clsx } from "clsx";
import { useRouter } from "next/navigation";
import { useRef } from "react";
import { serverFieldErrors, serverMessage } from "~/components/account/server-message";
import { controlBorder, controlClasses, describedBy, FieldError, FieldHint, FieldLabel } from "~/components/appointments/form-field";
import { buttonClasses } from "~/components/ui/button-classes";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { SERVICE_IMAGES, ZServiceDetails } from "~/schemas/catalogue";
import { useTRPC } from "~/trpc/react";
import { fieldErrorsByPath, focusFirstError } from "../field-paths";
import { PictureField, usePicture } from "../picture-field";
import { SaveBar, useSaveFeedback } from "../save-feedback";
import { TranslatedFields, translationKeys, translationsFromValues, translationValues, type TranslationsOf } from "../translated-fields";
import { Textarea } from "~/components/ui/textarea";

export type ServiceRow = {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  priceOnlineCents: number;
  priceOfflineCents: number;
  bookableOnline: boolean;
  minAgeMonths: number | null;
  maxAgeMonths: number | null;
  archivedAt: Date | null;
  /** Its name and description in French and Arabic ("" where not translated). */
  translations?: TranslationsOf<"name" | "description">;
};

const TRANSLATED = ["name", "description"] as const;
const TRANSLATED_FIELDS = [
  { name: "name", label: "Name" },
  { name: "description", label: "Description", multiline: 3 },
] as const;

type Values = {
  name: string;
  description: string;
  priceOnline: string;
  priceOffline: string;
  imageUrl: string;
  bookableOnline: string;
  minAgeMonths: string;
  maxAgeMonths: string;
} & Record<string, string>;

/** An age typed in months: empty is no limit; anything else goes to the schema as a number (not one: its message). */
const months = (text: string) => (text.trim() === "" ? null : Number(text.trim()));

const dollars = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

function valuesOf(service: ServiceRow | null): Values {
  return service
    ? {
        name: service.name,
        description: service.description,
        priceOnline: dollars(service.priceOnlineCents),
        priceOffline: dollars(service.priceOfflineCents),
        imageUrl: service.imageUrl,
        bookableOnline: service.bookableOnline ? "on" : "",
        minAgeMonths: service.minAgeMonths === null ? "" : String(service.minAgeMonths),
        maxAgeMonths: service.maxAgeMonths === null ? "" : String(service.maxAgeMonths),
        ...translationValues(service.translations, TRANSLATED),
      }
    : { name: "", description: "", priceOnline: "", priceOffline: "", imageUrl: SERVICE_IMAGES[0], bookableOnline: "on", minAgeMonths: "", maxAgeMonths: "", ...translationValues(undefined, TRANSLATED) };
}

/**
 * One service's details, prices and French and Arabic texts (or a new service's), saved with the
 * messages under their fields.
 */
export function ServiceForm({ service }: { service: ServiceRow | null }) {
  const trpc = useTRPC();
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const create = useMutation(trpc.admin.services.create.mutationOptions());
  const update = useMutation(trpc.admin.services.update.mutationOptions());
  const archive = useMutation(trpc.admin.services.setArchived.mutationOptions());
  const feedback = useSaveFeedback();
  const picture = usePicture(service?.imageUrl ?? "");
  const key = service?.id ?? "new";
  const id = (field: string) => `service-${key}-${field}`;
  const form = useFormAction<Values>({
    initial: valuesOf(service),
    read: (data) => ({
      name: textOf(data, "name"),
      description: textOf(data, "description"),
      priceOnline: textOf(data, "priceOnline"),
      priceOffline: textOf(data, "priceOffline"),
      imageUrl: textOf(data, "imageUrl"),
      bookableOnline: textOf(data, "bookableOnline"),
      minAgeMonths: textOf(data, "minAgeMonths"),
      maxAgeMonths: textOf(data, "maxAgeMonths"),
      ...Object.fromEntries(translationKeys(TRANSLATED).map((key) => [key, textOf(data, key)])),
    }),
    onErrors: (errors) => focusFirstError(formRef.current, errors),
    submit: async (values, data) => {
      feedback.clear();
      const english = { name: values.name, description: values.description, priceOnline: values.priceOnline, priceOffline: values.priceOffline, imageUrl: values.imageUrl };
      const typed = {
        ...english,
        bookableOnline: values.bookableOnline === "on",
        minAgeMonths: months(values.minAgeMonths),
        maxAgeMonths: months(values.maxAgeMonths),
        translations: translationsFromValues(values, TRANSLATED) };
      const parsed = ZServiceDetails.safeParse(typed);
      if (!parsed.success) return { errors: fieldErrorsByPath(parsed.error) };
      const chosen = await picture.resolve(data, parsed.data.imageUrl);
      if ("error" in chosen) return { errors: { imageUrl: chosen.error } };
      // Sent as typed (dollars): the server parses it with the same schema.
      const details = { ...typed, imageUrl: chosen.url };
      try {
        if (service) await update.mutateAsync({ serviceId: service.id, details });
        else await create.mutateAsync(details);
        feedback.saved(service ? "Saved. The public pages show it now." : "Service added. The public pages show it now.");
        router.refresh();
        return { done: !service };
      } catch (error) {
        const text = serverMessage(error, "The service could not be saved. Please try again.");
        feedback.failed(text);
        // The server names fields under "details." for an edit.
        const fields = Object.fromEntries(Object.entries(serverFieldErrors(error, text)).map(([path, message]) => [path.replace(/^details\./, ""), message]));
        return { errors: fields };
      }
    },
  });
  const values = form.done && !service ? valuesOf(null) : form.values;
  const text = (field: keyof Values, label: string, props: { inputMode?: "decimal" | "numeric"; hint?: string } = {}) => (
    <div className="min-w-0">
      <FieldLabel htmlFor={id(field)}>{label}</FieldLabel>
      <input
        id={id(field)}
        name={field}
        inputMode={props.inputMode}
        defaultValue={values[field]}
        aria-invalid={form.errors[field] ? true : undefined}
        aria-describedby={describedBy(props.hint && `${id(field)}-hint`, form.errors[field] && `${id(field)}-error`)}
        className={clsx(controlClasses, controlBorder(Boolean(form.errors[field])))}
      />
      {props.hint ? <FieldHint id={`${id(field)}-hint`}>{props.hint}</FieldHint> : null}
      <FieldError id={`${id(field)}-error`} message={form.errors[field]} />
    </div>
  );

  return (
    <form ref={formRef} action={form.formAction} noValidate aria-label={service ? `Edit ${service.name}` : "Add a service"} aria-busy={form.pending} className="flex flex-col gap-4">
      {text("name", "Name")}
      <div>
        <FieldLabel htmlFor={id("description")}>Description</FieldLabel>
        <Textarea
          id={id("description")}
          name="description"
          rows={3}
          defaultValue={values.description}
          aria-invalid={form.errors.description ? true : undefined}
          aria-describedby={form.errors.description ? `${id("description")}-error` : undefined}
          className={clsx(controlClasses, controlBorder(Boolean(form.errors.description)))}
        />
        <FieldError id={`${id("description")}-error`} message={form.errors.description} />
      </div>
      <TranslatedFields form={`service-${key}`} fields={TRANSLATED_FIELDS} values={values} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        {text("priceOnline", "Online price (USD)", { inputMode: "decimal" })}
        {text("priceOffline", "In-clinic price (USD)", { inputMode: "decimal" })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("minAgeMonths", "Youngest age (months)", { inputMode: "numeric", hint: "Empty: from birth. 24 is two years." })}
        {text("maxAgeMonths", "Oldest age (months)", { inputMode: "numeric", hint: "Empty: no limit. 11 is under one year." })}
      </div>
      <PictureField form={`service-${key}`} defaultValue={values.imageUrl} uploaded={picture.uploaded} error={form.errors.imageUrl} shipped={SERVICE_IMAGES} />
      <div>
        <label className="flex min-h-11 items-center gap-3 font-medium text-navy">
          <input type="checkbox" name="bookableOnline" defaultChecked={values.bookableOnline === "on"} className="size-5 accent-primary" />
          Parents can book it online
        </label>
      </div>
      <SaveBar feedback={feedback} pending={form.pending} label={service ? "Save" : "Add service"}>
        {service ? (
          <button
            type="button"
            disabled={archive.isPending}
            onClick={async () => {
              feedback.clear();
              try {
                await archive.mutateAsync({ serviceId: service.id, archived: !service.archivedAt });
                feedback.saved(service.archivedAt ? "Back on the site." : "Archived: it has left the site.");
                router.refresh();
              } catch (error) {
                feedback.failed(serverMessage(error, "The service could not be changed. Please try again."));
              }
            }}
            className={buttonClasses("secondary", "md")}
          >
            {service.archivedAt ? "Restore to the site" : "Archive"}
            <span className="sr-only"> {service.name}</span>
          </button>
        ) : null}
      </SaveBar>
    </form>
  );
}
