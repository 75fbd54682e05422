import type { Metadata } from "next";
import { RetryJobButton } from "~/components/admin/jobs/retry-job-button";
import { Pager } from "~/components/admin/pager";
import { requireStaff } from "~/components/admin/require-staff";
import { formatBeirutDateTime } from "~/lib/beirut-time";
import { JOB_QUEUE_NAMES } from "~/schemas/admin/jobs";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "E-mails & jobs" };

type SearchParams = Promise<{ page?: string | string[] }>;

const QUEUE_LABEL: Record<(typeof JOB_QUEUE_NAMES)[number], string> = {
  "send-email": "E-mails",
  "send-code-email": "Sign-in and reset codes",
  "send-whatsapp": "WhatsApp messages",
  "send-reminder": "Appointment reminders",
  "offer-freed-time": "Offering freed times to the waiting list",
  "expire-holds": "Releasing unpaid holds",
  "prune-tables": "Clearing expired records",
};
const queueOf = (name: string) => JOB_QUEUE_NAMES.find((q) => q === name);

/**
 * What runs in the background: e-mails waiting or retrying, and what failed for good (after every
 * try) for staff to see and send again. A failed e-mail is a parent who did not hear from us.
 */
export default async function JobsPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff();
  const raw = (await searchParams).page;
  const page = Math.min(10_000, Math.max(1, Number.parseInt((Array.isArray(raw) ? raw[0] : raw) ?? "1", 10) || 1));
  const jobs = await api.admin.jobs.list({ page });
  const pages = Math.max(1, Math.ceil(jobs.total / jobs.pageSize));
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-navy">E-mails & jobs</h1>
      <p className="text-sm text-muted">E-mails are sent in the background and tried again for up to a day when the e-mail service fails. Those that still failed are listed here.</p>
      <ul className="grid gap-3 sm:grid-cols-2" aria-label="Queues">
        {jobs.queues.map((queue) => {
          const known = queueOf(queue.name);
          return (
            <li key={queue.name} className="rounded-2xl bg-white p-4 text-sm shadow-sm">
              <p className="font-semibold text-navy">{known ? QUEUE_LABEL[known] : queue.name}</p>
              <p className="text-muted">
                {queue.waiting} waiting · {queue.running} running ·{" "}
                <span className={queue.failed ? "font-semibold text-red-700" : undefined}>{queue.failed} failed</span>
              </p>
            </li>
          );
        })}
      </ul>
      <h2 className="text-lg font-bold text-navy">Failed after every try</h2>
      <ul className="flex flex-col gap-3" aria-label="Failed jobs">
        {jobs.failed.map((job) => {
          const queue = queueOf(job.queue);
          return (
            <li key={job.id} className="flex flex-wrap items-start justify-between gap-3 rounded-2xl bg-white p-4 text-sm shadow-sm">
              <div className="min-w-0">
                <p className="font-semibold break-words text-navy">{job.what}</p>
                <p className="text-muted">
                  {job.to ? <span className="break-all">To {job.to} · </span> : null}
                  {formatBeirutDateTime(job.failedAt)} · {job.tries === 1 ? "1 try" : `${job.tries} tries`}
                </p>
                <p className="mt-1 text-xs break-words text-red-700">{job.error}</p>
              </div>
              {queue ? <RetryJobButton queue={queue} jobId={job.id} label={job.what} /> : null}
            </li>
          );
        })}
        {jobs.failed.length === 0 ? <li className="rounded-2xl bg-white p-5 text-muted shadow-sm">Nothing failed.</li> : null}
      </ul>
      <Pager page={page} pages={pages} href={(p) => `/admin/jobs?page=${p}`} />
    </div>
  );
}
