import { json, restRoute } from "~/server/api/rest/handler";

export const GET = restRoute<{ orderId: string }>(async ({ caller, params }) =>
  json({ success: true, data: await caller.courses.orderStatus({ orderId: params.orderId }) }),
);
