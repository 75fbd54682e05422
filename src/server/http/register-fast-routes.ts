import "server-only";

import { timeSlotsResponse } from "~/server/api/rest/time-slots";
import { registerFastRoute } from "./fast-routes";

/** The paths the custom server answers before Next's router: hot, read-only, small JSON. */
export function registerFastRoutes(): void {
  registerFastRoute("/api/appointments/timeslots", timeSlotsResponse);
}
