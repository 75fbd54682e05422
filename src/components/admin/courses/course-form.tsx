"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useRef } from "react";
import { serverFieldErrors, serverMessage } from "~/components/account/server-message";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { COURSE_IMAGES, ZCourseDetails } from "~/schemas/admin/courses";
import { useTRPC } from "~/trpc/react";
import { TextField } from "../admin-field";
import { PictureField, usePicture } from "../picture-field";
import { fieldErrorsByPath, focusFirstError } from "../field-paths";
import { SaveBar, useSaveFeedback } from "../save-feedback";
import { TranslatedFields, translationKeys, translationsFromValues, translationValues, type TranslationsOf } from "../translated-fields";

export type CourseDetailsRow = {
  id: string;
  title: string;
  description: string;
  category: string;
  priceCents: number;
  discountPriceCents: number | null;
  instructorFirstName: string;
  instructorLastName: string;
  learningOutcomes: string[];
  imageUrl: string;
  /** The children it is for, in whole months (decision 054); null: no limit at that end. */
  minAgeMonths: number | null;
  maxAgeMonths: number | null;
  /** Its texts in French and Arabic ("" or none where not translated). */
  translations?: TranslationsOf<"title" | "description" | "category" | "learningOutcomes">;
};

const FIELDS = ["title", "description", "category", "price", "discountPrice", "instructorFirstName", "instructorLastName", "learningOutcomes", "minAgeMonths", "maxAgeMonths", "imageUrl"] as const;
type Values = Record<(typeof FIELDS)[number], string> & Record<string, string>;

const TRANSLATED = ["title", "description", "category", "learningOutcomes"] as const;
const TRANSLATED_FIELDS = [
  { name: "title", label: "Title" },
  { name: "description", label: "Description", multiline: 4 },
  { name: "category", label: "Category" },
  { name: "learningOutcomes", label: "What parents will learn", multiline: 4, hint: "One per line." },
] as const;

/** An age typed in months: empty is no limit; anything else goes to the schema as a number (not one: its message). */
const months = (text: string) => (text.trim() === "" ? null : Number(text.trim()));

const dollars = (cents: number | null) => (cents === null ? "" : cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

function valuesOf(course: CourseDetailsRow | null): Values {
  if (!course) {
    return { title: "", description: "", category: "", price: "", discountPrice: "", instructorFirstName: "", instructorLastName: "", learningOutcomes: "", minAgeMonths: "", maxAgeMonths: "", imageUrl: COURSE_IMAGES[0] };
  }
  return {
    title: course.title,
    description: course.description,
    category: course.category,
    price: dollars(course.priceCents),
    discountPrice: dollars(course.discountPriceCents),
    instructorFirstName: course.instructorFirstName,
    instructorLastName: course.instructorLastName,
    learningOutcomes: course.learningOutcomes.join("\n"),
    minAgeMonths: course.minAgeMonths === null ? "" : String(course.minAgeMonths),
    maxAgeMonths: course.maxAgeMonths === null ? "" : String(course.maxAgeMonths),
    imageUrl: course.imageUrl,
    ...translationValues(course.translations, TRANSLATED),
  };
}

/**
 * A course's details with their French and Arabic texts (or a new course's, in English: its
 * translations are added on its page), saved with the messages under their fields. A new course
 * opens as a draft.
 */
export function CourseForm({ course }: { course: CourseDetailsRow | null }) {
  const trpc = useTRPC();
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const create = useMutation(trpc.admin.courses.create.mutationOptions());
  const update = useMutation(trpc.admin.courses.update.mutationOptions());
  const feedback = useSaveFeedback();
  const picture = usePicture(course?.imageUrl ?? "");
  const form = useFormAction<Values>({
    initial: valuesOf(course),
    read: (data) => Object.fromEntries([...FIELDS, ...(course ? translationKeys(TRANSLATED) : [])].map((field) => [field, textOf(data, field)])) as Values,
    onErrors: (errors) => focusFirstError(formRef.current, errors),
    submit: async (values, data) => {
      feedback.clear();
      const english = {
        ...(Object.fromEntries(FIELDS.map((field) => [field, values[field]])) as Record<(typeof FIELDS)[number], string>),
        minAgeMonths: months(values.minAgeMonths),
        maxAgeMonths: months(values.maxAgeMonths),
      };
      const typed = course ? { ...english, translations: translationsFromValues(values, TRANSLATED) } : english;
      const parsed = ZCourseDetails.safeParse(typed);
      if (!parsed.success) return { errors: fieldErrorsByPath(parsed.error) };
      const chosen = await picture.resolve(data, parsed.data.imageUrl);
      if ("error" in chosen) return { errors: { imageUrl: chosen.error } };
      const details = { ...typed, imageUrl: chosen.url };
      try {
        if (course) {
          await update.mutateAsync({ courseId: course.id, details });
          feedback.saved("Saved. The public pages show it now.");
          router.refresh();
          return {};
        }
        const created = await create.mutateAsync(details);
        router.push(`/admin/courses/${created.id}`);
        return { done: true };
      } catch (error) {
        const text = serverMessage(error, "The course could not be saved. Please try again.");
        feedback.failed(text);
        const fields = Object.fromEntries(Object.entries(serverFieldErrors(error, text)).map(([path, message]) => [path.replace(/^details\./, ""), message]));
        return { errors: fields };
      }
    },
  });
  const key = course ? `course-${course.id}` : "course-new";
  const field = (name: (typeof FIELDS)[number], label: string, extra: { inputMode?: "decimal" | "numeric"; multiline?: number; hint?: string } = {}) => (
    <TextField form={key} name={name} label={label} defaultValue={form.values[name]} error={form.errors[name]} {...extra} />
  );
  return (
    <form ref={formRef} action={form.formAction} noValidate aria-label={course ? `Details of ${course.title}` : "New course"} aria-busy={form.pending} className="flex flex-col gap-4">
      {field("title", "Title")}
      {field("description", "Description", { multiline: 4 })}
      <div className="grid gap-4 sm:grid-cols-3">
        {field("category", "Category")}
        {field("price", "Price (USD)", { inputMode: "decimal", hint: "0 for a free course." })}
        {field("discountPrice", "Discounted price (USD)", { inputMode: "decimal", hint: "Empty for none." })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("instructorFirstName", "Instructor's first name")}
        {field("instructorLastName", "Instructor's last name")}
      </div>
      {field("learningOutcomes", "What parents will learn", { multiline: 4, hint: "One per line." })}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("minAgeMonths", "For children from (months)", { inputMode: "numeric", hint: "Empty: from birth. 24 is two years." })}
        {field("maxAgeMonths", "For children up to (months)", { inputMode: "numeric", hint: "Empty: no limit. Parents see it recommended for a child of these ages." })}
      </div>
      {course ? (
        <TranslatedFields form={key} fields={TRANSLATED_FIELDS} values={form.values} errors={form.errors} />
      ) : (
        <p className="text-sm text-muted">The French and Arabic texts are added on the course&apos;s page, once the draft is created.</p>
      )}
      <PictureField form={key} defaultValue={form.values.imageUrl} uploaded={picture.uploaded} error={form.errors.imageUrl} shipped={COURSE_IMAGES} />
      <SaveBar feedback={feedback} pending={form.pending} label={course ? "Save details" : "Create draft"} />
    </form>
  );
}
