import "server-only";

import { and, eq } from "drizzle-orm";
import { z } from "zod";

import type { Database } from "~/server/db/client";
import { payments, webhookEvents } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { logger } from "~/server/logger";
import { WebhookSignatureError, type PaymentProvider } from "~/server/payments/provider";
import { reconcilePayment } from "./reconcile-payment";

const ZText = z.string().max(255).regex(/^[^\u0000]*$/);
const ZProviderEvent = z.object({ id: ZText.min(1), type: ZText, sessionId: ZText.nullish(), orderId: ZText.nullish() });

/**
 * A provider's webhook delivery: verify the signature on the raw body, handle each event id
 * once, and let reconciliation re-read the session's state from the provider.
 */
export async function handlePaymentWebhook({
  db,
  provider,
  rawBody,
  headers,
}: {
  db: Database;
  provider: PaymentProvider;
  rawBody: string;
  headers: Headers;
}): Promise<{ handled: boolean }> {
  let parsed;
  try {
    parsed = provider.parseWebhook(rawBody, headers);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new AppError("BAD_REQUEST", "Invalid webhook signature.");
    throw error;
  }
  // A signed event whose ids are not text (or hold U+0000) would fail the queries below with a
  // 500, and the provider would redeliver it for days; it will never be handled, so it is a 400.
  const checked = ZProviderEvent.safeParse(parsed);
  if (!checked.success) throw new AppError("BAD_REQUEST", "Malformed webhook event.");
  const event = checked.data;
  if (!event.sessionId && !event.orderId) return { handled: false };

  // Stripe's events name the checkout session; the Mastercard Gateway's notifications the order.
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider.name),
        event.sessionId ? eq(payments.providerRef, event.sessionId) : eq(payments.id, event.orderId!),
      ),
    );
  if (!payment) {
    if (event.orderId) logger.info("payment notification for an order we do not know; ignored", { provider: provider.name, orderId: event.orderId });
    return { handled: false };
  }

  const [fresh] = await db
    .insert(webhookEvents)
    .values({ provider: provider.name, eventId: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ eventId: webhookEvents.eventId });
  if (!fresh) return { handled: false };

  try {
    await reconcilePayment({
      db,
      provider,
      orderId: payment.id,
      failureReported: event.type === "checkout.session.async_payment_failed",
    });
  } catch (error) {
    // Let the provider redeliver: forget the event so the retry is handled.
    await db.delete(webhookEvents).where(and(eq(webhookEvents.provider, provider.name), eq(webhookEvents.eventId, event.id)));
    throw error;
  }
  return { handled: true };
}
