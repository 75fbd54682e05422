/**
 * One interface for every card-payment provider (payments brief): Stripe Checkout in production,
 * the built-in simulated gateway by default, the Mastercard Gateway later.
 */
export type ProviderName = "stripe" | "simulated";

export type CheckoutRequest = {
  orderId: string;
  kind: "appointment" | "course";
  description: string;
  amountCents: number;
  currency: string;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
};

export type CheckoutSession = { sessionId: string; url: string };

/** A verified webhook: only its id, type and session are trusted; the state is re-read. */
export type ProviderEvent = { id: string; type: string; sessionId: string };

/** What the provider says about a checkout session now. */
export type CheckoutState = {
  state: "open" | "paid" | "failed" | "expired";
  orderId: string | null;
  amountCents: number | null;
  currency: string | null;
};

export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies the signature on the raw body; throws WebhookSignatureError when it does not hold. */
  parseWebhook(rawBody: string, headers: Headers): ProviderEvent;
  fetchStatus(sessionId: string): Promise<CheckoutState>;
  /** Ends an open session early, so that it can no longer be paid. */
  expireCheckout(sessionId: string): Promise<void>;
}

/** Stripe requires a checkout session to live 30 minutes to 24 hours. */
export const CHECKOUT_SESSION_MINUTES = 30;
