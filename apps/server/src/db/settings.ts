import type { Executor } from './database.js';
import { referenceCaches } from './reference-cache.js';

async function selectSettings(
  db: Executor,
  keys?: readonly string[],
): Promise<ReadonlyMap<string, string>> {
  let query = db.selectFrom('settings').select(['key', 'value']);
  if (keys) query = query.where('key', 'in', [...keys]);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** Loads every setting into the cache (at start, so no request finds it empty). */
export async function loadSettings(db: Executor): Promise<void> {
  await referenceCaches(db).settings.get('all', () => selectSettings(db));
}

/**
 * Setting values by key (absent keys are left out). Outside a transaction they come from the
 * short-lived reference cache (the table is small and read whole); inside one they are read
 * fresh, so what a money transaction decides from a setting is what its database holds.
 */
export async function readSettings(
  db: Executor,
  keys: readonly string[],
): Promise<Record<string, string>> {
  if (keys.length === 0) return {};
  // Outside a transaction an expired copy is answered while a fresh one loads: a caller may
  // read through the root database while it holds the embedded database's only connection in a
  // transaction, and a query would then wait for that transaction forever.
  const all = db.isTransaction
    ? await selectSettings(db, keys)
    : await referenceCaches(db).settings.getOrStale('all', () => selectSettings(db));
  const values: Record<string, string> = {};
  for (const key of keys) {
    const value = all?.get(key);
    if (value !== undefined) values[key] = value;
  }
  return values;
}
