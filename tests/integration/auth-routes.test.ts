import { describe, expect, it } from "vitest";

import { GET, POST } from "~/app/api/auth/[...nextauth]/route";
import { callRoute } from "../support/app";

const get = (path: string, headers: Record<string, string> = {}) =>
  GET(new Request(`http://localhost:3000/api/auth/${path}`, { headers }) as never);

describe("Auth.js's endpoints", () => {
  it("still answer the session and the providers", async () => {
    expect((await get("session")).status).toBe(200);
    expect(await (await get("providers")).json()).toMatchObject({ password: { id: "password" }, "one-time-code": { id: "one-time-code" } });
  });

  it("refuse a callback address that is not an http(s) URL with 400 in the one error shape, not a 500", async () => {
    for (const response of [await get("session?callbackUrl=%20x"), await get("csrf", { cookie: "authjs.callback-url=javascript:alert(1)" })]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        success: false,
        code: "BAD_REQUEST",
        message: "The callback address is not valid.",
        error: "The callback address is not valid.",
      });
    }
  });

  it("answer an unknown action in the one error shape", async () => {
    const { status, json } = await callRoute(POST as never, { url: "http://localhost:3000/api/auth/nothing-here", method: "POST", body: {} });
    expect(status).toBe(400);
    expect(json).toMatchObject({ success: false, code: "BAD_REQUEST" });
  });

  it("send their error page's visitors to the site's login page", async () => {
    const response = await get("error?error=Configuration");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?error=Configuration");
  });
});
