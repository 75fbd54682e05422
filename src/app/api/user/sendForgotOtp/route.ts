import { ZOneTimeCodeRequest } from "~/schemas/users";
import { json, readJsonBody, restRoute } from "~/server/api/rest/handler";

export const POST = restRoute(async ({ req, caller }) =>
  json(await caller.users.requestPasswordReset(await readJsonBody(req, ZOneTimeCodeRequest))),
);
