"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { serverFieldErrors, serverMessage } from "~/components/account/server-message";
import { FieldError, FieldLabel } from "~/components/appointments/form-field";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { ZLessonDetails } from "~/schemas/admin/courses";
import { LESSON_VIDEO_TYPES, NOT_A_VIDEO, uploadTooLargeMessage, VIDEO_REQUIRED } from "~/schemas/admin/media";
import { useTRPC } from "~/trpc/react";
import { TextField } from "../admin-field";
import { fieldErrorsByPath, focusFirstError } from "../field-paths";
import { SaveBar, useSaveFeedback } from "../save-feedback";
import { TranslatedFields, translationKeys, translationsFromValues, translationValues, type TranslationsOf } from "../translated-fields";
import { formatDuration, uploadMedia, type UploadedMedia } from "../upload-media";

export type LessonRow = {
  id: string;
  title: string;
  description: string;
  durationSeconds: number;
  /** Its title and description in French and Arabic ("" where not translated). */
  translations?: TranslationsOf<"title" | "description">;
};
type Values = { title: string; description: string } & Record<string, string>;

const TRANSLATED = ["title", "description"] as const;
const TRANSLATED_FIELDS = [
  { name: "title", label: "Title" },
  { name: "description", label: "Description", multiline: 2 },
] as const;
const emptyValues = (): Values => ({ title: "", description: "", ...translationValues(undefined, TRANSLATED) });

/**
 * Adds a lesson to a module, or edits one, with its French and Arabic texts. The chosen video is uploaded when the form is sent
 * (with a progress bar), so a form filled before the page's scripts ran loses nothing; once
 * uploaded it is kept for the next try, should the lesson itself be refused.
 */
export function LessonForm({ moduleId, lesson, maxBytes }: { moduleId: string; lesson: LessonRow | null; maxBytes: number }) {
  const trpc = useTRPC();
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const add = useMutation(trpc.admin.courses.addLesson.mutationOptions());
  const update = useMutation(trpc.admin.courses.updateLesson.mutationOptions());
  const feedback = useSaveFeedback();
  const [uploaded, setUploaded] = useState<UploadedMedia | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const key = lesson ? `lesson-${lesson.id}` : `lesson-new-${moduleId}`;

  const sendVideo = async (file: File): Promise<UploadedMedia | { error: string }> => {
    if (file.type && !(LESSON_VIDEO_TYPES as readonly string[]).includes(file.type)) return { error: NOT_A_VIDEO };
    if (file.size > maxBytes) return { error: uploadTooLargeMessage("lesson_video", maxBytes) };
    setProgress(0);
    try {
      const video = await uploadMedia("lesson-videos", file, setProgress);
      setUploaded(video);
      return video;
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    } finally {
      setProgress(null);
    }
  };

  const form = useFormAction<Values>({
    initial: lesson ? { title: lesson.title, description: lesson.description, ...translationValues(lesson.translations, TRANSLATED) } : emptyValues(),
    read: (data) => ({
      title: textOf(data, "title"),
      description: textOf(data, "description"),
      ...Object.fromEntries(translationKeys(TRANSLATED).map((key) => [key, textOf(data, key)])),
    }),
    onErrors: (errors) => focusFirstError(formRef.current, errors),
    submit: async (values, data) => {
      feedback.clear();
      const typed = { title: values.title, description: values.description, translations: translationsFromValues(values, TRANSLATED) };
      const parsed = ZLessonDetails.safeParse(typed);
      if (!parsed.success) return { errors: fieldErrorsByPath(parsed.error) };
      const file = data.get("video");
      let video = uploaded;
      if (file instanceof File && file.size > 0) {
        const sent = await sendVideo(file);
        if ("error" in sent) return { errors: { video: sent.error } };
        video = sent;
      }
      if (!lesson && !video) return { errors: { video: VIDEO_REQUIRED } };
      const details = { ...typed, videoUploadId: video?.id };
      try {
        if (lesson) await update.mutateAsync({ lessonId: lesson.id, details });
        else await add.mutateAsync({ moduleId, details });
        setUploaded(null);
        feedback.saved(lesson ? "Lesson saved." : "Lesson added.");
        router.refresh();
        return { done: true };
      } catch (error) {
        const text = serverMessage(error, "The lesson could not be saved. Please try again.");
        feedback.failed(text);
        const fields = Object.fromEntries(Object.entries(serverFieldErrors(error, text)).map(([path, message]) => [path.replace(/^details\./, "").replace("videoUploadId", "video"), message]));
        return { errors: fields };
      }
    },
  });
  const values = form.done && !lesson ? emptyValues() : form.values;
  const videoId = `${key}-video`;
  const videoHint = lesson
    ? `Now ${formatDuration(lesson.durationSeconds)}. Choose a file only to replace it.`
    : `MP4 (H.264), at most ${Math.floor(maxBytes / (1024 * 1024))} MB.`;
  return (
    <form ref={formRef} action={form.formAction} noValidate aria-label={lesson ? `Edit ${lesson.title}` : "Add a lesson"} aria-busy={form.pending} className="flex flex-col gap-3">
      <TextField form={key} name="title" label="Lesson title" defaultValue={values.title} error={form.errors.title} />
      <TextField form={key} name="description" label="Description" defaultValue={values.description} error={form.errors.description} multiline={2} />
      <TranslatedFields form={key} fields={TRANSLATED_FIELDS} values={values} errors={form.errors} />
      <div>
        <FieldLabel htmlFor={videoId}>Video</FieldLabel>
        <input
          id={videoId}
          name="video"
          type="file"
          accept="video/mp4,.mp4,.m4v"
          aria-invalid={form.errors.video ? true : undefined}
          aria-describedby={[`${videoId}-hint`, form.errors.video ? `${videoId}-error` : null].filter(Boolean).join(" ")}
          className="block w-full text-sm text-navy file:me-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-cream file:px-4 file:font-semibold file:text-navy"
        />
        <p id={`${videoId}-hint`} className="mt-1 text-sm text-muted">
          {uploaded ? `Uploaded ${uploaded.originalName} (${formatDuration(uploaded.durationSeconds ?? 0)}); it is kept for the next try.` : videoHint}
        </p>
        <FieldError id={`${videoId}-error`} message={form.errors.video} />
        {progress !== null ? (
          <div className="mt-2 flex items-center gap-3">
            <progress value={progress} max={1} aria-label="Video upload" className="h-2 w-full accent-primary" />
            <span className="text-sm whitespace-nowrap text-muted" aria-live="polite">
              {Math.floor(progress * 10) * 10} %
            </span>
          </div>
        ) : null}
      </div>
      <SaveBar
        feedback={feedback}
        pending={form.pending}
        label={lesson ? "Save lesson" : "Add lesson"}
        pendingLabel={progress !== null ? "Uploading..." : "Saving..."}
        variant={lesson ? "secondary" : "primary"}
        size="sm"
      />
    </form>
  );
}
