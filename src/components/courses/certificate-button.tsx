"use client";

import { useMutation } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "~/components/ui/toast";
import { serverMessage } from "~/components/account/server-message";
import { buttonClasses } from "~/components/ui/button-classes";
import { localePath, splitLocalePath, type Locale } from "~/i18n/locales";
import { useMessageText } from "~/i18n/message-text";
import { useTRPC } from "~/trpc/react";
import { AwardIcon } from "./course-icons";

/**
 * A finished course's certificate: issued on first request (the same one afterwards), opened as a
 * PDF, with the public address anyone can open to check it (in the page's language).
 */
export function CertificateButton({ courseId, courseTitle }: { courseId: string; courseTitle: string }) {
  const t = useTranslations("courses.certificate");
  const text = useMessageText();
  const locale = useLocale() as Locale;
  const trpc = useTRPC();
  const certificate = useMutation(trpc.courses.certificate.mutationOptions());
  const [issued, setIssued] = useState<{ url: string; pdfUrl: string } | null>(null);

  function onClick() {
    certificate.mutate(
      { courseId },
      {
        onSuccess: (result) => {
          // The PDF is printed in the page's language too.
          const pdfUrl = `${result.pdfUrl}${result.pdfUrl.includes("?") ? "&" : "?"}lang=${locale}`;
          setIssued({ url: localePath(locale, splitLocalePath(result.url).path), pdfUrl });
          window.open(pdfUrl, "_blank", "noopener");
        },
        onError: (error) => toast.error(text(serverMessage(error, t("failed")))),
      },
    );
  }

  const verifyUrl = issued ? new URL(issued.url, window.location.origin).toString() : null;

  return (
    <div className="mt-4 rounded-2xl bg-primary-50 p-4">
      <p className="flex items-center gap-2 font-semibold text-primary-dark">
        <AwardIcon />
        {t("complete")}
      </p>
      {issued && verifyUrl ? (
        <div className="mt-2 text-sm text-navy" role="status">
          <p>
            <a href={issued.pdfUrl} target="_blank" rel="noopener" className="font-semibold text-primary underline underline-offset-4">
              {t.rich("download", { hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
            </a>
          </p>
          {/* The address itself is long and unreadable (an id): the link names the page, and the
              address goes to the clipboard whole, never broken across lines mid-word. */}
          <p className="mt-1">
            {t.rich("check", {
              link: (chunks) => (
                <a href={issued.url} className="font-semibold text-primary underline underline-offset-4" data-testid="certificate-link">
                  {chunks}
                </a>
              ),
            })}
          </p>
          <button
            type="button"
            onClick={() => {
              void navigator.clipboard?.writeText(verifyUrl).then(
                () => toast.success(t("copied")),
                () => undefined,
              );
            }}
            className={buttonClasses("secondary", "sm", "mt-2")}
          >
            {t("copy")}
          </button>
        </div>
      ) : (
        <button
          type="button"
          onClick={onClick}
          disabled={certificate.isPending}
          aria-label={certificate.isPending ? undefined : t("getLabel", { title: courseTitle })}
          className={buttonClasses("primary", "sm", "mt-3")}
        >
          {certificate.isPending ? t("preparing") : t("get")}
        </button>
      )}
    </div>
  );
}
