import "server-only";

import { z } from "zod";

import { localePath } from "~/i18n/locales";
import { sameInConstantTime } from "~/server/auth/constant-time";
import { AppError } from "~/server/errors";
import { logger } from "~/server/logger";
import { checkoutCancelToken } from "./checkout-cancel-token";
import type { CheckoutRequest, CheckoutSession, CheckoutState, PaymentProvider, ProviderEvent, RefundRequest } from "./provider";
import { CHECKOUT_SESSION_MINUTES, RefundRefusedError, WebhookSignatureError } from "./provider";

export const MPGS_SECRET_HEADER = "x-notification-secret";
export const MPGS_NOTIFICATION_ID_HEADER = "x-notification-id";

/** The bank's gateway answers within seconds; a parent waiting on a booking should not wait longer. */
const REQUEST_TIMEOUT_MS = 15_000;

/** Order states after which the order can no longer be paid (payments brief). */
const FAILED_STATUSES = new Set(["FAILED", "CANCELLED", "AUTHENTICATION_UNSUCCESSFUL", "DECLINED"]);

/** Declined refunds of one order tried again under new transaction ids before staff are sent to the bank's tools. */
const MAX_REFUND_ATTEMPTS = 5;

const ZGatewayError = z.object({ error: z.object({ cause: z.string().optional(), explanation: z.string().optional() }) });
const ZSession = z.object({ result: z.literal("SUCCESS"), session: z.object({ id: z.string().min(1) }), successIndicator: z.string().min(1) });
const ZOrder = z.object({
  id: z.string(),
  result: z.string().optional(),
  status: z.string().optional(),
  currency: z.string().optional(),
  totalCapturedAmount: z.number().optional(),
});
const ZTransaction = z.object({ result: z.string(), response: z.object({ gatewayCode: z.string().optional() }).optional() });
const ZNotification = z.object({ merchant: z.string().optional(), order: z.object({ id: z.string() }).optional(), transaction: z.object({ type: z.string().optional() }).optional() });

/** Digits after the point of a currency (ISO 4217): the gateway's amounts are decimal. */
function minorDigits(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** 4500 USD cents → "45.00": the request sends strings, never a float's rounding. */
export function toGatewayAmount(amountCents: number, currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(amountCents);
  const text = String(amountCents).padStart(digits + 1, "0");
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** 45 or 45.0 → 4500: the API answers with numbers, compared in minor units. */
export function fromGatewayAmount(amount: number, currency: string): number {
  return Math.round(amount * 10 ** minorDigits(currency));
}

class GatewayError extends Error {
  override name = "GatewayError";
  constructor(
    readonly status: number,
    readonly cause_: string | undefined,
    explanation: string,
  ) {
    super(explanation);
  }
}

/**
 * The Mastercard Gateway (MPGS) hosted checkout (decision 030). The server opens a session for the
 * order; the browser is sent to our own page (/pay/mpgs/{session}), which loads the bank's
 * checkout.js and hands over to the gateway's payment page. Payments are looked up by our order id
 * (RETRIEVE_ORDER), which is also what the gateway's notifications name.
 */
export function createMpgsProvider({
  gatewayUrl,
  merchantId,
  apiPassword,
  webhookSecret,
  apiVersion,
  publicUrl,
  merchantName,
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
}: {
  gatewayUrl: string;
  merchantId: string;
  apiPassword: string;
  webhookSecret: string;
  apiVersion: string;
  publicUrl: string;
  merchantName: string;
  requestTimeoutMs?: number;
}): PaymentProvider {
  const base = `${gatewayUrl}/api/rest/version/${apiVersion}/merchant/${encodeURIComponent(merchantId)}`;
  const authorization = `Basic ${Buffer.from(`merchant.${merchantId}:${apiPassword}`).toString("base64")}`;

  /** One call to the REST API: JSON both ways, a gateway error as GatewayError, a timeout as an Error. */
  async function call(method: "GET" | "POST" | "PUT", path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { authorization, accept: "application/json", ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    const json: unknown = await response.json().catch(() => null);
    const failure = ZGatewayError.safeParse(json);
    if (!response.ok || failure.success) {
      const error = failure.data?.error;
      throw new GatewayError(response.status, error?.cause, error?.explanation ?? `HTTP ${response.status}`);
    }
    return json;
  }

  return {
    name: "mpgs",

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const returnUrl = `${publicUrl}/api/payments/mpgs/return?order=${encodeURIComponent(request.orderId)}`;
      let answer: unknown;
      try {
        answer = await call("POST", "/session", {
          apiOperation: "INITIATE_CHECKOUT",
          checkoutMode: "WEBSITE",
          interaction: {
            operation: "PURCHASE",
            merchant: { name: merchantName },
            returnUrl,
            // The Cancel button comes back to the same route, signed for this order: the hold is
            // released at once and the parent sees the failure page.
            cancelUrl: `${returnUrl}&result=cancel&t=${checkoutCancelToken(request.orderId)}`,
            // The payment page closes with the hold; a payment past it is flagged for a refund.
            timeout: (request.expiresInMinutes ?? CHECKOUT_SESSION_MINUTES) * 60,
            displayControl: { billingAddress: "HIDE", customerEmail: "HIDE", shipping: "HIDE" },
          },
          order: {
            id: request.orderId,
            amount: toGatewayAmount(request.amountCents, request.currency),
            currency: request.currency,
            description: request.description,
            notificationUrl: `${publicUrl}/api/webhooks/mpgs`,
          },
        });
      } catch (error) {
        logger.error("the Mastercard Gateway did not open a checkout session", {
          orderId: request.orderId,
          error,
          ...(error instanceof GatewayError ? { cause: error.cause_ } : {}),
        });
        throw new AppError("SERVICE_UNAVAILABLE", "Card payments are unavailable right now. Please try again in a few minutes.");
      }
      const session = ZSession.safeParse(answer);
      if (!session.success) {
        logger.error("the Mastercard Gateway answered a session request without a session", { orderId: request.orderId });
        throw new AppError("SERVICE_UNAVAILABLE", "Card payments are unavailable right now. Please try again in a few minutes.");
      }
      const sessionId = session.data.session.id;
      // The hand-over page in the parent's language; the gateway's own page keeps its default language.
      return {
        sessionId,
        url: `${publicUrl}${localePath(request.locale ?? "en", `/pay/mpgs/${encodeURIComponent(sessionId)}`)}`,
        successIndicator: session.data.successIndicator,
      };
    },

    parseWebhook(rawBody: string, headers: Headers): ProviderEvent {
      const secret = headers.get(MPGS_SECRET_HEADER);
      if (!secret || !sameInConstantTime(secret, webhookSecret)) throw new WebhookSignatureError("Missing or wrong notification secret");
      const id = headers.get(MPGS_NOTIFICATION_ID_HEADER);
      if (!id) throw new WebhookSignatureError("Missing notification id");
      let body: z.infer<typeof ZNotification>;
      try {
        body = ZNotification.parse(JSON.parse(rawBody));
      } catch {
        throw new WebhookSignatureError("Unreadable notification");
      }
      if (body.merchant !== undefined && body.merchant !== merchantId) throw new WebhookSignatureError("Notification for another merchant");
      return { id, type: `mpgs.${body.transaction?.type ?? "order"}`.toLowerCase(), sessionId: "", orderId: body.order?.id };
    },

    async fetchStatus(_sessionId: string, orderId: string): Promise<CheckoutState> {
      let answer: unknown;
      try {
        answer = await call("GET", `/order/${encodeURIComponent(orderId)}`);
      } catch (error) {
        // No payment was tried on the gateway's page yet: the order does not exist there.
        if (error instanceof GatewayError && error.cause_ === "INVALID_REQUEST" && error.status < 500) {
          return { state: "open", orderId, amountCents: null, currency: null };
        }
        throw error;
      }
      const order = ZOrder.parse(answer);
      const currency = order.currency?.toUpperCase() ?? null;
      const captured = currency !== null && order.totalCapturedAmount !== undefined ? fromGatewayAmount(order.totalCapturedAmount, currency) : null;
      // One order may hold several transactions (the payer retried): the order's status decides.
      const state =
        order.result === "SUCCESS" && order.status === "CAPTURED"
          ? "paid"
          : order.status && FAILED_STATUSES.has(order.status)
            ? "failed"
            : "open";
      return { state, orderId: order.id, amountCents: captured, currency };
    },

    /** The gateway cannot end a hosted session early: it lapses with its hold (interaction.timeout). */
    async expireCheckout(): Promise<void> {},

    async refund({ orderId, amountCents, idempotencyKey }: RefundRequest): Promise<{ refundId: string }> {
      const orderPath = `/order/${encodeURIComponent(orderId)}`;
      const order = ZOrder.parse(await call("GET", orderPath));
      const currency = order.currency ?? "USD";
      // The key names the transaction, so a retry finds a refund already made instead of paying it
      // twice. The gateway keeps a declined one under its id too: the next try takes the next id.
      const base = idempotencyKey.replace(/[^A-Za-z0-9_-]/g, "-").slice(0, 36);
      for (let attempt = 1; attempt <= MAX_REFUND_ATTEMPTS; attempt++) {
        const transactionId = attempt === 1 ? base : `${base}-${attempt}`;
        const path = `${orderPath}/transaction/${encodeURIComponent(transactionId)}`;
        let answer: unknown;
        try {
          answer = await call("PUT", path, { apiOperation: "REFUND", transaction: { amount: toGatewayAmount(amountCents, currency), currency } });
        } catch (error) {
          if (!(error instanceof GatewayError) || error.status >= 500) throw error;
          const earlier = ZTransaction.safeParse(await call("GET", path).catch(() => null)).data;
          if (earlier?.result === "SUCCESS") return { refundId: transactionId };
          if (earlier) continue;
          throw new RefundRefusedError(/[.!?]$/.test(error.message) ? error.message : `${error.message}.`);
        }
        const transaction = ZTransaction.parse(answer);
        if (transaction.result !== "SUCCESS") {
          throw new RefundRefusedError(`The bank declined it (${transaction.response?.gatewayCode ?? transaction.result}).`);
        }
        return { refundId: transactionId };
      }
      throw new RefundRefusedError(`The bank declined it ${MAX_REFUND_ATTEMPTS} times; refund it in the gateway's Merchant Administration.`);
    },
  };
}
