"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { serverFieldErrors, serverMessage } from "~/components/account/server-message";
import { FieldError } from "~/components/appointments/form-field";
import { buttonClasses } from "~/components/ui/button-classes";
import { toast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { ZModuleRename, ZModuleTitle } from "~/schemas/admin/courses";
import { useTRPC } from "~/trpc/react";
import { TextField } from "../admin-field";
import { useListChange } from "../use-list-change";
import { fieldErrorsByPath } from "../field-paths";
import { SaveBar, useSaveFeedback } from "../save-feedback";
import { TranslatedFields, translationKeys, translationsFromValues, translationValues, type TranslationsOf } from "../translated-fields";

/** Up / Down / Remove for a module or a lesson: buttons, so the keyboard reorders as the mouse does. */
export function OutlineItemControls({ kind, id, title, first, last }: { kind: "module" | "lesson"; id: string; title: string; first: boolean; last: boolean }) {
  const trpc = useTRPC();
  const hydrated = useHydrated();
  const run = useListChange();
  const moveModule = useMutation(trpc.admin.courses.moveModule.mutationOptions());
  const moveLesson = useMutation(trpc.admin.courses.moveLesson.mutationOptions());
  const removeModule = useMutation(trpc.admin.courses.removeModule.mutationOptions());
  const removeLesson = useMutation(trpc.admin.courses.removeLesson.mutationOptions());
  const busy = !hydrated || moveModule.isPending || moveLesson.isPending || removeModule.isPending || removeLesson.isPending;
  const move = (direction: "up" | "down") =>
    run(
      () => (kind === "module" ? moveModule.mutateAsync({ moduleId: id, direction }) : moveLesson.mutateAsync({ lessonId: id, direction })),
      `Moved “${title}” ${direction}.`,
      [`${kind}-${id}-${direction}`, `${kind}-${id}-${direction === "up" ? "down" : "up"}`],
    );
  const remove = () => {
    const question = kind === "module" ? `Remove the empty module “${title}”?` : `Remove the lesson “${title}”? Parents' progress on it goes with it.`;
    if (!window.confirm(question)) return;
    void run(() => (kind === "module" ? removeModule.mutateAsync({ moduleId: id }) : removeLesson.mutateAsync({ lessonId: id })), `Removed “${title}”.`);
  };
  return (
    <div className="flex flex-wrap gap-1.5" role="group" aria-label={`Order of ${title}`}>
      <button id={`${kind}-${id}-up`} type="button" disabled={busy || first} onClick={() => move("up")} className={buttonClasses("secondary", "sm")}>
        Up<span className="sr-only"> {title}</span>
      </button>
      <button id={`${kind}-${id}-down`} type="button" disabled={busy || last} onClick={() => move("down")} className={buttonClasses("secondary", "sm")}>
        Down<span className="sr-only"> {title}</span>
      </button>
      <button type="button" disabled={busy} onClick={remove} className={buttonClasses("ghost", "sm")}>
        Remove<span className="sr-only"> {title}</span>
      </button>
    </div>
  );
}

const MODULE_TRANSLATED = ["title"] as const;
const MODULE_TRANSLATED_FIELDS = [{ name: "title", label: "Module title" }] as const;

/**
 * Adds a module at the end of the course (its title in English), or renames one, with its French
 * and Arabic titles.
 */
export function ModuleTitleForm({
  courseId,
  module,
}: {
  courseId: string;
  module: { id: string; title: string; translations?: TranslationsOf<"title"> } | null;
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const add = useMutation(trpc.admin.courses.addModule.mutationOptions());
  const rename = useMutation(trpc.admin.courses.renameModule.mutationOptions());
  const key = module ? `module-${module.id}` : `module-new-${courseId}`;
  const feedback = useSaveFeedback();
  const form = useFormAction<Record<string, string>>({
    initial: { title: module?.title ?? "", ...(module ? translationValues(module.translations, MODULE_TRANSLATED) : {}) },
    read: (data) => ({
      title: textOf(data, "title"),
      ...(module ? Object.fromEntries(translationKeys(MODULE_TRANSLATED).map((name) => [name, textOf(data, name)])) : {}),
    }),
    submit: async (values) => {
      feedback.clear();
      const title = values.title ?? "";
      const parsed = ZModuleTitle.safeParse(title);
      if (!parsed.success) return { errors: { title: parsed.error.issues[0]?.message ?? "Please enter the module's title." } };
      try {
        if (module) {
          const renamed = ZModuleRename.safeParse({ moduleId: module.id, title, translations: translationsFromValues(values, MODULE_TRANSLATED) });
          if (!renamed.success) return { errors: fieldErrorsByPath(renamed.error) };
          await rename.mutateAsync({ moduleId: module.id, title, translations: translationsFromValues(values, MODULE_TRANSLATED) });
        } else await add.mutateAsync({ courseId, title });
        feedback.saved(module ? "Module saved." : "Module added.");
        router.refresh();
        return { done: true };
      } catch (error) {
        const text = serverMessage(error, "The module could not be saved. Please try again.");
        feedback.failed(text);
        const fields = serverFieldErrors(error);
        // A translation's refusal goes under its own field; anything else under the title.
        const translated = Object.fromEntries(Object.entries(fields).filter(([path]) => path.startsWith("translations.")));
        return { errors: Object.keys(translated).length > 0 ? translated : { title: text } };
      }
    },
  });
  const title = (
    <TextField form={key} name="title" label={module ? "Module title" : "New module"} defaultValue={form.done && !module ? "" : (form.values.title ?? "")} error={form.errors.title} />
  );
  if (!module) {
    return (
      <form action={form.formAction} noValidate aria-label="Add a module" className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 grow">{title}</div>
        <SaveBar feedback={feedback} pending={form.pending} label="Add module" pendingLabel="Adding..." variant="secondary" size="sm" className="mb-0.5" />
      </form>
    );
  }
  return (
    <form action={form.formAction} noValidate aria-label={`Rename ${module.title}`} className="flex flex-col gap-3">
      {title}
      <TranslatedFields form={key} fields={MODULE_TRANSLATED_FIELDS} values={form.values} errors={form.errors} />
      <SaveBar feedback={feedback} pending={form.pending} label="Save module" variant="secondary" size="sm" />
    </form>
  );
}

/** Publish / take off the site, with the server's reason when it refuses. */
export function PublishControl({ courseId, title, published }: { courseId: string; title: string; published: boolean }) {
  const trpc = useTRPC();
  const router = useRouter();
  const hydrated = useHydrated();
  const [refusal, setRefusal] = useState<string | null>(null);
  const setPublished = useMutation(trpc.admin.courses.setPublished.mutationOptions());
  const toggle = async () => {
    setRefusal(null);
    try {
      await setPublished.mutateAsync({ courseId, published: !published });
      toast.success(published ? `“${title}” is off the site; enrolled parents keep it.` : `“${title}” is on the site.`);
      router.refresh();
    } catch (error) {
      setRefusal(serverMessage(error, "The course could not be changed. Please try again."));
    }
  };
  return (
    <div>
      <button type="button" disabled={!hydrated || setPublished.isPending} onClick={toggle} aria-describedby={refusal ? `publish-${courseId}-error` : undefined} className={buttonClasses(published ? "secondary" : "primary", "md")}>
        {published ? "Take off the site" : "Publish"}
      </button>
      <FieldError id={`publish-${courseId}-error`} message={refusal} />
    </div>
  );
}
