import { describe, expect, it } from "vitest";

import { secretInAnswer } from "~/server/api/secret-in-answer";

describe("no secret in an answer", () => {
  it("finds a secret field at any depth, by its Drizzle or its column name, even when empty", () => {
    expect(secretInAnswer({ user: { id: "u1", passwordHash: null } })).toBe("user.passwordHash");
    expect(secretInAnswer([{ ok: 1 }, { rows: [{ code_hash: "x" }] }])).toBe("1.rows.0.code_hash");
    expect(secretInAnswer({ session: { sessionToken: "t" } })).toBe("session.sessionToken");
    expect(secretInAnswer(new Map([["staff", { totpSecret: "JBSWY3DP" }]]))).toBe("staff.totpSecret");
  });

  it("finds an argon2 hash under any name", () => {
    expect(secretInAnswer({ note: "$argon2id$v=19$m=19456,t=2,p=1$abc$def" })).toBe("note");
    expect(secretInAnswer("$argon2i$v=19$x")).toBe("(answer)");
  });

  it("passes what the site answers: profiles, tokens it hands out on purpose, dates, cycles", () => {
    const looped: Record<string, unknown> = { id: "a" };
    looped.self = looped;
    expect(secretInAnswer({ user: { id: "u1", email: "a@b.c", hasPassword: true }, token: "eyJ…", expires: new Date() })).toBeNull();
    expect(secretInAnswer(looped)).toBeNull();
    expect(secretInAnswer(null)).toBeNull();
    expect(secretInAnswer("the word passwordHash in a text")).toBeNull();
  });
});
