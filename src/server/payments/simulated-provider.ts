import "server-only";

import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";
import Stripe from "stripe";

import { localePath } from "~/i18n/locales";
import type { Database } from "~/server/db/client";
import { simulatedCheckoutSessions } from "~/server/db/schema";
import type { CheckoutRequest, CheckoutSession, CheckoutState, PaymentProvider, ProviderEvent, RefundRequest } from "./provider";
import { CHECKOUT_SESSION_MINUTES, RefundRefusedError, WebhookSignatureError } from "./provider";

export const SIMULATED_SIGNATURE_HEADER = "simulated-signature";

export type SimulatedOutcome = "pay" | "decline" | "cancel";

/**
 * The built-in test gateway (run contract): its sessions live in the product's own database, its
 * hosted page is /pay/{sessionId}, and it reports outcomes as webhooks signed like Stripe's
 * (HMAC-SHA256 over `t.payload`, here keyed with AUTH_SECRET), verified by the same code path.
 */
export function createSimulatedProvider({
  getDb,
  publicUrl,
  signingSecret,
}: {
  getDb: () => Database;
  publicUrl: string;
  signingSecret: string;
}): PaymentProvider & { signEvent(payload: string): string } {
  return {
    name: "simulated",

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const sessionId = `sim_cs_${randomBytes(18).toString("base64url")}`;
      await getDb()
        .insert(simulatedCheckoutSessions)
        .values({
          id: sessionId,
          orderId: request.orderId,
          description: request.description,
          amountCents: request.amountCents,
          currency: request.currency,
          successUrl: request.successUrl,
          cancelUrl: request.cancelUrl,
          expiresAt: new Date(Date.now() + (request.expiresInMinutes ?? CHECKOUT_SESSION_MINUTES) * 60 * 1000),
        });
      // Its page in the parent's language.
      return { sessionId, url: `${publicUrl}${localePath(request.locale ?? "en", `/pay/${sessionId}`)}` };
    },

    signEvent(payload: string): string {
      return Stripe.webhooks.generateTestHeaderString({ payload, secret: signingSecret });
    },

    parseWebhook(rawBody: string, headers: Headers): ProviderEvent {
      const signature = headers.get(SIMULATED_SIGNATURE_HEADER);
      if (!signature) throw new WebhookSignatureError("Missing signature header");
      try {
        const event = Stripe.webhooks.constructEvent(rawBody, signature, signingSecret) as unknown as {
          id: string;
          type: string;
          data: { object: { id: string } };
        };
        return { id: event.id, type: event.type, sessionId: event.data.object.id };
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : "Invalid signature");
      }
    },

    async fetchStatus(sessionId: string): Promise<CheckoutState> {
      const [session] = await getDb()
        .select()
        .from(simulatedCheckoutSessions)
        .where(eq(simulatedCheckoutSessions.id, sessionId));
      if (!session) throw new Error(`Unknown simulated checkout session ${sessionId}`);
      const state =
        session.paymentStatus === "paid"
          ? "paid"
          : session.paymentStatus === "declined"
            ? "failed"
            : session.status === "expired" || session.expiresAt.getTime() <= Date.now()
              ? "expired"
              : "open";
      return { state, orderId: session.orderId, amountCents: session.amountCents, currency: session.currency };
    },

    /** The test gateway refunds a paid session in full or in part; the reference is its record. */
    async refund({ sessionId, amountCents }: RefundRequest): Promise<{ refundId: string }> {
      const [session] = await getDb().select().from(simulatedCheckoutSessions).where(eq(simulatedCheckoutSessions.id, sessionId));
      if (!session || session.paymentStatus !== "paid") throw new RefundRefusedError("The test gateway has no payment for this checkout.");
      if (amountCents <= 0 || amountCents > session.amountCents) throw new RefundRefusedError("The refund is larger than the payment.");
      return { refundId: `sim_re_${randomBytes(12).toString("base64url")}` };
    },

    async expireCheckout(sessionId: string): Promise<void> {
      await getDb()
        .update(simulatedCheckoutSessions)
        .set({ status: "expired" })
        .where(eq(simulatedCheckoutSessions.id, sessionId));
    },
  };
}
