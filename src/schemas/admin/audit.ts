import { z } from "zod/mini";

import { isCalendarDate } from "~/lib/calendar-date";

const ZDay = z.string().check(z.refine(isCalendarDate, "Dates are YYYY-MM-DD."));

/**
 * A page of the audit log, filtered: by who made the change (a member of staff's id, or "parents"),
 * by what it was about (its kind: "service", "appointment"…) and by the Beirut days it was made.
 */
export const ZAuditQuery = z.object({
  page: z.optional(z.number().check(z.int(), z.gte(1, "Pages start at 1."), z.lte(100_000))),
  who: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  kind: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  from: z.optional(ZDay),
  to: z.optional(ZDay),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

// Answers (decision 037): the fields each procedure sends back, and no others.

/**
 * The log's rows: who changed what, when, and the record before and after (kept as the change
 * recorded it: each service records its own shape, never a secret). `subject` names what the change
 * was about as it is now (a visit's patient and time, a service's name), when the record still exists.
 * `people` and `kinds` are the filters' choices: everyone and everything the log holds.
 */
export const ZAuditAnswer = z.object({
  rows: z.array(
    z.object({
      id: z.string(),
      at: z.date(),
      action: z.string(),
      entity: z.string(),
      entityId: z.nullable(z.string()),
      before: z.unknown(),
      after: z.unknown(),
      actorKind: z.enum(["parent", "staff"]),
      actorVia: z.nullable(z.enum(["manage link", "account", "e-mailed link", "form"])),
      actorEmail: z.nullable(z.string()),
      actor: z.nullable(z.object({ email: z.string(), firstName: z.string(), lastName: z.string() })),
      subject: z.nullable(z.object({ name: z.string(), startsAt: z.nullable(z.date()) })),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  people: z.array(z.object({ id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() })),
  kinds: z.array(z.string()),
});
