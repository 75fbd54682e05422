import { ZTimeSlotsQuery } from "~/schemas/appointments";
import { json, readSearchParams, restRoute } from "~/server/api/rest/handler";

export const GET = restRoute(async ({ req, caller }) => {
  const input = readSearchParams(req, ZTimeSlotsQuery);
  return json({ success: true, data: await caller.appointments.timeSlots(input) });
});
