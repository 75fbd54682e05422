import { ZChangePassword } from "~/schemas/users";
import { json, readJsonBody, restRoute } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";

/** `Authorization: Bearer` carries the reset token from verifyForgotOtp, or a session token. */
export const POST = restRoute(async ({ req, caller }) => {
  const { password } = await readJsonBody(req, ZChangePassword);
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.get("authorization") ?? "")?.[1];
  const signedIn = await caller.users.me();
  return json(await caller.users.changePassword({ password, resetToken: signedIn ? undefined : bearer ?? "" }));
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
