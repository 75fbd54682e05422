"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { serverMessage } from "~/components/account/server-message";
import { FieldError } from "~/components/appointments/form-field";
import { buttonClasses } from "~/components/ui/button-classes";
import { toast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { ZModuleTitle } from "~/schemas/admin/courses";
import { useTRPC } from "~/trpc/react";
import { TextField } from "../admin-field";

/**
 * Runs a change, then reloads the page's data; once the refreshed list is in place the focus goes
 * back to the first of `focusIds` that can take it (React moves a reordered row's element, and a
 * moved element loses focus; a row moved to an end has that end's button disabled).
 */
function useOutlineChange() {
  const router = useRouter();
  const [refreshing, startTransition] = useTransition();
  const focusAfter = useRef<string[]>([]);
  useEffect(() => {
    if (refreshing || focusAfter.current.length === 0) return;
    const target = focusAfter.current.map((id) => document.getElementById(id)).find((element) => element && !(element as HTMLButtonElement).disabled);
    target?.focus();
    focusAfter.current = [];
  }, [refreshing]);
  return async (change: () => Promise<unknown>, done: string, focusIds: string[] = []) => {
    try {
      await change();
      toast.success(done);
      focusAfter.current = focusIds;
      startTransition(() => router.refresh());
    } catch (error) {
      toast.error(serverMessage(error, "The change could not be made. Please try again."));
    }
  };
}

/** Up / Down / Remove for a module or a lesson: buttons, so the keyboard reorders as the mouse does. */
export function OutlineItemControls({ kind, id, title, first, last }: { kind: "module" | "lesson"; id: string; title: string; first: boolean; last: boolean }) {
  const trpc = useTRPC();
  const hydrated = useHydrated();
  const run = useOutlineChange();
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

/** Adds a module at the end of the course, or renames one. */
export function ModuleTitleForm({ courseId, module }: { courseId: string; module: { id: string; title: string } | null }) {
  const trpc = useTRPC();
  const router = useRouter();
  const add = useMutation(trpc.admin.courses.addModule.mutationOptions());
  const rename = useMutation(trpc.admin.courses.renameModule.mutationOptions());
  const key = module ? `module-${module.id}` : `module-new-${courseId}`;
  const form = useFormAction({
    initial: { title: module?.title ?? "" },
    read: (data) => ({ title: textOf(data, "title") }),
    submit: async ({ title }) => {
      const parsed = ZModuleTitle.safeParse(title);
      if (!parsed.success) return { errors: { title: parsed.error.issues[0]?.message ?? "Please enter the module's title." } };
      try {
        if (module) await rename.mutateAsync({ moduleId: module.id, title });
        else await add.mutateAsync({ courseId, title });
        toast.success(module ? "Module renamed." : "Module added.");
        router.refresh();
        return { done: true };
      } catch (error) {
        return { errors: { title: serverMessage(error, "The module could not be saved. Please try again.") } };
      }
    },
  });
  return (
    <form action={form.formAction} noValidate aria-label={module ? `Rename ${module.title}` : "Add a module"} className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 grow">
        <TextField form={key} name="title" label={module ? "Module title" : "New module"} defaultValue={form.done && !module ? "" : form.values.title} error={form.errors.title} />
      </div>
      <button type="submit" disabled={form.pending} className={buttonClasses("secondary", "sm", "mb-0.5")}>
        {module ? "Rename" : "Add module"}
      </button>
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
