import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';

import { openDatabase, type DatabaseHandle } from '../db/connect.js';
import type { Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedReferenceData } from '../seed/index.js';

/**
 * A migrated, reference-seeded PGlite with a copy of its rows (`snapshotTemplate`), dumped so
 * every test can start from a clone of it.
 */
export async function buildPgliteTemplate(): Promise<Blob> {
  const handle = await openDatabase({ databaseUrl: 'memory://', dataDir: '' });
  await migrateToLatest(handle.db);
  await seedReferenceData(handle.db);
  const pglite = (handle as DatabaseHandle & { pglite: PGlite }).pglite;
  await snapshotTemplate(pglite);
  const dump = await pglite.dumpDataDir('none');
  await handle.close();
  return dump;
}

/** A URL like `url` that names another database on the same server. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function onServer<T>(url: string, work: (db: Db) => Promise<T>): Promise<T> {
  const admin = await openDatabase({ databaseUrl: url, dataDir: '' });
  try {
    return await work(admin.db);
  } finally {
    await admin.close();
  }
}

/** Creates database `name` on `url`'s server, migrated and reference-seeded; answers the name. */
export async function buildPostgresTemplate(url: string, name: string): Promise<string> {
  await onServer(url, (db) => sql`create database ${sql.id(name)}`.execute(db));
  const handle = await openDatabase({ databaseUrl: withDatabase(url, name), dataDir: '' });
  await migrateToLatest(handle.db);
  await seedReferenceData(handle.db);
  await handle.close();
  await onClient(withDatabase(url, name), snapshotTemplate);
  return name;
}

// ---- a clone reset between tests ---------------------------------------------------------------
//
// Starting a PGlite clone costs about a second (its start, not its data), and creating and
// dropping a PostgreSQL database from the template about half a second: most of a typical test.
// So a test's clone is reset to the template and handed to the next test of the same worker:
// every table emptied, the template's rows copied back from the schema `test_template` and every
// sequence set as the template had it. A clone whose schema a test changed (a migration's down
// and up) is replaced instead.

/** What the reset needs of a connection: PGlite has it, a `pg` client is wrapped (`onClient`). */
interface SqlRunner {
  query<T>(text: string): Promise<{ rows: T[] }>;
  exec(text: string): Promise<unknown>;
}

/** Runs `work` on one plain connection to `url` (simple protocol: several statements at once). */
export async function onClient<T>(
  url: string,
  work: (runner: SqlRunner) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work({
      query: async <R>(text: string) => ({ rows: (await client.query(text)).rows as R[] }),
      exec: (text) => client.query(text),
    });
  } finally {
    await client.end();
  }
}

const SNAPSHOT = 'test_template';

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Keeps the template's rows and sequence positions inside it, for `resetPglite`. */
async function snapshotTemplate(pglite: SqlRunner): Promise<void> {
  const tables = await pglite.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r'`,
  );
  const sequences = await pglite.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'S'`,
  );
  const statements = [
    `create schema ${SNAPSHOT}`,
    `create table ${SNAPSHOT}._sequences (name text, last_value bigint, is_called boolean)`,
    ...tables.rows.map(
      ({ name }) =>
        `create table ${SNAPSHOT}.${ident(name)} as select * from public.${ident(name)}`,
    ),
    ...sequences.rows.map(
      ({ name }) =>
        `insert into ${SNAPSHOT}._sequences select '${name}', last_value, is_called
         from public.${ident(name)}`,
    ),
  ];
  await pglite.exec(statements.join(';\n'));
}

/** What identifies the schema: a test that changed it leaves a clone that is not reused. */
const SCHEMA_PRINT = `
  select md5(string_agg(x, ',' order by x)) as print from (
    select c.relname || ':' || c.relkind::text || ':' || coalesce(a.attname::text, '') || ':' ||
           coalesce(a.atttypid::text, '') as x
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = 'public'
    union all
    select 'constraint:' || co.conname from pg_constraint co
    join pg_namespace n on n.oid = co.connamespace where n.nspname = 'public'
    union all
    select 'trigger:' || t.tgname || ':' || t.tgenabled::text from pg_trigger t
    join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and not t.tgisinternal
    union all
    select 'function:' || p.proname || ':' || md5(p.prosrc) from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'
  ) s`;

interface ResetPlan {
  print: string;
  statements: string;
}

/** The template's schema print and the statements that bring a clone back to the template. */
/**
 * How tables are emptied: PGlite truncates; PostgreSQL deletes (a truncate there makes new files
 * for every table, a second per reset, and a test leaves a few rows). The replica role also keeps
 * the foreign keys' triggers quiet, so the order does not matter.
 */
type Emptying = 'truncate' | 'delete';

async function planReset(pglite: SqlRunner, empty: Emptying): Promise<ResetPlan> {
  const print = (await pglite.query<{ print: string }>(SCHEMA_PRINT)).rows[0]!.print;
  const tables = await pglite.query<{ name: string; columns: string[]; identity: boolean }>(
    `select c.relname as name,
            array_agg(a.attname::text order by a.attnum)
              filter (where a.attgenerated = '') as columns,
            bool_or(a.attidentity = 'a') as identity
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where n.nspname = 'public' and c.relkind = 'r'
     group by c.relname order by c.relname`,
  );
  const filled = new Set(
    (
      await Promise.all(
        tables.rows.map(async ({ name }) => {
          const { rows } = await pglite.query<{ any: boolean }>(
            `select exists (select 1 from ${SNAPSHOT}.${ident(name)}) as any`,
          );
          return rows[0]!.any ? name : undefined;
        }),
      )
    ).filter((name) => name !== undefined),
  );
  const statements = [
    // Replica: the tables' triggers (the journal's refusal to be truncated) do not fire.
    `set session_replication_role = replica`,
    ...(empty === 'delete'
      ? tables.rows.map(({ name }) => `delete from public.${ident(name)}`)
      : [`truncate ${tables.rows.map(({ name }) => `public.${ident(name)}`).join(', ')}`]),
    ...tables.rows
      .filter(({ name }) => filled.has(name))
      .map(({ name, columns, identity }) => {
        const list = columns.map(ident).join(', ');
        const override = identity ? ' overriding system value' : '';
        return `insert into public.${ident(name)} (${list})${override} select ${list} from ${SNAPSHOT}.${ident(name)}`;
      }),
    `select setval(format('public.%I', name), coalesce(last_value, 1), is_called)
     from ${SNAPSHOT}._sequences`,
    `set session_replication_role = origin`,
  ];
  return { print, statements: statements.join(';\n') };
}

let plan: Promise<ResetPlan> | undefined;

/** Brings `runner`'s database back to the template: false when its schema changed. */
async function resetTo(runner: SqlRunner): Promise<boolean> {
  if (!plan) return false;
  const { print, statements } = await plan;
  const now = (await runner.query<{ print: string }>(SCHEMA_PRINT)).rows[0]!.print;
  if (now !== print) return false;
  await runner.exec(statements);
  return true;
}

/**
 * Brings a clone a test used back to the template; answers false (the caller starts a new clone)
 * when it cannot: closed, or its schema changed.
 */
export async function resetPglite(pglite: PGlite): Promise<boolean> {
  if (pglite.closed) return false;
  try {
    // A test may have left a transaction open; rollback outside one only warns.
    await pglite.exec('rollback');
    await pglite.exec('discard all');
    return await resetTo(pglite);
  } catch {
    return false;
  }
}

/**
 * The same for a PostgreSQL database a test used (its pool closed): connections a test left
 * (another node, a listener) are ended first, so none holds a lock the reset waits for.
 */
export async function resetPostgres(url: string): Promise<boolean> {
  try {
    return await onClient(url, async (runner) => {
      await runner.exec(`select pg_terminate_backend(pid) from pg_stat_activity
                         where datname = current_database() and pid <> pg_backend_pid()`);
      return resetTo(runner);
    });
  } catch {
    return false;
  }
}

/** Plans the reset once, from a clone no test has touched yet (the template's state). */
export async function planResetOnFreshClone(pglite: PGlite): Promise<void> {
  plan ??= planReset(pglite, 'truncate');
  await plan;
}

/** `planResetOnFreshClone` for a PostgreSQL database just copied from the template. */
export async function planResetOnFreshPostgres(url: string): Promise<void> {
  plan ??= onClient(url, (runner) => planReset(runner, 'delete'));
  await plan;
}
