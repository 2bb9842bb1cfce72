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
  const all = db.isTransaction
    ? await selectSettings(db, keys)
    : await referenceCaches(db).settings.get('all', () => selectSettings(db));
  const values: Record<string, string> = {};
  for (const key of keys) {
    const value = all?.get(key);
    if (value !== undefined) values[key] = value;
  }
  return values;
}
