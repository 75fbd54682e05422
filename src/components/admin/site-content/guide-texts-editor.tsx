"use client";

import { useMutation } from "@tanstack/react-query";
import { ZGuideTexts, type TGuideTextsInput } from "~/schemas/admin/site-content";
import { useTRPC } from "~/trpc/react";
import type { TranslationsOf } from "../translated-fields";
import { SiteTextForm } from "./site-text-form";

export type GuideRow = { slug: string; title: string; description: string; translations: TranslationsOf<"title" | "description"> };

const FIELDS = [
  { name: "title", label: "Title" },
  { name: "description", label: "Description", multiline: 3 },
] as const;

/** The home page's words about one free guide, in three languages (the PDF stays as it is). */
export function GuideTextsForm({ guide }: { guide: GuideRow }) {
  const trpc = useTRPC();
  const update = useMutation(trpc.admin.siteContent.updateGuide.mutationOptions());
  return (
    <SiteTextForm
      id={`guide-${guide.slug}`}
      label={`Edit the guide ${guide.title}`}
      english={FIELDS}
      translated={FIELDS}
      values={guide}
      translations={guide.translations}
      parse={(typed) => ZGuideTexts.safeParse(typed)}
      save={(details) => update.mutateAsync({ slug: guide.slug, details: details as TGuideTextsInput })}
      submitLabel="Save"
      saved="Saved. The public pages show it now."
    />
  );
}
