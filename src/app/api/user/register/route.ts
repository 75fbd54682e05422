import { ZRegisterAgain } from "~/schemas/users";
import { json, readJsonBody, restRoute } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";

/**
 * Registering is two steps (issue 25): this one e-mails a code and answers 202 with the token the
 * second step (POST /api/user/register/confirm) sends back with the code. No account exists yet.
 */
export const POST = restRoute(async ({ req, caller }) => {
  const { message, email, confirmationToken } = await caller.users.register(await readJsonBody(req, ZRegisterAgain));
  return json({ success: true, message, email, confirmationToken }, 202);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
