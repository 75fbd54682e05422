import { randomBytes } from "node:crypto";

import pg from "pg";

/**
 * A fresh database per test file on the PostgreSQL server named by TEST_DATABASE_URL:
 * created from that connection, dropped after the file. Without TEST_DATABASE_URL the file
 * gets its own embedded PGlite under a temporary DATA_DIR instead.
 */
export async function createServerDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `clinic_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // The app's pool has ended, but the server may not have reaped its sessions yet; forcing
        // the drop then would kill them and surface as errors in the ended clients.
        for (let i = 0; i < 100; i++) {
          const { rows } = await client.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
