import { generate } from "otplib";

/** The authenticator app's code for `secret`, `steps` 30-second steps from now. */
export function totpCode(secret: string, steps = 0, now = Date.now()): Promise<string> {
  return generate({ strategy: "totp", secret: secret.replace(/\s/g, ""), epoch: Math.floor(now / 1000) + steps * 30 });
}

/** Procedures read with GET (tRPC queries); the others are mutations (POST). */
const QUERIES = new Set(["admin.factors.list", "admin.staff.list", "admin.signIn.current"]);

/** tRPC over HTTP as the browser sends it (superjson envelope), and its answer unwrapped. */
export async function trpcOverHttp(baseUrl: string, path: string, input: unknown, headers: Record<string, string> = {}) {
  const response = QUERIES.has(path)
    ? await fetch(`${baseUrl}/api/trpc/${path}`, { headers: { origin: "http://localhost:3000", ...headers } })
    : await fetch(`${baseUrl}/api/trpc/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost:3000", ...headers },
        body: JSON.stringify({ json: input }),
      });
  const text = await response.text();
  const body = JSON.parse(text) as { result?: { data?: { json?: unknown } }; error?: { json?: { message?: string } } };
  return { status: response.status, text, data: body.result?.data?.json as never, message: body.error?.json?.message, setCookie: response.headers.getSetCookie() };
}

/** The session token a sign-in set (the same JWT works as a Bearer token). */
export function sessionTokenFrom(setCookie: string[]): string {
  const cookie = setCookie.find((c) => c.startsWith("authjs.session-token="));
  if (!cookie) throw new Error("no session cookie set");
  return cookie.split(";")[0]!.slice("authjs.session-token=".length);
}
