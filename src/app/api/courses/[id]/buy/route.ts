import { json, restRoute } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";

/** The spec's client buys with a GET (§7); it runs the same mutation as the dashboard. */
export const GET = restRoute<{ id: string }>(async ({ caller, params }) => {
  const result = await caller.courses.buy({ courseId: params.id });
  return json({ success: true, enrolled: result.enrolled, orderId: result.orderId, session: result.session });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
