import { ZChangePassword } from "~/schemas/users";
import { json, readJsonBody, restRoute } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";

/**
 * `Authorization: Bearer` carries the reset token from verifyForgotOtp (the body is `{ password }`),
 * or a session token (or the session cookie): then the body also carries `currentPassword`, or for
 * an account without a password `otp`, the code sendForgotOtp e-mails.
 */
export const POST = restRoute(async ({ req, caller }) => {
  const { password, currentPassword, otp } = await readJsonBody(req, ZChangePassword);
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.get("authorization") ?? "")?.[1];
  const signedIn = await caller.users.me();
  return json(
    await caller.users.changePassword(signedIn ? { password, currentPassword, otp } : { password, resetToken: bearer ?? "" }),
  );
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
