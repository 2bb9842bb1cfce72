import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../../db/connect.js';
import { down, up } from '../../db/migrations/0023_ieo_lock.js';
import { openTestDatabase } from '../../testing/test-app.js';

/**
 * Migration 0023 on a database with projects from before it: a one-string description becomes
 * its English text, and the lock columns start empty (nothing is locked by the migration itself).
 */
let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await openTestDatabase();
});
afterEach(() => handle.close());

describe('migration 0023: IEO lock and descriptions', () => {
  it('turns an existing description into { en: <old> } and leaves the lock unset', async () => {
    const db = handle.db as unknown as Kysely<unknown>;
    await down(db);
    const usdt = await sql<{ id: number }>`select id from currencies where name = 'USDT'`.execute(
      db,
    );
    await sql`insert into ieo_projects (name, symbol, token_decimals, pay_currency_id, price,
        total_supply, user_cap, min_amount, start_at, end_at, listing_at, description)
      values ('Old', 'OLDT', 2, ${usdt.rows[0]!.id}, 1, 100, 10, 1, 1, 2, 3, 'An older text.'),
             ('Bare', 'BARE', 2, ${usdt.rows[0]!.id}, 1, 100, 10, 1, 1, 2, 3, default)`.execute(db);
    await up(db);
    const rows = await handle.db
      .selectFrom('ieo_projects')
      .select(['symbol', 'description', 'unlock_at', 'unlocked_at'])
      .orderBy('symbol')
      .execute();
    expect(rows).toEqual([
      { symbol: 'BARE', description: { en: '' }, unlock_at: null, unlocked_at: null },
      { symbol: 'OLDT', description: { en: 'An older text.' }, unlock_at: null, unlocked_at: null },
    ]);
  });
});
