"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { FormBanner } from "~/components/account/form-banner";
import { serverMessage } from "~/components/account/server-message";
import { useBanner } from "~/components/account/use-banner";
import { ModalDialog } from "~/components/popup/modal-dialog";
import { buttonClasses } from "~/components/ui/button-classes";
import { toast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { formatPrice } from "~/lib/money";
import { useTRPC } from "~/trpc/react";

/** Refund an order after saying what it does; the provider's refusal shows in the dialog. */
export function RefundOrderButton({ orderId, amountCents, course }: { orderId: string; amountCents: number; course: boolean }) {
  const trpc = useTRPC();
  const router = useRouter();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const refund = useMutation(trpc.admin.orders.refund.mutationOptions());
  const { banner, setBanner, bannerRef } = useBanner();
  return (
    <>
      <button type="button" disabled={!hydrated} onClick={() => setOpen(true)} aria-haspopup="dialog" className={buttonClasses("secondary", "sm")}>
        Refund<span className="sr-only"> order {orderId}</span>
      </button>
      <ModalDialog open={open} onClose={() => setOpen(false)} labelledBy={titleId} closeLabel="Close without refunding">
        <h2 id={titleId} className="pr-10 text-xl font-bold text-navy">
          Refund {formatPrice(amountCents)} of order {orderId}?
        </h2>
        <div className="mt-4 flex flex-col gap-4">
          <FormBanner banner={banner} ref={bannerRef} />
          <p className="text-sm text-muted">
            The money goes back to the card it came from.{course ? " The parent loses access to the course." : ""}
          </p>
          <button
            type="button"
            disabled={refund.isPending}
            onClick={async () => {
              setBanner(null);
              try {
                await refund.mutateAsync({ orderId });
                toast.success(`Order ${orderId} refunded.`);
                setOpen(false);
                router.refresh();
              } catch (error) {
                setBanner({ kind: "error", text: serverMessage(error, "The refund could not be made. Please try again.") });
              }
            }}
            className={buttonClasses("primary", "md")}
          >
            {refund.isPending ? "Refunding..." : `Refund ${formatPrice(amountCents)}`}
          </button>
        </div>
      </ModalDialog>
    </>
  );
}
