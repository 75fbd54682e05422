import "server-only";

import { eq } from "drizzle-orm";

import { sessionUserColumns } from "~/server/auth/session";
import { createSession } from "~/server/auth/session-token";
import type { Database } from "~/server/db/client";
import { users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { logger } from "~/server/logger";
import { sendStaffSignInNotice } from "./staff-factor-emails";
import { consumeChallenge, EXPIRED_MESSAGE } from "./factor-challenges";


export type StaffUser = NonNullable<Awaited<ReturnType<typeof staffUser>>>;

async function staffUser(db: Pick<Database, "select">, userId: string) {
  const [user] = await db.select(sessionUserColumns).from(users).where(eq(users.id, userId));
  return user;
}

/** The account of a ceremony, if it may still use the back-office. */
export async function staffUserOrRefuse(db: Pick<Database, "select">, userId: string) {
  const user = await staffUser(db, userId);
  // The role or the account may have been taken away between the steps.
  if (!user || user.role === "parent" || user.disabledAt) throw new AppError("FORBIDDEN", "This account no longer has access to the back-office.");
  return user;
}

/**
 * The end of a sign-in: the ceremony is used up (once, whoever races), a staff session opens, and
 * the account's mailbox is told of it, as a notice only: nothing in it signs anyone in.
 */
export async function openStaffSession(db: Database, { challengeId, userId }: { challengeId: string; userId: string }) {
  const user = await staffUserOrRefuse(db, userId);
  if (!(await consumeChallenge(db, challengeId, user.sessionVersion))) throw new AppError("UNAUTHORIZED", EXPIRED_MESSAGE);
  const session = await createSession(db, { userId: user.id, sessionVersion: user.sessionVersion, kind: "staff" });
  try {
    await sendStaffSignInNotice(user.email, new Date());
  } catch (error) {
    logger.error("could not send the new sign-in notice", { error });
  }
  return { user, session };
}
