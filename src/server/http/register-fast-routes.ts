import "server-only";

import { timeSlotsResponse } from "~/server/api/rest/time-slots";
import { appErrorResponse } from "~/server/errors";
import { apiFloodRefusal } from "./api-flood-limit";
import { registerFastRoute } from "./fast-routes";

/**
 * The paths the custom server answers before Next's router: hot, read-only, small JSON. They skip
 * src/proxy.ts, so they count the API flood limit themselves.
 */
export function registerFastRoutes(): void {
  registerFastRoute("/api/appointments/timeslots", async (url, headers) => {
    const refusal = await apiFloodRefusal(headers);
    return refusal ? appErrorResponse(refusal) : timeSlotsResponse(url, headers);
  });
}
