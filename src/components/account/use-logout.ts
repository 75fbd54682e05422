"use client";

import { useMutation } from "@tanstack/react-query";
import { toast } from "~/components/ui/toast";
import { useTRPC } from "~/trpc/react";
import { serverMessage } from "./server-message";
import { setStoredUser } from "./session-store";

/** Ends the server session, forgets the stored user, then loads the sign-in page afresh. */
export function useLogout(signInPage: "/login" | "/admin/login" = "/login") {
  const trpc = useTRPC();
  return useMutation(
    trpc.users.logout.mutationOptions({
      onSuccess: () => {
        setStoredUser(null);
        // A full load drops every query and router cache of the signed-in user, so even the
        // browser's Back button asks the server (and the dashboard guard) again.
        window.location.assign(signInPage);
      },
      onError: (error) => {
        toast.error(serverMessage(error, "Logout failed. Please try again."));
      },
    }),
  );
}
