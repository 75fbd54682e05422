import "server-only";

import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod/mini";

import type { ZServiceTranslation } from "~/schemas/catalogue";
import { orEnglish, TRANSLATED_LOCALES, type TranslatedLocale } from "~/schemas/translations";
import type { Locale } from "~/i18n/locales";
import type { Database } from "~/server/db/client";
import { serviceTranslations } from "~/server/db/schema";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A service's texts in one language ("" where not translated). */
export type ServiceTexts = { name: string; description: string };
/** A service's French and Arabic texts, as the back-office edits them. */
export type ServiceTranslations = Record<TranslatedLocale, ServiceTexts>;
/** What an edit sends: the languages and fields to change (the rest stays). */
export type ServiceTranslationsChange = Partial<Record<TranslatedLocale, z.output<typeof ZServiceTranslation>>>;

const untranslated = (): ServiceTranslations => ({ fr: { name: "", description: "" }, ar: { name: "", description: "" } });

/** Every language's texts of these services, for the back-office ("" where there is none). */
export async function readServiceTranslations(db: Database | Transaction, serviceIds: string[]): Promise<Map<string, ServiceTranslations>> {
  const found = new Map(serviceIds.map((id) => [id, untranslated()]));
  if (serviceIds.length === 0) return found;
  const rows = await db.select().from(serviceTranslations).where(inArray(serviceTranslations.serviceId, serviceIds));
  for (const row of rows) {
    const texts = found.get(row.serviceId);
    if (texts) texts[row.locale] = { name: row.name, description: row.description };
  }
  return found;
}

/** Writes the languages and fields an edit sends; a field left out keeps its text. */
export async function saveServiceTranslations(tx: Transaction, serviceId: string, change: ServiceTranslationsChange | undefined): Promise<void> {
  for (const locale of TRANSLATED_LOCALES) {
    const fields = change?.[locale];
    if (!fields) continue;
    const set = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<ServiceTexts>;
    if (Object.keys(set).length === 0) continue;
    await tx
      .insert(serviceTranslations)
      .values({ serviceId, locale, ...set })
      .onConflictDoUpdate({ target: [serviceTranslations.serviceId, serviceTranslations.locale], set });
  }
}

/**
 * The services with their name and description in `locale`: each text falls back to the English
 * one on its own when it has no translation (decision 033). English reads no translation.
 */
export async function translateServices<Row extends { id: string; name: string; description: string }>(db: Database, rows: Row[], locale: Locale): Promise<Row[]> {
  if (locale === "en" || rows.length === 0) return rows;
  const translations = await db
    .select()
    .from(serviceTranslations)
    .where(and(eq(serviceTranslations.locale, locale), inArray(serviceTranslations.serviceId, rows.map((row) => row.id))));
  const byService = new Map(translations.map((t) => [t.serviceId, t]));
  return rows.map((row) => {
    const t = byService.get(row.id);
    return t ? { ...row, name: orEnglish(t.name, row.name), description: orEnglish(t.description, row.description) } : row;
  });
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
