import "server-only";

import { and, eq, getTableColumns, inArray, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

import type { Locale } from "~/i18n/locales";
import { linesOrEnglish, orEnglish, TRANSLATED_LOCALES, type TranslatedLocale } from "~/schemas/translations";
import type { Database } from "~/server/db/client";

// The one way the clinic's own texts are read and written in French and Arabic (decisions 033 and
// 034): a translation table holds one row per (translated row, language), each text on its own;
// an empty text, or no row, shows the English one of that field. Services, courses, modules,
// lessons, testimonials, the FAQ and the guides each describe their table here once.

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Database | Transaction;

/** How a translated field stands for its English one: a text on its own, or a list of lines as a whole. */
export type FieldKind = "text" | "lines";
export type FieldKinds = Record<string, FieldKind>;

/** One language's texts of a row ("" or [] where not translated). */
export type TextsOf<Fields extends FieldKinds> = { [Name in keyof Fields]: Fields[Name] extends "lines" ? string[] : string };
/** A row's French and Arabic texts, as the back-office edits them. */
export type TranslationsOf<Fields extends FieldKinds> = Record<TranslatedLocale, TextsOf<Fields>>;
/** What an edit sends: the languages and fields to change (a language or field left out stays as it is). */
export type TranslationsChange<Fields extends FieldKinds> = Partial<Record<TranslatedLocale, Partial<TextsOf<Fields>> | undefined>> | undefined;

export type TranslationTable<Fields extends FieldKinds> = {
  /** Every language's texts of these rows, for the back-office and the audit log. */
  read(db: Reader, keys: string[]): Promise<Map<string, TranslationsOf<Fields>>>;
  /** Writes the languages and fields an edit names, in the edit's transaction. */
  save(tx: Transaction, key: string, change: TranslationsChange<Fields>): Promise<void>;
  /**
   * The rows with their texts in `locale`, each field falling back to English on its own (a row
   * without a field, like a lesson listed without its description, keeps it absent). English
   * reads nothing.
   */
  overlay<Row extends Partial<TextsOf<Fields>>>(db: Reader, rows: Row[], locale: Locale, keyOf: (row: Row) => string): Promise<Row[]>;
};

/**
 * The reads and writes of one translation table: `key` is its column naming the translated row
 * (service_id, slug …), `fields` its translated columns and how each falls back.
 */
export function translationTable<Fields extends FieldKinds>(table: PgTable, key: PgColumn, fields: Fields): TranslationTable<Fields> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keyName = Object.keys(columns).find((name) => columns[name] === key);
  const locale = columns.locale;
  if (!keyName || !locale) throw new Error(`${key.name}: not a column of a translation table with a locale`);
  const names = Object.keys(fields) as Array<keyof Fields & string>;
  type Found = Record<string, unknown> & { locale: TranslatedLocale };

  const untranslated = (): TextsOf<Fields> => Object.fromEntries(names.map((name) => [name, fields[name] === "lines" ? [] : ""])) as TextsOf<Fields>;
  const textsOf = (row: Found) => Object.fromEntries(names.map((name) => [name, row[name]])) as unknown as TextsOf<Fields>;
  const select = (db: Reader, where: SQL | undefined) => db.select().from(table).where(where) as unknown as Promise<Found[]>;

  return {
    async read(db, keys) {
      const found = new Map(keys.map((id) => [id, { fr: untranslated(), ar: untranslated() }]));
      if (keys.length === 0) return found;
      for (const row of await select(db, inArray(key, keys))) found.get(row[keyName] as string)![row.locale] = textsOf(row);
      return found;
    },

    async save(tx, id, change) {
      for (const language of TRANSLATED_LOCALES) {
        const given = change?.[language];
        if (!given) continue;
        const set = Object.fromEntries(names.filter((name) => given[name] !== undefined).map((name) => [name, given[name]]));
        if (Object.keys(set).length === 0) continue;
        await tx
          .insert(table)
          .values({ [keyName]: id, locale: language, ...set })
          .onConflictDoUpdate({ target: [key, locale], set });
      }
    },

    async overlay(db, rows, language, keyOf) {
      if (language === "en" || rows.length === 0) return rows;
      const translations = await select(db, and(eq(locale, language), inArray(key, rows.map(keyOf))));
      const byKey = new Map(translations.map((t) => [t[keyName] as string, t]));
      return rows.map((row) => {
        const t = byKey.get(keyOf(row));
        if (!t) return row;
        const texts: Record<string, unknown> = {};
        for (const name of names) {
          const english = row[name];
          if (english === undefined) continue;
          texts[name] = fields[name] === "lines" ? linesOrEnglish(t[name] as string[], english as string[]) : orEnglish(t[name] as string, english as string);
        }
        return { ...row, ...texts };
      });
    },
  };
}
