import { z } from "zod";

import { contextRoute, json } from "~/server/api/rest/handler";
import { AppError, toApiErrorBody } from "~/server/errors";
import { getSimulatedGateway } from "~/server/payments/get-payment-provider";
import { completeSimulatedCheckout } from "~/server/services/payments/complete-simulated-checkout";

const ZOutcome = z.enum(["pay", "decline", "cancel"]);

const completeCheckout = contextRoute<{ sessionId: string }>(async ({ req, ctx, params }) => {
  const form = await req.formData();
  const outcome = ZOutcome.safeParse(form.get("outcome"));
  if (!outcome.success) throw new AppError("BAD_REQUEST", "Choose Pay, Decline or Cancel.");
  const next = await completeSimulatedCheckout({
    db: ctx.db,
    gateway: getSimulatedGateway()!,
    sessionId: params.sessionId,
    outcome: outcome.data,
  });
  return new Response(null, { status: 303, headers: { location: next, "cache-control": "no-store" } });
});

/** The simulated payment page's buttons post here (a plain form: works without JavaScript). */
export async function POST(req: Request, context: { params: Promise<{ sessionId: string }> }): Promise<Response> {
  if (!getSimulatedGateway()) return json(toApiErrorBody("NOT_FOUND", "No API endpoint at this address."), 404);
  return completeCheckout(req, context);
}
