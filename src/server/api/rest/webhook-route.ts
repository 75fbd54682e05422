import "server-only";

import { ensureDatabaseReady } from "~/server/database-ready";
import { getDb } from "~/server/db/client";
import { NO_ENDPOINT_MESSAGE, toApiErrorBody } from "~/server/errors";
import { getPaymentProvider } from "~/server/payments/get-payment-provider";
import type { ProviderName } from "~/server/payments/provider";
import { handlePaymentWebhook } from "~/server/services/payments/handle-payment-webhook";
import { errorResponse, json } from "./handler";

/** A provider's webhook endpoint: the raw body goes to signature verification untouched. */
export function webhookRoute(providerName: ProviderName) {
  return async (req: Request): Promise<Response> => {
    const provider = getPaymentProvider();
    if (provider.name !== providerName) return json(toApiErrorBody("NOT_FOUND", NO_ENDPOINT_MESSAGE), 404);
    try {
      await ensureDatabaseReady();
      const result = await handlePaymentWebhook({ db: getDb(), provider, rawBody: await req.text(), headers: req.headers });
      return json({ received: true, handled: result.handled });
    } catch (error) {
      // A 5xx makes the provider redeliver later; a bad signature (400) does not.
      return errorResponse(error);
    }
  };
}
