"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useTransition } from "react";
import { serverMessage } from "~/components/account/server-message";
import { toast } from "~/components/ui/toast";

/**
 * Runs a change to a list the page shows (a course's outline, the site's testimonials), then
 * reloads the page's data; once the refreshed list is in place the focus goes back to the first
 * of `focusIds` that can take it (React moves a reordered row's element, and a moved element loses
 * focus; a row moved to an end has that end's button disabled).
 */
export function useListChange() {
  const router = useRouter();
  const [refreshing, startTransition] = useTransition();
  const focusAfter = useRef<string[]>([]);
  useEffect(() => {
    if (refreshing || focusAfter.current.length === 0) return;
    const target = focusAfter.current.map((id) => document.getElementById(id)).find((element) => element && !(element as HTMLButtonElement).disabled);
    target?.focus();
    focusAfter.current = [];
  }, [refreshing]);
  return async (change: () => Promise<unknown>, done: string, focusIds: string[] = []) => {
    try {
      await change();
      toast.success(done);
      focusAfter.current = focusIds;
      startTransition(() => router.refresh());
    } catch (error) {
      toast.error(serverMessage(error, "The change could not be made. Please try again."));
    }
  };
}
