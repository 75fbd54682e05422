import "server-only";

import { and, eq, ne } from "drizzle-orm";

import type { Locale } from "~/i18n/locales";
import { accountActor, recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { users } from "~/server/db/schema";

/**
 * The account's language is the one its owner last used the site in (decision 032): the default
 * for what the clinic sends outside a booking or an enrollment, and for a booking staff make for
 * the parent. Writes only when it changed, so a page load in the same language costs no write.
 */
export async function rememberAccountLanguage(db: Database, userId: string, locale: Locale): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).for("update");
    const [changed] = await tx
      .update(users)
      .set({ locale })
      .where(and(eq(users.id, userId), ne(users.locale, locale)))
      .returning({ role: users.role });
    if (changed) await recordChange(tx, { ...accountActor({ id: userId, role: changed.role }), action: "change language", entity: "user", entityId: userId, before: { locale: before?.locale ?? null }, after: { locale } });
    return Boolean(changed);
  });
}
