"use client";

import { useRouter } from "next/navigation";
import { toast } from "~/components/ui/toast";
import { serverMessage } from "~/components/account/server-message";
import { buttonClasses } from "~/components/ui/button-classes";
import { trpcErrorCode } from "./trpc-error";
import { useBuyCourse } from "./use-buy-course";

/**
 * Spec §4 dashboard enrollment: Enroll Now creates the enrollment and opens the hosted payment
 * page; a free course enrolls at once. A failure is a toast with the server's message (§8).
 */
export function DashboardEnrollButton({ courseId }: { courseId: string }) {
  const router = useRouter();
  const { start, pending, leaving } = useBuyCourse();

  function onClick() {
    start(courseId, (error) => {
      toast.error(serverMessage(error, "Enrollment failed. Please try again."));
      // Enrolled in another tab meanwhile: show the course as it is now.
      if (trpcErrorCode(error) === "CONFLICT") router.refresh();
    });
  }

  const busy = pending || leaving !== null;
  // A form whose action is a function: a tap before the page's scripts run is held by React and
  // replayed once they have (decision 019).
  return (
    <form action={onClick}>
      <button type="submit" disabled={busy} className={buttonClasses("primary", "lg", "w-full")}>
        {busy ? "Enrolling..." : "Enroll Now"}
      </button>
      <p role="status" className="mt-2 text-center text-sm text-muted empty:hidden">
        {leaving === "payment" ? "Opening the secure payment page…" : leaving === "dashboard" ? "You are enrolled. Opening your courses…" : ""}
      </p>
    </form>
  );
}
