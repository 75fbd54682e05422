"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "~/components/ui/toast";
import { useRouter } from "~/i18n/navigation";
import { useTRPC } from "~/trpc/react";

/**
 * Buying a course from any panel: a paid course leaves for the hosted payment page, a free one is
 * enrolled at once and goes to My Courses. Callers decide what a failure means for them.
 */
export function useBuyCourse() {
  const t = useTranslations("courses.enroll");
  const trpc = useTRPC();
  const router = useRouter();
  const buy = useMutation(trpc.courses.buy.mutationOptions());
  const [leaving, setLeaving] = useState<"payment" | "dashboard" | null>(null);

  function start(courseId: string, onError: (error: unknown) => void) {
    buy.mutate(
      { courseId },
      {
        onSuccess: (result) => {
          if (result.session) {
            setLeaving("payment");
            window.location.assign(result.session.url);
          } else {
            setLeaving("dashboard");
            toast.success(t("enrolledToast"));
            router.push("/dashboard/my-courses");
          }
        },
        onError,
      },
    );
  }

  return { start, pending: buy.isPending, leaving };
}
