import { randomBytes } from 'node:crypto';

import { sql } from 'kysely';

import { openDatabase } from '../db/connect.js';

/**
 * On PostgreSQL every test gets its own database copied from a per-worker template; this names
 * the run and drops whatever it (or a crashed earlier run) left behind.
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const run = randomBytes(4).toString('hex');
  process.env.MERIDIAN_TEST_RUN = run;
  return async () => {
    const admin = await openDatabase({ databaseUrl: url, dataDir: '' });
    try {
      const { rows } = await sql<{
        datname: string;
      }>`select datname from pg_database where datname like ${`mt\\_${run}\\_%`}`.execute(admin.db);
      for (const { datname } of rows) {
        await sql`drop database if exists ${sql.id(datname)} with (force)`.execute(admin.db);
      }
    } finally {
      await admin.close();
    }
  };
}
