"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "~/components/ui/toast";
import { serverMessage } from "~/components/account/server-message";
import { buttonClasses } from "~/components/ui/button-classes";
import { useMessageText } from "~/i18n/message-text";
import { trpcErrorCode } from "./trpc-error";
import { useBuyCourse } from "./use-buy-course";

/**
 * Spec §4 dashboard enrollment: Enroll Now creates the enrollment and opens the hosted payment
 * page; a free course enrolls at once. A failure is a toast with the server's message (§8).
 */
export function DashboardEnrollButton({ courseId }: { courseId: string }) {
  const t = useTranslations("courses.enroll");
  const text = useMessageText();
  const router = useRouter();
  const { start, pending, leaving } = useBuyCourse();

  function onClick() {
    start(courseId, (error) => {
      toast.error(text(serverMessage(error, t("enrollFailed"))));
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
        {busy ? t("enrolling") : t("enrollNow")}
      </button>
      <p role="status" className="mt-2 text-center text-sm text-muted empty:hidden">
        {leaving === "payment" ? t("openingPayment") : leaving === "dashboard" ? t("openingCourses") : ""}
      </p>
    </form>
  );
}
