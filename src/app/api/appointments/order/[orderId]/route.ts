import { json, restRoute } from "~/server/api/rest/handler";

export const GET = restRoute<{ orderId: string }>(async ({ caller, params }) => {
  return json({ success: true, data: await caller.appointments.orderStatus({ orderId: params.orderId }) });
});
