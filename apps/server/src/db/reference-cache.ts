import type { CurrencyRow, Executor } from './database.js';
import { ShortCache } from '../lib/short-cache.js';

/**
 * How long settings and currencies are kept in memory. Operators change them rarely; the admin
 * routes that change them drop the cache on every node at once (`dropReferenceData`), and this
 * bound covers a change made straight in the database.
 */
export const REFERENCE_CACHE_MS = 5_000;

interface ReferenceCaches {
  currencies: ShortCache<'active', CurrencyRow[]>;
  settings: ShortCache<'all', ReadonlyMap<string, string>>;
}

/**
 * What identifies a database in this process, for caches kept per database: the query
 * executor's adapter, which a database and every transaction on it share (tests run many
 * databases in one process).
 */
export const databaseKey = (db: Executor): object => db.getExecutor().adapter;

const cachesOf = new WeakMap<object, ReferenceCaches>();

/** This database's settings and currencies caches. */
export function referenceCaches(db: Executor): ReferenceCaches {
  const key = databaseKey(db);
  let caches = cachesOf.get(key);
  if (!caches) {
    caches = {
      currencies: new ShortCache(REFERENCE_CACHE_MS),
      settings: new ShortCache(REFERENCE_CACHE_MS),
    };
    cachesOf.set(key, caches);
  }
  return caches;
}

/**
 * Forgets this database's currencies and marks its settings expired, so the next read sees the
 * change (settings: the read after the reload this starts; until then the old copy is answered,
 * see db/settings.ts).
 */
export function dropReferenceData(db: Executor): void {
  const caches = referenceCaches(db);
  caches.currencies.clear();
  caches.settings.expire();
}
