import { z } from "zod/mini";

export const JOBS_PAGE_SIZE = 50;

/** Names of the queues staff see; mirrors src/server/jobs/job-definitions.ts (checked by a test). */
export const JOB_QUEUE_NAMES = ["send-email", "send-code-email", "send-whatsapp", "send-reminder", "offer-freed-time", "expire-holds", "prune-tables"] as const;

export const ZJobsQuery = z.object({
  page: z.optional(z.number().check(z.int(), z.gte(1, "Pages start at 1."), z.lte(10_000))),
});

export const ZRetryJob = z.object({
  queue: z.enum(JOB_QUEUE_NAMES, { error: "Unknown job queue." }),
  jobId: z.uuid({ error: "This is not a job's number." }),
});

// Answers (decision 037): the fields each procedure sends back, and no others.

/** Each queue's counts, and the jobs that failed (an e-mail's address, never its contents). */
export const ZJobsAnswer = z.object({
  queues: z.array(z.object({ name: z.enum(JOB_QUEUE_NAMES), waiting: z.number(), running: z.number(), failed: z.number() })),
  failed: z.array(
    z.object({ id: z.string(), queue: z.string(), what: z.string(), to: z.nullable(z.string()), failedAt: z.date(), tries: z.number(), error: z.string() }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export const ZRetriedAnswer = z.object({ retried: z.boolean() });
