import type { PGlite } from '@electric-sql/pglite';
import type { CompiledQuery } from 'kysely';
import {
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

import { Mutex } from './mutex.js';

/**
 * Kysely dialect for PGlite, which has exactly one connection.
 *
 * Kysely holds a connection from BEGIN to COMMIT, so a mutex around acquire/release makes every
 * transaction exclusive: nothing else runs on the connection until it ends. Without it,
 * concurrent requests would interleave inside each other's transactions.
 *
 * DANGER: inside a transaction, use the transaction handle. Using the outer `db` there waits for
 * the connection the transaction holds, and never returns.
 */
export class PGliteDialect implements Dialect {
  /** `keepOpen`: destroying the Kysely leaves the PGlite open (tests reuse one between tests). */
  constructor(
    private readonly pglite: PGlite,
    private readonly options: { keepOpen?: boolean } = {},
  ) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.pglite, this.options.keepOpen ?? false);
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  readonly #mutex = new Mutex();
  readonly #releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(
    private readonly pglite: PGlite,
    private readonly keepOpen: boolean,
  ) {}

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#mutex.lock();
    const connection = new PGliteConnection(this.pglite);
    this.#releases.set(connection, release);
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    const access = settings.accessMode ? ` ${settings.accessMode}` : '';
    await control(connection, `begin${isolation}${access}`);
  }

  async commitTransaction(connection: DatabaseConnection) {
    await control(connection, 'commit');
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await control(connection, 'rollback');
  }

  async savepoint(connection: DatabaseConnection, name: string) {
    await control(connection, `savepoint ${quoteIdent(name)}`);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string) {
    await control(connection, `rollback to savepoint ${quoteIdent(name)}`);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string) {
    await control(connection, `release savepoint ${quoteIdent(name)}`);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.#releases.get(connection)?.();
    this.#releases.delete(connection);
  }

  async destroy(): Promise<void> {
    // Wait for whoever holds the connection, then close.
    const release = await this.#mutex.lock();
    try {
      if (!this.keepOpen && !this.pglite.closed) await this.pglite.close();
    } finally {
      release();
    }
  }
}

/**
 * Transaction control through the simple query protocol: one call into PGlite instead of the
 * parse/bind/describe/execute/sync round of a parameterised query.
 */
function control(connection: DatabaseConnection, statement: string): Promise<unknown> {
  return (connection as PGliteConnection).exec(statement);
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  exec(statement: string) {
    return this.pglite.exec(statement);
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    const affected = result.affectedRows;
    const isWrite = /^\s*(insert|update|delete|merge)/i.test(compiledQuery.sql);
    return {
      rows: result.rows,
      ...(isWrite && affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect does not support streaming');
  }
}
