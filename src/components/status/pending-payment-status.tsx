"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { buttonClasses } from "~/components/ui/button-classes";
import { useMessageText } from "~/i18n/message-text";
import { useRouter } from "~/i18n/navigation";
import { useTRPC } from "~/trpc/react";
import { OrderDetails } from "./payment-result";
import { PAYMENT_STATUS, type PaymentProduct } from "./payment-status-config";

const POLL_INTERVAL_MS = 3_000;
/** Two minutes of checks; a webhook later than that is rare, and the parent can check again. */
const POLL_WINDOW_MS = 120_000;
const CHECKS_PER_WINDOW = POLL_WINDOW_MS / POLL_INTERVAL_MS;

/** Codes after which asking again cannot help (a malformed or unknown order id). */
const FINAL_ERROR_CODES = new Set(["BAD_REQUEST", "NOT_FOUND"]);

const ORDER_STATUSES = new Set(["pending", "paid", "failed", "expired", "refunded"]);

/**
 * The order id and status of a payment (an appointment or a course), checked every 3 s for up to
 * two minutes (the earlier site asked once). A paid order moves to the success page, a failed or
 * expired one to the failure page, with the checkout session the provider's return address named.
 */
export function PendingPaymentStatus({ orderId, sessionId, product }: { orderId: string; sessionId?: string; product: PaymentProduct }) {
  const t = useTranslations("status");
  const text = useMessageText();
  const { basePath, pending } = PAYMENT_STATUS[product];
  const trpc = useTRPC();
  const orderStatus = trpc[pending.orderStatusOf].orderStatus;
  const router = useRouter();
  const queryClient = useQueryClient();
  /** Checks made before the current two-minute window (a "Check again" opens a new one). */
  const [checksBefore, setChecksBefore] = useState(0);

  const order = useQuery({
    ...orderStatus.queryOptions({ orderId }),
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => {
      const { data, error, dataUpdateCount, errorUpdateCount } = query.state;
      if (data && data.status !== "pending") return false;
      if (error?.data?.appCode && FINAL_ERROR_CODES.has(error.data.appCode)) return false;
      return dataUpdateCount + errorUpdateCount - checksBefore < CHECKS_PER_WINDOW ? POLL_INTERVAL_MS : false;
    },
  });

  const status = order.data?.status ?? "pending";
  const settledChecks = () => {
    const state = queryClient.getQueryState(orderStatus.queryKey({ orderId }));
    return (state?.dataUpdateCount ?? 0) + (state?.errorUpdateCount ?? 0);
  };
  const checks = settledChecks() - checksBefore;
  const finalError = Boolean(order.error?.data?.appCode && FINAL_ERROR_CODES.has(order.error.data.appCode));
  const timedOut = status === "pending" && !finalError && checks >= CHECKS_PER_WINDOW;

  useEffect(() => {
    // The checkout session of the return address goes on: it is what lets the result page show
    // this browser its booking (and its manage link), which the order number alone does not.
    const query = `?${new URLSearchParams(sessionId ? { order: orderId, session_id: sessionId } : { order: orderId })}`;
    if (status === "paid") {
      // My Courses lists a new course as soon as the parent gets there.
      if (product === "course") void queryClient.invalidateQueries({ queryKey: trpc.courses.myCourses.queryKey() });
      router.replace(`${basePath}/success${query}`);
    } else if (status === "failed" || status === "expired") {
      router.replace(`${basePath}/failure${query}`);
    }
  }, [status, orderId, sessionId, router, product, basePath, queryClient, trpc]);

  function checkAgain() {
    setChecksBefore(settledChecks());
    void order.refetch();
  }

  return (
    <>
      <OrderDetails orderId={orderId} status={ORDER_STATUSES.has(status) ? t(`order.statusValue.${status}`) : status} />
      <p role="status" className="mt-4 text-sm text-muted">
        {status === "paid"
          ? t(`${product}.pending.paid`)
          : status !== "pending"
            ? t("check.notThrough")
            : timedOut
              ? t("check.timedOut")
              : finalError
                ? null
                : t("check.checking")}
      </p>
      {order.isError ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {/* The server's words, isolated: they may be in another language than the page's. */}
          {t.rich("check.error", { message: text(order.error.message), msg: (chunks) => <bdi>{chunks}</bdi> })}
        </p>
      ) : null}
      {timedOut ? (
        <button
          type="button"
          onClick={checkAgain}
          disabled={order.isFetching}
          className={buttonClasses("primary", "md", "mt-6")}
        >
          {order.isFetching ? t("check.againBusy") : t("check.again")}
        </button>
      ) : null}
    </>
  );
}
