"use client";

import { memo, useLayoutEffect, useRef, useState, type ComponentProps } from "react";
import { useHydrated } from "./use-hydrated";

type TextareaProps = Omit<ComponentProps<"textarea">, "value" | "defaultValue" | "children" | "ref"> & { id: string; defaultValue: string };

type EarlyState = { value: string; selectionStart: number; selectionEnd: number; selectionDirection: "forward" | "backward" | "none" };

/** While React hydrates: what the server-rendered field holds now (typed before the scripts ran). */
function readEarlyState(id: string): EarlyState | null {
  if (typeof document === "undefined") return null;
  const element = document.getElementById(id);
  if (!(element instanceof HTMLTextAreaElement)) return null;
  return {
    value: element.value,
    selectionStart: element.selectionStart,
    selectionEnd: element.selectionEnd,
    selectionDirection: element.selectionDirection as EarlyState["selectionDirection"],
  };
}

/**
 * An uncontrolled textarea that keeps what was typed before the page's scripts ran.
 *
 * When React hydrates a server-rendered textarea it sets its value back to the text it rendered
 * (react-dom's initTextarea; inputs are left alone), and the browser's selection goes with it: a
 * description typed on a slow connection was undone the moment the scripts arrived, and a
 * select-all-and-delete across that moment deleted one letter. So the field's text and selection
 * are read as React starts rendering it (the pattern of PhoneField's typedBeforeHydration) and put
 * back right after React has taken it, before the browser paints. React may still pause between
 * the two on a long page; a key pressed in that pause acts on the reset field.
 *
 * React also writes a textarea's default text again on every update of its props (react-dom's
 * updateTextarea). The field is memoised, so a parent's render with the same props does not touch
 * it. (Chromium keeps the selection of a field given the same text again; a default text that
 * really changed, after another form's save, still replaces an untouched field's text.)
 */
export const Textarea = memo(function Textarea({ id, defaultValue, ...props }: TextareaProps) {
  const element = useRef<HTMLTextAreaElement>(null);
  // Only while hydrating: a field mounted later (a dialog, a form shown again) starts from its default.
  const hydrated = useHydrated();
  const [early] = useState(() => (hydrated ? null : readEarlyState(id)));

  useLayoutEffect(() => {
    const field = element.current;
    if (!field || !early) return;
    if (field.value !== early.value) field.value = early.value;
    if (document.activeElement === field) field.setSelectionRange(early.selectionStart, early.selectionEnd, early.selectionDirection);
  }, [early]);

  return <textarea {...props} id={id} ref={element} defaultValue={defaultValue} />;
});
