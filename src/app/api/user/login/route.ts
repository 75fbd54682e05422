import { ZLogin } from "~/schemas/users";
import { json, readJsonBody, restRoute } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";

export const POST = restRoute(async ({ req, caller }) => {
  const { user, token, expires } = await caller.users.login(await readJsonBody(req, ZLogin));
  return json({ success: true, user, token, expires });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
