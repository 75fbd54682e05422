import { z } from "zod/mini";

import { ZLocaleAnswer } from "~/schemas/answers";

export const SUBSCRIBERS_PAGE_SIZE = 50;

/** The columns the list sorts by, on the server. */
export const SUBSCRIBER_SORTS = ["subscribedAt", "email", "source"] as const;
export type TSubscriberSort = (typeof SUBSCRIBER_SORTS)[number];

/** The subscribers list: a search in the address, who to show, the order and the page (all on the server). */
export const ZSubscribersQuery = z.object({
  sort: z.optional(z.enum(SUBSCRIBER_SORTS, { error: "Sort by date, e-mail or source." })),
  dir: z.optional(z.enum(["asc", "desc"], { error: "Sort up or down." })),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100, "Search for at most 100 characters."))),
  show: z.optional(z.enum(["all", "subscribed", "unsubscribed"], { error: "Show all, subscribed or unsubscribed." })),
  page: z.optional(z.number().check(z.int(), z.gte(1, "Pages start at 1."), z.lte(10_000))),
});
export type TSubscribersQuery = z.infer<typeof ZSubscribersQuery>;

// Answers (decision 037): the fields each procedure sends back, and no others.

export const ZSubscribersAnswer = z.object({
  rows: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      source: z.string(),
      consentVersion: z.string(),
      locale: ZLocaleAnswer,
      subscribedAt: z.date(),
      unsubscribedAt: z.nullable(z.date()),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
/** The list as a CSV file's text. */
export const ZSubscribersCsvAnswer = z.string();
