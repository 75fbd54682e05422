"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";

import { serverMessage } from "~/components/account/server-message";
import { buttonClasses } from "~/components/ui/button-classes";
import { useHydrated } from "~/components/ui/use-hydrated";
import { formatPrice } from "~/lib/money";
import { useTRPC } from "~/trpc/react";

/**
 * Erases a parent's account for a parent who asked by phone (decision 051): the first press asks,
 * the second erases. The same erasure as the parent's own, audited as the administrator's; the
 * parent is e-mailed.
 */
export function EraseParent({ userId, email, name }: { userId: string; email: string; name: string }) {
  const trpc = useTRPC();
  const hydrated = useHydrated();
  const erase = useMutation(trpc.admin.parents.erase.mutationOptions());
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<{ kind: "done" | "error"; text: string } | null>(null);

  if (result?.kind === "done") return <p role="status" className="rounded-xl bg-green-50 p-3 text-sm text-navy ring-1 ring-green-200">{result.text}</p>;
  return (
    <div className="flex flex-col gap-2">
      {result ? <p role="alert" className="text-sm text-red-800">{result.text}</p> : null}
      {asking ? (
        <div className="rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
          <p className="text-sm text-navy">
            Erase the account of {name} ({email})? Their visits ahead are cancelled by the clinic&apos;s refund rules; their details, children no other adult shares, courses and sessions go; visits and payments are kept without their identity. This cannot be undone.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              disabled={erase.isPending}
              onClick={async () => {
                try {
                  const done = await erase.mutateAsync({ userId, email });
                  setResult({ kind: "done", text: `The account is erased: ${done.visitsCancelled} visit(s) ahead cancelled${done.refundedCents > 0 ? ` (${formatPrice(done.refundedCents)} refunded)` : ""}, ${done.childrenErased} child(ren) anonymised, ${done.childrenKeptByOtherAdult} kept by the other adult, ${done.visitsKept} visit(s) and ${done.paymentsKept} payment(s) kept detached. The parent was e-mailed.` });
                } catch (error) {
                  setResult({ kind: "error", text: serverMessage(error, "The account could not be erased. Please try again.") });
                }
              }}
              className={buttonClasses("primary", "sm", "bg-red-700 hover:bg-red-800")}
            >
              {erase.isPending ? "Erasing…" : "Erase for good"}
            </button>
            <button type="button" disabled={erase.isPending} onClick={() => setAsking(false)} className={buttonClasses("secondary", "sm")}>
              Keep the account
            </button>
          </div>
        </div>
      ) : (
        <button type="button" disabled={!hydrated} onClick={() => setAsking(true)} className={buttonClasses("secondary", "sm", "self-start")}>
          Erase this account<span className="sr-only"> of {name}</span>
        </button>
      )}
    </div>
  );
}
