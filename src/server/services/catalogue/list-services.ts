import "server-only";

import { and, asc, eq, isNull } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { services } from "~/server/db/schema";

export type ServiceSummary = {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  priceOnlineCents: number;
  priceOfflineCents: number;
  currency: string;
  bookableOnline: boolean;
};

const columns = {
  id: services.id,
  name: services.name,
  description: services.description,
  imageUrl: services.imageUrl,
  priceOnlineCents: services.priceOnlineCents,
  priceOfflineCents: services.priceOfflineCents,
  currency: services.currency,
  bookableOnline: services.bookableOnline,
};

export async function listServices({
  db,
  onlineOnly = false,
}: {
  db: Database;
  onlineOnly?: boolean;
}): Promise<ServiceSummary[]> {
  // Archived services are the back-office's only.
  return db
    .select(columns)
    .from(services)
    .where(and(isNull(services.archivedAt), onlineOnly ? eq(services.bookableOnline, true) : undefined))
    .orderBy(asc(services.sortOrder), asc(services.name));
}
