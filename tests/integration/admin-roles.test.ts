import { TRPCError } from "@trpc/server";
import { beforeAll, describe, expect, it } from "vitest";

import { appRouter } from "~/server/api/root";
import type { SessionUser } from "~/server/auth/session";
import { testCaller, testDb } from "../support/app";
import { createAccount } from "../support/factories";

// Every back-office procedure, found in the router itself (a new one is covered the day it is
// added), called as each kind of visitor. Admin-only areas are named here; the rest is for staff.
const ADMIN_ONLY = [/^admin\.schedule\./, /^admin\.audit\./, /^admin\.children\.recordViews$/, /^admin\.parents\./, /^admin\.services\./, /^admin\.staff\./, /^admin\.courses\./, /^admin\.media\./, /^admin\.siteContent\./, /^catalogue\./];
// The sign-in, and the public read of the services in a language (decision 033).
const PUBLIC = [/^admin\.signIn\./, /^catalogue\.services$/];

const procedures = Object.keys(appRouter._def.procedures).filter((path) => (path.startsWith("admin.") || path.startsWith("catalogue.")) && !PUBLIC.some((p) => p.test(path)));

type Caller = Awaited<ReturnType<typeof testCaller>>;
/** Calls a procedure by its path with an empty input; the refusal's code, or "ALLOWED" when the role check passed. */
async function outcome(caller: Caller, path: string): Promise<string> {
  const procedure = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (input: unknown) => Promise<unknown>;
  try {
    await procedure({});
    return "ALLOWED";
  } catch (error) {
    const code = error instanceof TRPCError ? error.code : "THREW";
    // Past the role checks, an empty input is refused as invalid, or names nothing: the role allowed it.
    return code === "UNAUTHORIZED" || code === "FORBIDDEN" ? code : "ALLOWED";
  }
}

let staff: SessionUser;
let admin: SessionUser;
let parent: SessionUser;
beforeAll(async () => {
  const db = await testDb();
  [staff, admin, parent] = await Promise.all([createAccount(db, "staff"), createAccount(db, "admin"), createAccount(db, "parent")]);
});

describe("every back-office procedure checks the role on the server", () => {
  it("finds the procedures to walk", () => {
    expect(procedures).toEqual(expect.arrayContaining(["admin.agenda.list", "admin.agenda.cancel", "admin.agenda.reschedule", "admin.schedule.get", "catalogue.updateServicePrices"]));
  });

  it.each(procedures)("%s: anonymous 401, parent 403, staff on the site only 401, reception and the admin as their role allows", async (path) => {
    const adminOnly = ADMIN_ONLY.some((p) => p.test(path));
    expect(await outcome(await testCaller(), path)).toBe("UNAUTHORIZED");
    expect(await outcome(await testCaller({ user: parent }), path)).toBe("FORBIDDEN");
    expect(await outcome(await testCaller({ user: admin, kind: "standard" }), path)).toBe("UNAUTHORIZED");
    expect(await outcome(await testCaller({ user: staff }), path)).toBe(adminOnly ? "FORBIDDEN" : "ALLOWED");
    expect(await outcome(await testCaller({ user: admin }), path)).toBe("ALLOWED");
  });
});
