import { otherMethods } from "~/server/api/rest/other-methods";
import { timeSlotsResponse } from "~/server/api/rest/time-slots";

// `npm start` answers this path before Next's router (a fast route, decision 009); this handler
// serves it under `next dev` and whenever a request reaches Next, with the same function.
export const GET = (req: Request) => timeSlotsResponse(new URL(req.url), req.headers);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
