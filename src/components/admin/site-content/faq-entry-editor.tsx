"use client";

import { useMutation } from "@tanstack/react-query";
import { ZFaqEntryDetails, type TFaqEntryDetailsInput } from "~/schemas/admin/site-content";
import { useTRPC } from "~/trpc/react";
import type { TranslationsOf } from "../translated-fields";
import { ListItemControls } from "./list-item-controls";
import { SiteTextForm } from "./site-text-form";

export type FaqEntryRow = { id: string; question: string; answer: string; translations: TranslationsOf<"question" | "answer"> };

const FIELDS = [
  { name: "question", label: "Question" },
  { name: "answer", label: "Answer", multiline: 4 },
] as const;

/** A question and its answer in three languages (or a new one). */
export function FaqEntryForm({ entry }: { entry: FaqEntryRow | null }) {
  const trpc = useTRPC();
  const create = useMutation(trpc.admin.siteContent.createFaqEntry.mutationOptions());
  const update = useMutation(trpc.admin.siteContent.updateFaqEntry.mutationOptions());
  return (
    <SiteTextForm
      id={`faq-${entry?.id ?? "new"}`}
      label={entry ? `Edit the question “${entry.question}”` : "Add a question"}
      english={FIELDS}
      translated={FIELDS}
      values={entry}
      translations={entry?.translations}
      parse={(typed) => ZFaqEntryDetails.safeParse(typed)}
      save={(details) =>
        entry ? update.mutateAsync({ faqEntryId: entry.id, details: details as TFaqEntryDetailsInput }) : create.mutateAsync(details as TFaqEntryDetailsInput)
      }
      submitLabel={entry ? "Save" : "Add question"}
      saved={entry ? "Saved. The public pages show it now." : "Question added. The public pages show it now."}
      resets={!entry}
    />
  );
}

/** Up / Down / Remove of one question. */
export function FaqEntryControls({ entry, first, last }: { entry: FaqEntryRow; first: boolean; last: boolean }) {
  const trpc = useTRPC();
  const move = useMutation(trpc.admin.siteContent.moveFaqEntry.mutationOptions());
  const remove = useMutation(trpc.admin.siteContent.removeFaqEntry.mutationOptions());
  return (
    <ListItemControls
      id={`faq-${entry.id}`}
      name={entry.question}
      first={first}
      last={last}
      move={(direction) => move.mutateAsync({ faqEntryId: entry.id, direction })}
      remove={() => remove.mutateAsync({ faqEntryId: entry.id })}
      removeQuestion={`Remove “${entry.question}” and its answer in every language?`}
    />
  );
}
