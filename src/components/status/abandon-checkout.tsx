"use client";

import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTRPC } from "~/trpc/react";

/**
 * Back from the provider's Cancel (or Decline): tell the server once, so an unpaid hold is released
 * now rather than at expiry. Its answer changes nothing on the page, so errors are ignored (the
 * expiry sweeper releases the hold anyway).
 */
export function AbandonCheckout({ orderId }: { orderId: string }) {
  const trpc = useTRPC();
  const { mutate } = useMutation(trpc.payments.abandonCheckout.mutationOptions());
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === orderId) return;
    sentFor.current = orderId;
    mutate({ orderId }, { onError: () => undefined });
  }, [orderId, mutate]);

  return null;
}
