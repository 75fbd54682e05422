import { ZOneTimeCodeVerify } from "~/schemas/users";
import { json, readJsonBody, restRoute } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";

export const POST = restRoute(async ({ req, caller }) =>
  json(await caller.users.verifyPasswordReset(await readJsonBody(req, ZOneTimeCodeVerify))),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
