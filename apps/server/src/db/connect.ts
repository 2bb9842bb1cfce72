import path from 'node:path';

import { PGlite, types } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

import { lockDataDir } from './data-dir-lock.js';
import type { Database, Db } from './database.js';
import { PGliteDialect } from './pglite-dialect.js';

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PostgreSQL only: a new connection outside the pool (the engine leader's lock lives on one). */
  dedicated?: () => pg.Client;
}

const asNumber = (value: string) => Number(value);
const asString = (value: string) => value;

/**
 * int8 comes back as a number (our ids and counts stay far below 2^53) and numeric as a decimal
 * string, on both PGlite and pg, so nothing above this file sees the difference.
 */
const PGLITE_PARSERS = { [types.INT8]: asNumber, [types.NUMERIC]: asString };

export interface OpenOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** A dump of a migrated database to start from (tests clone one template). */
  loadDataDir?: Blob | File;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url);
  if (url && url.startsWith('memory://')) return openPglite(undefined, options.loadDataDir);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob | File) {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const pglite = new PGlite({
      ...(dataDir ? { dataDir: path.join(dataDir, 'pgdata') } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
      parsers: PGLITE_PARSERS,
    });
    await pglite.waitReady;
    return pgliteHandle(pglite, { onClose: unlock });
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * A handle on an open PGlite. Closing it closes the PGlite, unless `keepOpen` (a test hands the
 * same PGlite, reset, to the next test).
 */
export function pgliteHandle(
  pglite: PGlite,
  options: { keepOpen?: boolean; onClose?: () => void } = {},
): DatabaseHandle & { pglite: PGlite } {
  const keepOpen = options.keepOpen ?? false;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite, { keepOpen }) });
  return {
    db,
    kind: 'pglite' as const,
    async close() {
      try {
        await db.destroy();
      } finally {
        options.onClose?.();
      }
    },
    pglite,
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('connect', (client) => {
    client.setTypeParser(20, asNumber);
    client.setTypeParser(1700, asString);
  });
  // An idle connection the server drops (restart, failover, DROP DATABASE … WITH (FORCE) in
  // tests) is removed from the pool, which opens another; without a listener the error would
  // crash the process.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.error('idle database connection lost', error.message);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    close: () => db.destroy(),
    dedicated: () => new pg.Client({ connectionString: url }),
  };
}
