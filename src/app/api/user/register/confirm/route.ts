import { ZRegisterConfirm } from "~/schemas/users";
import { json, readJsonBody, restRoute } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";

/** The second step of registering: the e-mailed code and the first step's token; 201 with the new session. */
export const POST = restRoute(async ({ req, caller }) => {
  const { user, token, expires } = await caller.users.confirmRegistration(await readJsonBody(req, ZRegisterConfirm));
  return json({ success: true, user, token, expires }, 201);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
