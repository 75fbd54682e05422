import { ZJobsAnswer, ZJobsQuery, ZRetriedAnswer, ZRetryJob } from "~/schemas/admin/jobs";
import { listJobs } from "~/server/services/jobs/list-jobs";
import { retryJob } from "~/server/services/jobs/retry-job";
import { createTRPCRouter, staffProcedure } from "../../trpc";

/** The background jobs: reception sees an e-mail that could not be sent and tries it again. */
export const jobsRouter = createTRPCRouter({
  list: staffProcedure.input(ZJobsQuery).output(ZJobsAnswer).query(({ ctx, input }) => listJobs(ctx.db, input)),
  retry: staffProcedure
    .input(ZRetryJob)
    .output(ZRetriedAnswer)
    .mutation(({ ctx, input }) => retryJob({ db: ctx.db, actorId: ctx.user.id, queue: input.queue, jobId: input.jobId })),
});
