"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "~/components/ui/toast";
import { serverMessage } from "~/components/account/server-message";
import { setStoredUser } from "~/components/account/session-store";
import { TextField } from "~/components/account/text-field";
import { PrivacyNoticeLine } from "~/components/privacy/health-data-consent";
import { buttonClasses } from "~/components/ui/button-classes";
import { keepDigits, textOf, useFormAction } from "~/components/ui/use-form-action";
import { useMessageText } from "~/i18n/message-text";
import { Link } from "~/i18n/navigation";
import { ZEnrollEmail } from "~/schemas/courses";
import { ZOneTimeCode } from "~/schemas/users";
import { useTRPC } from "~/trpc/react";
import { CheckIcon } from "~/components/icons/social-icons";
import { trpcErrorCode } from "./trpc-error";
import { useBuyCourse } from "./use-buy-course";

type Step = "closed" | "email" | "code";
type FocusTarget = "email" | "code" | "enroll";

/**
 * Spec §4 public enrollment: Enroll Now → e-mail → the 6-digit code from the e-mail (which signs
 * the parent in) → enrollment → the hosted payment page, or for a free course straight to My
 * Courses. A parent already signed in skips the e-mail and code steps.
 */
export function EnrollPanel({ courseId, courseTitle, free }: { courseId: string; courseTitle: string; free: boolean }) {
  const t = useTranslations("courses.enroll");
  const text = useMessageText();
  /** Spec §8: a failed verification or enrollment shows the server's words, or this. */
  const failure = (error: unknown) => text(serverMessage(error, t("failed")));
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const baseId = useId();
  const emailId = `${baseId}-email`;
  const codeId = `${baseId}-code`;

  const me = useQuery({ ...trpc.users.me.queryOptions(), staleTime: 0 });
  const signedIn = Boolean(me.data);
  const enrollment = useQuery({ ...trpc.courses.isEnrolled.queryOptions({ courseId }), enabled: signedIn, staleTime: 0 });

  const requestCode = useMutation(trpc.users.requestSignInCode.mutationOptions());
  const verifyCode = useMutation(trpc.users.verifySignInCode.mutationOptions());
  const { start: startBuying, pending: buying, leaving } = useBuyCourse();

  const [step, setStep] = useState<Step>("closed");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [checkingSession, setCheckingSession] = useState(false);

  const enrollRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);

  // Focus follows the step, so keyboard and screen-reader users land on what to do next.
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if (target === "enroll") enrollRef.current?.focus();
    else document.getElementById(target === "email" ? emailId : codeId)?.focus();
  }, [step, emailId, codeId]);

  function goTo(next: Step, focus: FocusTarget) {
    focusNext.current = focus;
    setStep(next);
  }

  function enroll() {
    startBuying(courseId, (error) => {
      const errorCode = trpcErrorCode(error);
      if (errorCode === "CONFLICT") {
        setConflict(true);
        setStep("closed");
        toast(text(serverMessage(error, t("alreadyEnrolled"))));
      } else if (errorCode === "UNAUTHORIZED") {
        // The session ended in the meantime: confirm the e-mail again.
        queryClient.setQueryData(trpc.users.me.queryKey(), null);
        goTo("email", "email");
        toast.error(failure(error));
      } else {
        toast.error(failure(error));
      }
    });
  }

  async function onEnrollNow() {
    let user = me.data;
    if (user === undefined) {
      setCheckingSession(true);
      user = await queryClient.fetchQuery(trpc.users.me.queryOptions()).catch(() => null);
      setCheckingSession(false);
    }
    if (user) enroll();
    else goTo("email", "email");
  }

  const emailForm = useFormAction({
    initial: { email: "" },
    read: (data) => ({ email: textOf(data, "email") }),
    onErrors: () => document.getElementById(emailId)?.focus(),
    submit: async (values) => {
      const parsed = ZEnrollEmail.safeParse(values);
      if (!parsed.success) return { errors: { email: parsed.error.issues[0]?.message ?? "validation.emailInvalid" } };
      const address = parsed.data.email;
      try {
        await requestCode.mutateAsync({ email: address });
        setSentTo(address);
        goTo("code", "code");
      } catch (error) {
        // Asked again within the minute: the code already sent to this address still works.
        if (trpcErrorCode(error) === "TOO_MANY_REQUESTS" && sentTo === address) {
          toast(text(serverMessage(error, t("useSentCode"))));
          goTo("code", "code");
          return;
        }
        toast.error(text(serverMessage(error, t("sendFailed"))));
      }
    },
  });

  const codeForm = useFormAction({
    initial: { otp: "" },
    read: (data) => ({ otp: textOf(data, "otp").replace(/\D/g, "").slice(0, 6) }),
    onErrors: () => document.getElementById(codeId)?.focus(),
    submit: async (values) => {
      const parsed = ZOneTimeCode.safeParse(values.otp);
      if (!parsed.success || !sentTo) return { errors: { otp: parsed.error?.issues[0]?.message ?? "validation.codeRequired" } };
      try {
        const { user } = await verifyCode.mutateAsync({ email: sentTo, otp: parsed.data });
        setStoredUser(user);
        queryClient.setQueryData(trpc.users.me.queryKey(), user);
        setStep("closed");
        enroll();
      } catch (error) {
        toast.error(failure(error));
      }
    },
  });

  const enrolled = conflict || enrollment.data?.isEnrolled === true;
  if (enrolled) {
    return (
      <div className="rounded-2xl bg-primary-50 p-4 text-center" data-testid="enrolled-notice">
        <p className="flex items-center justify-center gap-2 font-semibold text-primary-dark">
          <CheckIcon size={18} />
          {t("enrolled")}
        </p>
        <Link
          href={`/dashboard/courses/${encodeURIComponent(courseId)}`}
          className={buttonClasses("primary", "lg", "mt-4 w-full")}
        >
          {t("goToCourse")}
        </Link>
      </div>
    );
  }

  const busy = emailForm.pending || codeForm.pending || buying || leaving !== null || checkingSession;

  if (step === "email") {
    return (
      <form action={emailForm.formAction} noValidate aria-label={t("emailForm")} aria-busy={busy} className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t("emailIntro")}</p>
        <TextField
          id={emailId}
          label={t("email")}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          ltr
          required
          defaultValue={emailForm.values.email || sentTo || ""}
          error={emailForm.errors.email}
        />
        <button type="submit" disabled={busy} className={buttonClasses("primary", "lg", "w-full")}>
          {emailForm.pending ? t("sending") : t("send")}
        </button>
        <button type="button" onClick={() => goTo("closed", "enroll")} disabled={busy} className={buttonClasses("ghost", "sm")}>
          {t("cancel")}
        </button>
      </form>
    );
  }

  if (step === "code") {
    return (
      <form action={codeForm.formAction} noValidate aria-label={t("codeForm")} aria-busy={busy} className="flex flex-col gap-4">
        <TextField
          id={codeId}
          label={t("code")}
          hint={t.rich("codeHint", {
            email: sentTo ?? "",
            strong: (chunks) => (
              <strong className="break-all text-navy">
                <bdi dir="ltr">{chunks}</bdi>
              </strong>
            ),
          })}
          type="text"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          onInput={keepDigits}
          maxLength={6}
          ltr
          required
          error={codeForm.errors.otp}
        />
        <button type="submit" disabled={busy} className={buttonClasses("primary", "lg", "w-full")}>
          {codeForm.pending ? t("checking") : free ? t("verifyEnroll") : t("verifyPay")}
        </button>
        <div className="flex flex-wrap justify-between gap-2">
          <button
            type="button"
            onClick={() => goTo("email", "email")}
            disabled={busy}
            aria-label={t("backToEmail")}
            className={buttonClasses("ghost", "sm")}
          >
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              ←
            </span>{" "}
            {t("back")}
          </button>
          <button type="button" onClick={() => goTo("closed", "enroll")} disabled={busy} className={buttonClasses("ghost", "sm")}>
            {t("backToCourse")}
          </button>
        </div>
      </form>
    );
  }

  return (
    // A form whose action is a function: a tap before the page's scripts run is held by React and
    // replayed once they have (decision 019).
    <form action={onEnrollNow} className="flex flex-col gap-3">
      <button
        ref={enrollRef}
        type="submit"
        disabled={busy}
        aria-describedby={`${baseId}-enroll-note`}
        className={buttonClasses("primary", "lg", "w-full")}
      >
        {buying || leaving ? t("enrolling") : t("enrollNow")}
      </button>
      <p id={`${baseId}-enroll-note`} className="text-center text-sm text-muted" role="status">
        {leaving === "payment"
          ? t("openingPayment")
          : leaving === "dashboard"
            ? t("openingCourses")
            : me.data
              ? t.rich("signedInAs", { email: me.data.email, ltr: (chunks) => <bdi dir="ltr">{chunks}</bdi> })
              : free
                ? t("freeNote", { title: courseTitle })
                : t("paidNote")}
      </p>
      <PrivacyNoticeLine className="text-center text-sm text-muted" />
    </form>
  );
}
