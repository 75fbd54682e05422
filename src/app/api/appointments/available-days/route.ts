import { ZAvailableDaysQuery } from "~/schemas/appointments";
import { json, readSearchParams, restRoute } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";

/**
 * GET /api/appointments/available-days?from=YYYY-MM-DD&to=YYYY-MM-DD: the booking calendar's days
 * with their free-slot counts (at most 62 days at a time), as `appointments.availableDays` answers.
 */
export const GET = restRoute(async ({ req, caller }) => {
  const input = readSearchParams(new URL(req.url), ZAvailableDaysQuery);
  return json({ success: true, data: await caller.appointments.availableDays(input) });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
