import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'kysely';

import { openDatabase } from '../db/connect.js';
import { buildPgliteTemplate, buildPostgresTemplate } from './templates.js';

/**
 * Builds the run's one migrated, reference-seeded template before any test file starts, so the
 * ~90 files clone it instead of each migrating its own (vitest isolates every file's modules).
 * On PostgreSQL it also names the run and drops whatever it (or a crashed earlier run) left.
 */
export default async function setup() {
  // The root config and each of its projects run this; the first call does the work for all.
  if (process.env.MERIDIAN_TEMPLATE_READY) return;
  process.env.MERIDIAN_TEMPLATE_READY = '1';
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-tpl-')), 'tpl.tar');
    fs.writeFileSync(file, Buffer.from(await (await buildPgliteTemplate()).arrayBuffer()));
    process.env.MERIDIAN_PGLITE_TEMPLATE = file;
    return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
  const run = randomBytes(4).toString('hex');
  process.env.MERIDIAN_TEST_RUN = run;
  process.env.MERIDIAN_PG_TEMPLATE = await buildPostgresTemplate(url, `mt_${run}_tpl`);
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
