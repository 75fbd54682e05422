import "server-only";

import { ZTimeSlotsQuery } from "~/schemas/appointments";
import { json, readSearchParams, restResponse } from "./handler";

/**
 * GET /api/appointments/timeslots?date=YYYY-MM-DD. The one answer of this path, whoever serves
 * it: the Next route handler, or the custom server's fast route (decision 009).
 */
export function timeSlotsResponse(url: URL, headers: Headers): Promise<Response> {
  return restResponse(headers, async (caller) => {
    const input = readSearchParams(url, ZTimeSlotsQuery);
    return json({ success: true, data: await caller.appointments.timeSlots(input) });
  });
}
