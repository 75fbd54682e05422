import { z } from "zod";

import { contextRoute, noEndpoint } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";
import { AppError } from "~/server/errors";
import { getSimulatedGateway } from "~/server/payments/get-payment-provider";
import { completeSimulatedCheckout } from "~/server/services/payments/complete-simulated-checkout";

const ZOutcome = z.enum(["pay", "decline", "cancel"]);

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** The button pressed. `formData()` throws on any other body, which is the client's fault, not ours. */
async function readOutcome(req: Request) {
  const type = req.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.has(type)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the payment page's form: Pay, Decline or Cancel.");
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw new AppError("BAD_REQUEST", "The form could not be read.");
  }
  const outcome = ZOutcome.safeParse(form.get("outcome"));
  if (!outcome.success) throw new AppError("BAD_REQUEST", "Choose Pay, Decline or Cancel.");
  return outcome.data;
}

const completeCheckout = contextRoute<{ sessionId: string }>(async ({ req, ctx, params }) => {
  const outcome = await readOutcome(req);
  const next = await completeSimulatedCheckout({
    db: ctx.db,
    gateway: getSimulatedGateway()!,
    sessionId: params.sessionId,
    outcome,
  });
  return new Response(null, { status: 303, headers: { location: next, "cache-control": "no-store" } });
});

/** The simulated payment page's buttons post here (a plain form: works without JavaScript). */
export async function POST(req: Request, context: { params: Promise<{ sessionId: string }> }): Promise<Response> {
  if (!getSimulatedGateway()) return noEndpoint(req);
  return completeCheckout(req, context);
}

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
