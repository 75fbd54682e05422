import "server-only";

import type { Locale } from "~/i18n/locales";
import type { Database } from "~/server/db/client";
import { serviceTranslations } from "~/server/db/schema";
import { translationTable, type TextsOf, type TranslationsChange, type TranslationsOf } from "~/server/services/content/translation-table";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const serviceTexts = translationTable(serviceTranslations, serviceTranslations.serviceId, { name: "text", description: "text" });
type ServiceFields = { name: "text"; description: "text" };

/** A service's texts in one language ("" where not translated). */
export type ServiceTexts = TextsOf<ServiceFields>;
/** A service's French and Arabic texts, as the back-office edits them. */
export type ServiceTranslations = TranslationsOf<ServiceFields>;
/** What an edit sends: the languages and fields to change (the rest stays). */
export type ServiceTranslationsChange = TranslationsChange<ServiceFields>;

/** Every language's texts of these services, for the back-office ("" where there is none). */
export function readServiceTranslations(db: Database | Transaction, serviceIds: string[]): Promise<Map<string, ServiceTranslations>> {
  return serviceTexts.read(db, serviceIds);
}

/** Writes the languages and fields an edit sends; a field left out keeps its text. */
export function saveServiceTranslations(tx: Transaction, serviceId: string, change: ServiceTranslationsChange): Promise<void> {
  return serviceTexts.save(tx, serviceId, change);
}

/**
 * The services with their name and description in `locale`: each text falls back to the English
 * one on its own when it has no translation (decision 033). English reads no translation.
 */
export function translateServices<Row extends { id: string; name: string; description: string }>(db: Database, rows: Row[], locale: Locale): Promise<Row[]> {
  return serviceTexts.overlay(db, rows, locale, (row) => row.id);
}
