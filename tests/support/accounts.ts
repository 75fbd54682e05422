import { POST as changePass } from "~/app/api/user/changePass/route";
import { POST as login } from "~/app/api/user/login/route";
import { POST as logout } from "~/app/api/user/logout/route";
import { GET as me } from "~/app/api/user/me/route";
import { POST as registerConfirm } from "~/app/api/user/register/confirm/route";
import { POST as register } from "~/app/api/user/register/route";
import { POST as registerEnroll } from "~/app/api/user/registerEnroll/route";
import { POST as sendForgotOtp } from "~/app/api/user/sendForgotOtp/route";
import { POST as verifyForgotOtp } from "~/app/api/user/verifyForgotOtp/route";
import { POST as verifyotp } from "~/app/api/user/verifyotp/route";
import { callRoute } from "./app";
import { recipients } from "./outbox";
import { deliveredMail } from "./jobs";

const routes = { register, "register/confirm": registerConfirm, login, logout, sendForgotOtp, verifyForgotOtp, changePass, registerEnroll, verifyotp };
type Name = keyof typeof routes;

/** POSTs JSON to a /api/user/* route, from the client address `from`. */
export function postUser(name: Name, body: unknown, headers: Record<string, string> = {}, { from = "203.0.113.1" } = {}) {
  return callRoute(routes[name], { url: `http://localhost:3000/api/user/${name}`, method: "POST", body, headers, from });
}

export function getMe(headers: Record<string, string>) {
  return callRoute(me, { url: "http://localhost:3000/api/user/me", headers });
}

let counter = 0;
export function newParent(overrides: Record<string, string> = {}) {
  counter++;
  return {
    firstName: "Rana",
    lastName: "Khoury",
    email: `parent-${Date.now()}-${counter}@example.com`,
    phoneNumber: "+961 3 123 456",
    password: "cedar-tree-42",
    ...overrides,
  };
}

export function sessionCookieFrom(headers: Headers): string {
  const cookie = headers.getSetCookie().find((c) => c.startsWith("authjs.session-token="));
  if (!cookie) throw new Error("no session cookie set");
  return cookie.split(";")[0]!;
}

/** The 6-digit code in the newest e-mail to an address. */
export async function latestCodeFor(email: string): Promise<string> {
  const mails = (await deliveredMail()).filter((m) => recipients(m).includes(email));
  const code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? "")?.[1];
  if (!code) throw new Error(`no code e-mailed to ${email}`);
  return code;
}

/**
 * Registers a parent as the site does: the details (202, a code e-mailed), then that code with the
 * first answer's token. Answers with the confirmation (201, the session's cookie and token), or
 * with the first step's answer when that one was refused.
 */
export async function registerParent(body: Record<string, unknown>, headers: Record<string, string> = {}, { from = "203.0.113.1" } = {}) {
  const started = await postUser("register", body, headers, { from });
  if (started.status !== 202) return started;
  const { email, confirmationToken } = started.json as { email: string; confirmationToken: string };
  const otp = await latestCodeFor(email);
  return postUser("register/confirm", { email, otp, confirmationToken }, headers, { from });
}

type RegisteringCaller = {
  users: {
    register: (input: { firstName: string; lastName: string; email: string; phoneNumber: string; password: string }) => Promise<{ email: string; confirmationToken: string }>;
    confirmRegistration: (input: { email: string; otp: string; confirmationToken: string }) => Promise<unknown>;
  };
};

/** The same two steps through a tRPC caller. */
export async function registerThrough<C extends RegisteringCaller>(caller: C, input: Parameters<C["users"]["register"]>[0]) {
  const { email, confirmationToken } = await caller.users.register(input);
  return caller.users.confirmRegistration({ email, otp: await latestCodeFor(email), confirmationToken }) as ReturnType<C["users"]["confirmRegistration"]>;
}
