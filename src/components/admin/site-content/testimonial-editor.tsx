"use client";

import { useMutation } from "@tanstack/react-query";
import { ZTestimonialDetails, type TTestimonialDetailsInput } from "~/schemas/admin/site-content";
import { useTRPC } from "~/trpc/react";
import type { TranslationsOf } from "../translated-fields";
import { ListItemControls } from "./list-item-controls";
import { SiteTextForm } from "./site-text-form";

export type TestimonialRow = {
  id: string;
  quote: string;
  name: string;
  role: string;
  publishedAt: Date | null;
  translations: TranslationsOf<"quote" | "name" | "role">;
};

const ENGLISH = [
  { name: "quote", label: "Words", multiline: 4 },
  { name: "name", label: "Name", hint: "As the family agreed to be named, e.g. “Rania K.”." },
  { name: "role", label: "Who they are", hint: "The line under the name, e.g. “Mother of two, Jbeil”." },
] as const;
const TRANSLATED = [
  { name: "quote", label: "Words", multiline: 4 },
  { name: "name", label: "Name" },
  { name: "role", label: "Who they are" },
] as const;

/** A testimonial's texts in three languages and whether the home page shows it (or a new one's). */
export function TestimonialForm({ testimonial }: { testimonial: TestimonialRow | null }) {
  const trpc = useTRPC();
  const create = useMutation(trpc.admin.siteContent.createTestimonial.mutationOptions());
  const update = useMutation(trpc.admin.siteContent.updateTestimonial.mutationOptions());
  return (
    <SiteTextForm
      id={`testimonial-${testimonial?.id ?? "new"}`}
      label={testimonial ? `Edit the testimonial of ${testimonial.name}` : "Add a testimonial"}
      english={ENGLISH}
      translated={TRANSLATED}
      values={testimonial}
      translations={testimonial?.translations}
      shown={{ label: "Show it on the home page", checked: testimonial ? testimonial.publishedAt !== null : true }}
      parse={(typed) => ZTestimonialDetails.safeParse(typed)}
      save={(details) =>
        testimonial
          ? update.mutateAsync({ testimonialId: testimonial.id, details: details as TTestimonialDetailsInput })
          : create.mutateAsync(details as TTestimonialDetailsInput)
      }
      submitLabel={testimonial ? "Save" : "Add testimonial"}
      saved={testimonial ? "Saved. The public pages show it now." : "Testimonial added. The public pages show it now."}
      resets={!testimonial}
    />
  );
}

/** Up / Down / Remove of one testimonial. */
export function TestimonialControls({ testimonial, first, last }: { testimonial: TestimonialRow; first: boolean; last: boolean }) {
  const trpc = useTRPC();
  const move = useMutation(trpc.admin.siteContent.moveTestimonial.mutationOptions());
  const remove = useMutation(trpc.admin.siteContent.removeTestimonial.mutationOptions());
  return (
    <ListItemControls
      id={`testimonial-${testimonial.id}`}
      name={testimonial.name}
      first={first}
      last={last}
      move={(direction) => move.mutateAsync({ testimonialId: testimonial.id, direction })}
      remove={() => remove.mutateAsync({ testimonialId: testimonial.id })}
      removeQuestion={`Remove the testimonial of ${testimonial.name} in every language? To keep it without showing it, untick “Show it on the home page” instead.`}
    />
  );
}
