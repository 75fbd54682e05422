import "server-only";

import Stripe from "stripe";

import type { CheckoutRequest, CheckoutSession, CheckoutState, PaymentProvider, ProviderEvent, RefundRequest } from "./provider";
import { CHECKOUT_SESSION_MINUTES, RefundRefusedError, WebhookSignatureError } from "./provider";

const SESSION_EVENTS = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
]);

/** STRIPE_API_BASE (tests only) points the official SDK at a local server that speaks Stripe's API. */
function clientOptions(apiBase: string | undefined): ConstructorParameters<typeof Stripe>[1] {
  if (!apiBase) return { maxNetworkRetries: 2 };
  const url = new URL(apiBase);
  return {
    host: url.hostname,
    port: Number(url.port || (url.protocol === "https:" ? 443 : 80)),
    protocol: url.protocol === "https:" ? "https" : "http",
    maxNetworkRetries: 0,
  };
}

export function createStripeProvider({
  secretKey,
  webhookSecret,
  apiBase,
}: {
  secretKey: string;
  webhookSecret: string;
  apiBase?: string;
}): PaymentProvider {
  const stripe = new Stripe(secretKey, clientOptions(apiBase));

  function stateOf(session: Stripe.Checkout.Session): CheckoutState {
    const state =
      session.status === "expired"
        ? "expired"
        : session.status === "complete" && session.payment_status === "paid"
          ? "paid"
          : "open";
    return {
      state,
      orderId: session.client_reference_id ?? session.metadata?.orderId ?? null,
      amountCents: session.amount_total ?? null,
      currency: session.currency ? session.currency.toUpperCase() : null,
    };
  }

  return {
    name: "stripe",

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          client_reference_id: request.orderId,
          customer_email: request.customerEmail ?? undefined,
          metadata: { orderId: request.orderId, kind: request.kind },
          // Stripe's page has French but no Arabic: an Arabic page's parent gets their browser's language.
          ...(request.locale === "fr" ? { locale: "fr" as const } : {}),
          expires_at: Math.floor(Date.now() / 1000) + (request.expiresInMinutes ?? CHECKOUT_SESSION_MINUTES) * 60,
        },
        { idempotencyKey: `checkout:${request.orderId}` },
      );
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { sessionId: session.id, url: session.url };
    },

    parseWebhook(rawBody: string, headers: Headers): ProviderEvent {
      const signature = headers.get("stripe-signature");
      if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : "Invalid signature");
      }
      const object = event.data.object as { object?: string; id?: string };
      const sessionId = SESSION_EVENTS.has(event.type) && object.object === "checkout.session" ? object.id : undefined;
      return { id: event.id, type: event.type, sessionId: sessionId ?? "" };
    },

    async fetchStatus(sessionId: string): Promise<CheckoutState> {
      return stateOf(await stripe.checkout.sessions.retrieve(sessionId));
    },

    async expireCheckout(sessionId: string): Promise<void> {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === "open") await stripe.checkout.sessions.expire(sessionId);
    },

    async refund({ sessionId, amountCents, idempotencyKey }: RefundRequest): Promise<{ refundId: string }> {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const paymentIntent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
      if (!paymentIntent) throw new RefundRefusedError("Stripe has no payment for this checkout.");
      try {
        const refund = await stripe.refunds.create({ payment_intent: paymentIntent, amount: amountCents }, { idempotencyKey });
        return { refundId: refund.id };
      } catch (error) {
        // Stripe's own refusals (already refunded, amount too large …) are for staff to read.
        if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
          throw new RefundRefusedError(error.message);
        }
        throw error;
      }
    },
  };
}
