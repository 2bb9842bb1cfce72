import type { CurrencyRow, Executor } from './database.js';
import { referenceCaches } from './reference-cache.js';

function selectActiveCurrencies(db: Executor) {
  return db
    .selectFrom('currencies')
    .selectAll()
    .where('status', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/**
 * Every currency in service, in display order (the wallet's and the market's lists), from the
 * short-lived reference cache. Rows are shared between callers: never change them.
 */
export async function listActiveCurrencies(db: Executor): Promise<CurrencyRow[]> {
  const rows = await referenceCaches(db).currencies.get('active', () => selectActiveCurrencies(db));
  return rows ?? [];
}

/** A currency in service by id, from the same cache, or undefined. */
export async function findActiveCurrency(
  db: Executor,
  id: number,
): Promise<CurrencyRow | undefined> {
  return (await listActiveCurrencies(db)).find((c) => c.id === id);
}
