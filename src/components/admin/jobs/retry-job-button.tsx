"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { serverMessage } from "~/components/account/server-message";
import { buttonClasses } from "~/components/ui/button-classes";
import { toast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { JOB_QUEUE_NAMES } from "~/schemas/admin/jobs";
import { useTRPC } from "~/trpc/react";

/** Puts a failed job back in its queue; the answer (or why not) shows beside the button. */
export function RetryJobButton({ queue, jobId, label }: { queue: (typeof JOB_QUEUE_NAMES)[number]; jobId: string; label: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const hydrated = useHydrated();
  const retry = useMutation(trpc.admin.jobs.retry.mutationOptions());
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        disabled={!hydrated || retry.isPending}
        onClick={async () => {
          setRefusal(null);
          try {
            await retry.mutateAsync({ queue, jobId });
            toast.success("Tried again: it is back in the queue.");
            router.refresh();
          } catch (error) {
            setRefusal(serverMessage(error, "It could not be put back in the queue. Please try again."));
          }
        }}
        className={buttonClasses("secondary", "sm")}
      >
        {retry.isPending ? "Trying again..." : "Try again"}
        <span className="sr-only"> {label}</span>
      </button>
      {refusal ? (
        <p role="alert" className="max-w-xs text-end text-xs text-red-700">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
