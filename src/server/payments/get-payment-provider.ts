import "server-only";

import { clinic } from "~/config/clinic";
import { env } from "~/env";
import { getAuthSecret } from "~/server/auth/secret";
import { getDb } from "~/server/db/client";
import { createMpgsProvider } from "./mpgs-provider";
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
      : env.PAYMENT_PROVIDER === "mpgs"
        ? createMpgsProvider({
            gatewayUrl: env.MPGS_GATEWAY_URL!,
            merchantId: env.MPGS_MERCHANT_ID!,
            apiPassword: env.MPGS_API_PASSWORD!,
            webhookSecret: env.MPGS_WEBHOOK_SECRET!,
            apiVersion: env.MPGS_API_VERSION,
            publicUrl: env.PUBLIC_URL,
            merchantName: clinic.name,
          })
        : createSimulatedProvider({ getDb, publicUrl: env.PUBLIC_URL, signingSecret: getAuthSecret() });
  return provider;
}

/** The simulated gateway, or null when a real provider is configured (its pages then answer 404). */
export function getSimulatedGateway() {
  const current = getPaymentProvider();
  return current.name === "simulated" && current.signEvent ? (current as ReturnType<typeof createSimulatedProvider>) : null;
}
