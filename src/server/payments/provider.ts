/**
 * One interface for every card-payment provider (payments brief): Stripe Checkout in production,
 * the Mastercard Gateway (MPGS) hosted checkout where the acquirer offers only that (decision 030),
 * the built-in simulated gateway by default.
 */
import type { Locale } from "~/i18n/locales";

export type ProviderName = "stripe" | "mpgs" | "simulated";

export type CheckoutRequest = {
  orderId: string;
  kind: "appointment" | "course";
  description: string;
  amountCents: number;
  currency: string;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  /** The parent's language: the provider's page speaks it where it can, and its own pages are addressed in it. */
  locale?: Locale;
  /** How long the payment page stays open: CHECKOUT_SESSION_MINUTES unless a payment link asks for more (at most a day). */
  expiresInMinutes?: number;
};

export type CheckoutSession = {
  sessionId: string;
  url: string;
  /** MPGS: what its return address carries after a success; stored with the order, never shown. */
  successIndicator?: string;
};

/**
 * A verified webhook: only its id, type and session (or, for a provider whose notifications name
 * the order rather than the session, its order id) are trusted; the state is re-read.
 */
export type ProviderEvent = { id: string; type: string; sessionId: string; orderId?: string };

/** What the provider says about a checkout session now. */
export type CheckoutState = {
  state: "open" | "paid" | "failed" | "expired";
  orderId: string | null;
  amountCents: number | null;
  currency: string | null;
};

/** What a refund asks for: the whole or part of a paid checkout's amount. */
export type RefundRequest = {
  sessionId: string;
  orderId: string;
  amountCents: number;
  /** The same key for a retry of the same refund, so the money is never returned twice. */
  idempotencyKey: string;
};

/** The provider declined the refund (already refunded, too old, not settled …): its words, for staff. */
export class RefundRefusedError extends Error {
  override name = "RefundRefusedError";
}

export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies the signature on the raw body; throws WebhookSignatureError when it does not hold. */
  parseWebhook(rawBody: string, headers: Headers): ProviderEvent;
  /** The order id is for a provider that looks payments up by order (MPGS); others read the session. */
  fetchStatus(sessionId: string, orderId: string): Promise<CheckoutState>;
  /** Ends an open session early, so that it can no longer be paid (where the provider can). */
  expireCheckout(sessionId: string, orderId: string): Promise<void>;
  /** Returns money of a paid session to the payer; throws RefundRefusedError when the provider says no. */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
}

/** Stripe requires a checkout session to live 30 minutes to 24 hours. */
export const CHECKOUT_SESSION_MINUTES = 30;
export const MAX_CHECKOUT_SESSION_MINUTES = 24 * 60;
