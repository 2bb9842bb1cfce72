import type { Executor } from './database.js';

/** Every currency in service, in display order (the wallet's and the market's lists). */
export function listActiveCurrencies(db: Executor) {
  return db
    .selectFrom('currencies')
    .selectAll()
    .where('status', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
