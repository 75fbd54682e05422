import { z } from "zod/mini";

/** A page of the audit log. */
export const ZAuditQuery = z.object({ page: z.optional(z.number().check(z.int(), z.gte(1, "Pages start at 1."), z.lte(100_000))) });

// Answers (decision 037): the fields each procedure sends back, and no others.

/**
 * The log's rows: who changed what, when, and the record before and after (kept as the change
 * recorded it: each service records its own shape, never a secret).
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
      actorVia: z.nullable(z.enum(["manage link", "account"])),
      actorEmail: z.nullable(z.string()),
      actor: z.nullable(z.object({ email: z.string(), firstName: z.string(), lastName: z.string() })),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
