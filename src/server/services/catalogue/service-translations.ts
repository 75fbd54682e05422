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

/**
 * Services' names in `locale` by id, English where a name is not translated: for the texts that
 * name a service outside the catalogue's pages (a parent's e-mails, invitations, their visits).
 */
export async function serviceNamesIn(db: Database, rows: ReadonlyArray<{ id: string; name: string }>, locale: Locale): Promise<Map<string, string>> {
  const byId = new Map(rows.map(({ id, name }) => [id, { id, name, description: "" }]));
  const translated = await translateServices(db, [...byId.values()], locale);
  return new Map(translated.map((row) => [row.id, row.name]));
}

/** One service's name in `locale` (`service.name` is its English one, shown when there is no translation). */
export async function serviceNameIn(db: Database, service: { id: string; name: string }, locale: Locale): Promise<string> {
  return (await serviceNamesIn(db, [service], locale)).get(service.id) ?? service.name;
}
