import { env } from "~/env";
import { ZOrderId } from "~/schemas/appointments";
import { contextRoute, noEndpoint } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";
import { getPaymentProvider } from "~/server/payments/get-payment-provider";
import { returnFromMpgs } from "~/server/services/payments/return-from-mpgs";

const INDICATOR = /^[A-Za-z0-9_-]{1,255}$/;

const returnRoute = contextRoute(async ({ req, ctx }) => {
  const query = new URL(req.url).searchParams;
  const indicator = query.get("resultIndicator") ?? "";
  const path = await returnFromMpgs({
    db: ctx.db,
    provider: getPaymentProvider(),
    orderId: ZOrderId.safeParse(query.get("order")).data ?? null,
    resultIndicator: INDICATOR.test(indicator) ? indicator : null,
    cancelled: query.has("result"),
    cancelToken: query.get("t"),
  });
  return new Response(null, { status: 303, headers: { location: `${env.PUBLIC_URL}${path}`, "cache-control": "no-store" } });
});

/** Where the Mastercard Gateway's page (and our hand-over page's Cancel) sends the parent back. */
export async function GET(req: Request, context: { params: Promise<Record<string, never>> }): Promise<Response> {
  if (getPaymentProvider().name !== "mpgs") return noEndpoint(req);
  return returnRoute(req, context);
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
