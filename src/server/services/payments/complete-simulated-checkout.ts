import "server-only";

import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { simulatedCheckoutSessions } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import type { createSimulatedProvider, SimulatedOutcome } from "~/server/payments/simulated-provider";
import { SIMULATED_SIGNATURE_HEADER } from "~/server/payments/simulated-provider";
import { getSimulatedCheckout } from "./get-simulated-checkout";
import { handlePaymentWebhook } from "./handle-payment-webhook";

const EVENT_OF: Record<SimulatedOutcome, string> = {
  pay: "checkout.session.completed",
  decline: "checkout.session.async_payment_failed",
  cancel: "checkout.session.expired",
};

/**
 * The simulated gateway's Pay, Decline and Cancel: the gateway records the outcome on its session,
 * then delivers a signed webhook through the same handler as Stripe's before the browser returns.
 * Returns where the browser goes next.
 */
export async function completeSimulatedCheckout({
  db,
  gateway,
  sessionId,
  outcome,
}: {
  db: Database;
  gateway: ReturnType<typeof createSimulatedProvider>;
  sessionId: string;
  outcome: SimulatedOutcome;
}): Promise<string> {
  const session = await getSimulatedCheckout({ db, sessionId });
  if (!session) throw new AppError("NOT_FOUND", "This payment session does not exist.");
  // Both return addresses name the session, as Stripe's do.
  const successUrl = session.successUrl.replace("{CHECKOUT_SESSION_ID}", session.id);
  const cancelUrl = session.cancelUrl.replace("{CHECKOUT_SESSION_ID}", session.id);
  if (!session.open) return session.paymentStatus === "paid" ? successUrl : cancelUrl;

  await db
    .update(simulatedCheckoutSessions)
    .set(
      outcome === "pay"
        ? { status: "complete", paymentStatus: "paid" }
        : outcome === "decline"
          ? { status: "complete", paymentStatus: "declined" }
          : { status: "expired" },
    )
    .where(eq(simulatedCheckoutSessions.id, sessionId));

  const rawBody = JSON.stringify({
    id: `evt_sim_${randomBytes(12).toString("base64url")}`,
    object: "event",
    type: EVENT_OF[outcome],
    created: Math.floor(Date.now() / 1000),
    data: { object: { object: "checkout.session", id: session.id } },
  });
  await handlePaymentWebhook({
    db,
    provider: gateway,
    rawBody,
    headers: new Headers({ [SIMULATED_SIGNATURE_HEADER]: gateway.signEvent(rawBody) }),
  });
  return outcome === "pay" ? successUrl : cancelUrl;
}
