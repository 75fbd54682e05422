import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { getRequestSession } from "~/server/auth/session";
import { createSession } from "~/server/auth/session-token";
import { hashPassword } from "~/server/auth/password";
import type { SessionUser } from "~/server/auth/session";
import { users } from "~/server/db/schema";
import { testCaller, testDb } from "../support/app";
import { createAccount } from "../support/factories";
import { recipients } from "../support/outbox";
import { deliveredMail } from "../support/jobs";

let admin: SessionUser;
beforeAll(async () => {
  admin = await createAccount(await testDb(), "admin");
});

const bearer = (token: string) => new Headers({ authorization: `Bearer ${token}` });

describe("staff management", () => {
  it("invites a new person by e-mail as reception: the account exists without a password and the e-mail says how to sign in", async () => {
    const caller = await testCaller({ user: admin });
    const result = await caller.admin.staff.invite({ email: "Hala@Clinic.test", firstName: "Hala", lastName: "Saad", role: "staff" });
    expect(result).toMatchObject({ emailed: true, user: { email: "hala@clinic.test", role: "staff", hasPassword: false } });
    expect(result.user).not.toHaveProperty("passwordHash");
    const mail = (await deliveredMail()).find((m) => recipients(m).includes("hala@clinic.test"))!;
    expect(mail.subject).toContain("back-office");
    expect(mail.text).toContain("/admin/login");
    expect((await caller.admin.staff.list()).map((s) => s.email)).toContain("hala@clinic.test");
    await expect(caller.admin.staff.invite({ email: "hala@clinic.test", firstName: "Hala", lastName: "Saad", role: "admin" })).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("disabling an account ends its sessions at once and refuses its password; enabling lets it sign in again", async () => {
    const db = await testDb();
    const [member] = await db.insert(users).values({ email: "karim@clinic.test", firstName: "Karim", role: "staff", passwordHash: await hashPassword("reception-2026"), emailVerified: new Date() }).returning();
    const { token } = await createSession(db, { userId: member!.id, sessionVersion: member!.sessionVersion, kind: "staff" });
    expect(await getRequestSession(bearer(token))).not.toBeNull();

    const caller = await testCaller({ user: admin });
    await caller.admin.staff.setDisabled({ userId: member!.id, disabled: true });
    expect(await getRequestSession(bearer(token))).toBeNull();
    const visitor = await testCaller();
    await expect(visitor.users.login({ email: "karim@clinic.test", password: "reception-2026" })).rejects.toMatchObject({ code: "FORBIDDEN", message: "This account is disabled. Please ask the clinic's administrator." });
    await expect(visitor.users.login({ email: "karim@clinic.test", password: "wrong-password" })).rejects.toMatchObject({ code: "UNAUTHORIZED" });

    await caller.admin.staff.setDisabled({ userId: member!.id, disabled: false });
    expect((await visitor.users.login({ email: "karim@clinic.test", password: "reception-2026" })).user.email).toBe("karim@clinic.test");
  });

  it("a role change ends the person's sessions; taking access away makes them a parent; nobody can change their own role or remove the last admin", async () => {
    const db = await testDb();
    const member = await createAccount(db, "staff");
    const { token } = await createSession(db, { userId: member.id, sessionVersion: 1, kind: "staff" });
    const caller = await testCaller({ user: admin });
    await caller.admin.staff.setRole({ userId: member.id, role: "admin" });
    expect(await getRequestSession(bearer(token))).toBeNull();
    await caller.admin.staff.setRole({ userId: member.id, role: "parent" });
    const [after] = await db.select().from(users).where(eq(users.id, member.id));
    expect(after!.role).toBe("parent");

    await expect(caller.admin.staff.setRole({ userId: admin.id, role: "staff" })).rejects.toMatchObject({ code: "CONFLICT", message: "You cannot change your own role. Ask another administrator." });
    await expect(caller.admin.staff.setDisabled({ userId: admin.id, disabled: true })).rejects.toMatchObject({ code: "CONFLICT" });

    // Two administrators: each demoting the other at once leaves one.
    const second = await createAccount(db, "admin");
    const first = admin;
    const results = await Promise.allSettled([
      (await testCaller({ user: first })).admin.staff.setRole({ userId: second.id, role: "staff" }),
      (await testCaller({ user: second })).admin.staff.setRole({ userId: first.id, role: "staff" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect((results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason).toMatchObject({
      message: "This is the last administrator: make someone else administrator first.",
    });
    const admins = (await db.select().from(users).where(eq(users.role, "admin"))).filter((u) => u.id === first.id || u.id === second.id);
    expect(admins).toHaveLength(1);
  });
});
