import { SEALED_COLUMNS, openField, sealField, sealingKeyId } from "../db/field-encryption.js";

/** @typedef {{ query: (text: string, params?: unknown[]) => Promise<{ rows: any[] }> }} SqlClient */

const BATCH = 500;

/**
 * Seals every health field again with the current key (`npm run privacy:rotate-key`, decision
 * 052): values sealed with an older key, and text written before encryption. Safe while the app
 * runs: each row is replaced only if it still holds what was read (a parent's edit meanwhile
 * wins; its value is sealed with the current key already). Returns the count per column.
 * @param {SqlClient} client
 * @returns {Promise<Record<string, number>>}
 */
export async function resealFields(client) {
  const current = `enc1:${sealingKeyId().replaceAll("_", "\\_")}:%`;
  /** @type {Record<string, number>} */
  const counts = {};
  for (const { table, column } of SEALED_COLUMNS) {
    let resealed = 0;
    let after = "";
    for (;;) {
      // Keyed by id, in order: each batch starts after the last, so a row that could not be
      // replaced (edited meanwhile) is not read again and again.
      const { rows } = await client.query(
        `select id::text as id, "${column}" as value from "${table}" where "${column}" is not null and "${column}" <> '' and "${column}" not like $1 and id::text > $2 order by id::text limit ${BATCH}`,
        [current, after],
      );
      if (rows.length === 0) break;
      for (const row of rows) {
        const sealed = sealField(openField(row.value));
        const { rows: changed } = await client.query(`update "${table}" set "${column}" = $1 where id::text = $2 and "${column}" = $3 returning id`, [sealed, row.id, row.value]);
        resealed += changed.length;
      }
      after = rows.at(-1).id;
    }
    counts[`${table}.${column}`] = resealed;
  }
  return counts;
}
