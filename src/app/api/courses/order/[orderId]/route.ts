import { json, restRoute } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";

export const GET = restRoute<{ orderId: string }>(async ({ caller, params }) =>
  json({ success: true, data: await caller.courses.orderStatus({ orderId: params.orderId }) }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
