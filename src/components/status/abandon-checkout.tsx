"use client";

import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTRPC } from "~/trpc/react";

/**
 * Back from the provider's Cancel (or Decline): tell the server once, so an unpaid hold is released
 * now rather than at expiry. The server needs the checkout session's id from the return address as
 * well as the order number. Its answer changes nothing on the page, so errors are ignored (the
 * expiry sweeper releases the hold anyway).
 */
export function AbandonCheckout({ orderId, sessionId }: { orderId: string; sessionId: string }) {
  const trpc = useTRPC();
  const { mutate } = useMutation(trpc.payments.abandonCheckout.mutationOptions());
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === sessionId) return;
    sentFor.current = sessionId;
    mutate({ orderId, sessionId }, { onError: () => undefined });
  }, [orderId, sessionId, mutate]);

  return null;
}
