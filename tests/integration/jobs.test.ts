import { randomUUID } from "node:crypto";

import { and, eq } from "drizzle-orm";
import { fromPglite, PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { JOB_QUEUE_NAMES } from "~/schemas/admin/jobs";
import type { SessionUser } from "~/server/auth/session";
import { getConnection } from "~/server/db/client";
import { auditLog, oneTimeCodes } from "~/server/db/schema";
import { JOB_NAMES, JOB_SCHEMA } from "~/server/jobs/job-definitions";
import { jobIdFor } from "~/server/jobs/enqueue-job";
import { getJobQueue } from "~/server/jobs/job-queue";
import { sendMail } from "~/server/mail/send-mail";
import { testCaller, testDb } from "../support/app";
import { createAccount } from "../support/factories";
import { runQueuedJobs } from "../support/jobs";
import { readOutbox, recipients } from "../support/outbox";

let staff: SessionUser;
beforeAll(async () => {
  staff = await createAccount(await testDb(), "staff");
});

const message = (to: string, subject = "Hello") => ({ template: "test", to, subject, text: subject, html: `<p>${subject}</p>` });

describe("the job queue", () => {
  it("the back-office names every queue there is", () => {
    expect([...JOB_QUEUE_NAMES].sort()).toEqual([...JOB_NAMES].sort());
  });

  it("an e-mail that failed for good is listed for staff with why; Try again sends it, once, and is audited", async () => {
    const to = "nobody-home@example.com";
    await sendMail(message(to, "Failed then retried"), { key: "failing" });
    const boss = await getJobQueue();
    const id = jobIdFor("send-email", "test:failing");
    // Every try spent: the provider kept refusing.
    await boss.fail("send-email", id, { message: "Resend refused the message (500): An unexpected error occurred." });
    const job = await boss.getJobById("send-email", id);
    expect(job?.state).toBe("retry");
    const db = await testDb();
    await db.execute(`update ${JOB_SCHEMA}.job set state = 'failed', completed_on = now(), retry_count = retry_limit where id = '${id}'`);

    const caller = await testCaller({ user: staff });
    const listed = await caller.admin.jobs.list({});
    expect(listed.failed).toEqual([
      expect.objectContaining({ id, queue: "send-email", what: "test: Failed then retried", to, error: "Resend refused the message (500): An unexpected error occurred." }),
    ]);
    expect(listed.queues.find((q) => q.name === "send-email")).toMatchObject({ failed: 1 });

    await caller.admin.jobs.retry({ queue: "send-email", jobId: id });
    await expect(caller.admin.jobs.retry({ queue: "send-email", jobId: id })).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringContaining("no longer waiting") });
    await runQueuedJobs();
    expect((await readOutbox()).filter((m) => recipients(m).includes(to))).toHaveLength(1);
    expect((await caller.admin.jobs.list({})).failed).toEqual([]);
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.action, "retry job"), eq(auditLog.entityId, id)));
    expect(audit).toMatchObject({ actorId: staff.id, entity: "job" });
  });

  it("refuses a retry of an unknown queue or a malformed job number with the one error shape", async () => {
    const caller = await testCaller({ user: staff });
    await expect(caller.admin.jobs.retry({ queue: "drop-tables" as never, jobId: randomUUID() })).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("Unknown job queue.") });
    await expect(caller.admin.jobs.retry({ queue: "send-email", jobId: "1; drop table" })).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("not a job's number") });
  });

  it("a code e-mail keeps its code out of the failed list", async () => {
    const caller = await testCaller({ from: "198.51.100.77" });
    await caller.users.requestSignInCode({ email: "code-parent@example.com" });
    const db = await testDb();
    await db.execute(`update ${JOB_SCHEMA}.job set state = 'failed', completed_on = now() where name = 'send-code-email' and state = 'created'`);
    const listed = await (await testCaller({ user: staff })).admin.jobs.list({});
    const failed = listed.failed.find((j) => j.queue === "send-code-email");
    expect(failed).toMatchObject({ what: "sign-in-code: Your sign-in code", to: "code-parent@example.com" });
    expect(JSON.stringify(listed)).not.toMatch(/\b\d{6}\b/);
    await db.delete(oneTimeCodes);
  });

  it("the hold sweeper and the pruning are jobs: a scheduled run does the work", async () => {
    const boss = await getJobQueue();
    await boss.send("prune-tables", {});
    await boss.send("expire-holds", {});
    const outcome = await runQueuedJobs({ names: ["prune-tables", "expire-holds"] });
    expect(outcome).toEqual({ completed: 2, failed: 0 });
  });
});

describe("several workers on one database", () => {
  const instances: PgBoss[] = [];
  afterAll(async () => {
    await Promise.all(instances.map((b) => b.stop({ graceful: false, close: true })));
  });

  it("each job runs once, whichever worker takes it (on a server: two pools, as two app processes have)", async () => {
    await testDb();
    const connection = getConnection();
    const runs = new Map<string, number>();
    for (const name of ["server-a", "server-b"]) {
      const common = { schema: JOB_SCHEMA, supervise: false, schedule: false, registerInstance: false } as const;
      const boss =
        connection.kind === "server"
          ? new PgBoss({ ...common, connectionString: process.env.DATABASE_URL, max: 3, application_name: name })
          : new PgBoss({ ...common, db: fromPglite(connection.client), backend: "pglite" });
      boss.on("error", () => undefined);
      await boss.start();
      instances.push(boss);
      await boss.work("send-email", { batchSize: 20, pollingIntervalSeconds: 0.5 }, async (jobs) => {
        for (const job of jobs) runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      });
    }
    const ids = await Promise.all(Array.from({ length: 200 }, (_, i) => sendMail(message(`twin-${i}@example.com`), { key: `twin-${i}` }).then(() => jobIdFor("send-email", `test:twin-${i}`))));
    await expect.poll(() => ids.filter((id) => runs.has(id)).length, { timeout: 30_000, interval: 200 }).toBe(200);
    expect(ids.filter((id) => runs.get(id) !== 1)).toEqual([]);
  });
});
