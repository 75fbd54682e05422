import "server-only";

import { and, eq, ne } from "drizzle-orm";

import type { Locale } from "~/i18n/locales";
import type { Database } from "~/server/db/client";
import { users } from "~/server/db/schema";

/**
 * The account's language is the one its owner last used the site in (decision 032): the default
 * for what the clinic sends outside a booking or an enrollment, and for a booking staff make for
 * the parent. Writes only when it changed, so a page load in the same language costs no write.
 */
export async function rememberAccountLanguage(db: Database, userId: string, locale: Locale): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ locale })
    .where(and(eq(users.id, userId), ne(users.locale, locale)))
    .returning({ id: users.id });
  return changed.length > 0;
}
