import "server-only";

import { and, asc, eq, isNull } from "drizzle-orm";

import type { Locale } from "~/i18n/locales";
import type { Database } from "~/server/db/client";
import { services } from "~/server/db/schema";
import { translateServices } from "./service-translations";

export type ServiceSummary = {
  id: string;
  /** Stable across languages and renames (rules such as a price range key on it). */
  slug: string;
  name: string;
  description: string;
  imageUrl: string;
  priceOnlineCents: number;
  priceOfflineCents: number;
  currency: string;
  bookableOnline: boolean;
  minAgeMonths: number | null;
  maxAgeMonths: number | null;
};

const columns = {
  id: services.id,
  slug: services.slug,
  name: services.name,
  description: services.description,
  imageUrl: services.imageUrl,
  priceOnlineCents: services.priceOnlineCents,
  priceOfflineCents: services.priceOfflineCents,
  currency: services.currency,
  bookableOnline: services.bookableOnline,
  minAgeMonths: services.minAgeMonths,
  maxAgeMonths: services.maxAgeMonths,
};

/** The services on the site, their name and description in `locale` (English where not translated). */
export async function listServices({
  db,
  onlineOnly = false,
  locale = "en",
}: {
  db: Database;
  onlineOnly?: boolean;
  locale?: Locale;
}): Promise<ServiceSummary[]> {
  // Archived services are the back-office's only. The order is the same in every language.
  const rows = await db
    .select(columns)
    .from(services)
    .where(and(isNull(services.archivedAt), onlineOnly ? eq(services.bookableOnline, true) : undefined))
    .orderBy(asc(services.sortOrder), asc(services.name));
  return translateServices(db, rows, locale);
}
