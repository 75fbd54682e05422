import { z } from "zod";

import { errorResponse, json } from "~/server/api/rest/handler";
import { getDb } from "~/server/db/client";
import { ensureDatabaseReady } from "~/server/db/ready";
import { AppError, toApiErrorBody } from "~/server/errors";
import { getSimulatedGateway } from "~/server/payments/get-payment-provider";
import { completeSimulatedCheckout } from "~/server/services/payments/complete-simulated-checkout";

const ZOutcome = z.enum(["pay", "decline", "cancel"]);

/** The simulated payment page's buttons post here (a plain form: works without JavaScript). */
export async function POST(req: Request, context: { params: Promise<{ sessionId: string }> }): Promise<Response> {
  const gateway = getSimulatedGateway();
  if (!gateway) return json(toApiErrorBody("NOT_FOUND", "No API endpoint at this address."), 404);
  try {
    const form = await req.formData();
    const outcome = ZOutcome.safeParse(form.get("outcome"));
    if (!outcome.success) throw new AppError("BAD_REQUEST", "Choose Pay, Decline or Cancel.");
    await ensureDatabaseReady();
    const next = await completeSimulatedCheckout({
      db: getDb(),
      gateway,
      sessionId: (await context.params).sessionId,
      outcome: outcome.data,
    });
    return new Response(null, { status: 303, headers: { location: next, "cache-control": "no-store" } });
  } catch (error) {
    return errorResponse(error);
  }
}
