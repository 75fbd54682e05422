import { ZJoinWaitlist } from "~/schemas/appointments";
import { json, readJsonBody, restRoute } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";

/** GET /api/appointments/waitlist: the full days a parent can wait for (decision 029). */
export const GET = restRoute(async ({ caller }) => json({ success: true, data: { days: await caller.appointments.fullDays() } }));

/**
 * POST /api/appointments/waitlist: a place in a full day's line. Answers `confirmed` and the place
 * (1 = next), or `confirmed: false` and no place until the link e-mailed to the address is used.
 */
export const POST = restRoute(async ({ req, caller }) => {
  const input = await readJsonBody(req, ZJoinWaitlist);
  return json({ success: true, data: await caller.appointments.joinWaitlist(input) }, 201);
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
