import "server-only";

import { env } from "~/env";
import { getAuthSecret } from "~/server/auth/secret";
import { getDb } from "~/server/db/client";
import type { PaymentProvider } from "./provider";
import { createSimulatedProvider } from "./simulated-provider";
import { createStripeProvider } from "./stripe-provider";

let provider: (PaymentProvider & { signEvent?: (payload: string) => string }) | undefined;

/** The configured provider (PAYMENT_PROVIDER), created once per process. */
export function getPaymentProvider() {
  provider ??=
    env.PAYMENT_PROVIDER === "stripe"
      ? createStripeProvider({
          secretKey: env.STRIPE_SECRET_KEY!,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
          apiBase: env.STRIPE_API_BASE,
        })
      : createSimulatedProvider({ getDb, publicUrl: env.PUBLIC_URL, signingSecret: getAuthSecret() });
  return provider;
}

/** The simulated gateway, or null when Stripe is configured (its pages then answer 404). */
export function getSimulatedGateway() {
  const current = getPaymentProvider();
  return current.name === "simulated" && current.signEvent ? (current as ReturnType<typeof createSimulatedProvider>) : null;
}
