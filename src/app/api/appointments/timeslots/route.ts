import { ZTimeSlotsQuery } from "~/schemas/appointments";
import { json, readSearchParams, restRoute } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";

/** GET /api/appointments/timeslots?date=YYYY-MM-DD: the day's booked slots and every slot with `available`. */
export const GET = restRoute(async ({ req, caller }) => {
  const input = readSearchParams(new URL(req.url), ZTimeSlotsQuery);
  return json({ success: true, data: await caller.appointments.timeSlots(input) });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
