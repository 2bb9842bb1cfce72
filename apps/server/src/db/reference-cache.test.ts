import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { openTestDatabase } from '../testing/test-app.js';
import type { DatabaseHandle } from './connect.js';
import { findActiveCurrency, listActiveCurrencies } from './currencies.js';
import { dropReferenceData, REFERENCE_CACHE_MS } from './reference-cache.js';
import { loadSettings, readSettings } from './settings.js';

let database: DatabaseHandle;
beforeEach(async () => {
  database = await openTestDatabase();
  await database.db
    .insertInto('settings')
    .values({ key: 'cache_probe', value: 'one', is_public: false })
    .execute();
});
afterEach(() => database.close());

const setProbe = (value: string) =>
  database.db.updateTable('settings').set({ value }).where('key', '=', 'cache_probe').execute();

describe('settings and currencies from the reference cache', () => {
  it('keeps settings read outside a transaction until dropped, for a few seconds at most', async () => {
    expect(REFERENCE_CACHE_MS).toBeLessThanOrEqual(5_000);
    const readAt = Date.now();
    expect(await readSettings(database.db, ['cache_probe', 'absent'])).toEqual({
      cache_probe: 'one',
    });
    await setProbe('two');
    const kept = await readSettings(database.db, ['cache_probe']);
    // On a starved machine the entry may have lived out its time already.
    if (Date.now() - readAt < REFERENCE_CACHE_MS) expect(kept).toEqual({ cache_probe: 'one' });
    dropReferenceData(database.db);
    await loadSettings(database.db);
    expect(await readSettings(database.db, ['cache_probe'])).toEqual({ cache_probe: 'two' });
  });

  it('answers an expired copy without waiting, even while a transaction holds the connection', async () => {
    await loadSettings(database.db);
    dropReferenceData(database.db);
    await database.db.transaction().execute(async (trx) => {
      await trx.selectFrom('settings').select('key').execute();
      // On the embedded database a query through the root here would wait for this transaction.
      expect(await readSettings(database.db, ['cache_probe'])).toEqual({ cache_probe: 'one' });
    });
  });

  it('reads settings fresh inside a transaction, as a money decision needs', async () => {
    await readSettings(database.db, ['cache_probe']);
    await setProbe('three');
    const inTransaction = await database.db
      .transaction()
      .execute((trx) => readSettings(trx, ['cache_probe']));
    expect(inTransaction).toEqual({ cache_probe: 'three' });
  });

  it('answers active currencies by id, also inside a transaction, and refreshes when dropped', async () => {
    const readAt = Date.now();
    const all = await listActiveCurrencies(database.db);
    expect(all.length).toBeGreaterThan(0);
    const first = all[0]!;
    expect(await findActiveCurrency(database.db, first.id)).toEqual(first);
    await database.db
      .updateTable('currencies')
      .set({ status: 0 })
      .where('id', '=', first.id)
      .execute();
    const cached = await database.db
      .transaction()
      .execute((trx) => findActiveCurrency(trx, first.id));
    if (Date.now() - readAt < REFERENCE_CACHE_MS) expect(cached?.id).toBe(first.id);
    dropReferenceData(database.db);
    expect(await findActiveCurrency(database.db, first.id)).toBeUndefined();
  });
});
