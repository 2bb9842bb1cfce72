import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../db/connect.js';
import type { Trx } from '../db/database.js';
import { EventBus } from '../lib/events.js';
import { buildDatabaseTemplateFirst } from '../testing/lifecycle.js';
import { openTestDatabase } from '../testing/test-app.js';
import { afterCommit, emitAfterCommit, moneyTransaction } from './transaction.js';

buildDatabaseTemplateFirst();

let database: DatabaseHandle;
beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(() => database.close());

const insertSetting = (trx: Trx, key: string) =>
  trx.insertInto('settings').values({ key, value: '1', is_public: false }).execute();
/** Read outside the transaction: on PostgreSQL another connection sees only what has committed. */
const settingExists = async (key: string) =>
  (await database.db
    .selectFrom('settings')
    .select('key')
    .where('key', '=', key)
    .executeTakeFirst()) !== undefined;

describe('afterCommit', () => {
  it('runs what the work asked for once, in order, after the commit', async () => {
    const ran: string[] = [];
    const seen: Promise<boolean>[] = [];
    await moneyTransaction(database.db, async (trx) => {
      await insertSetting(trx, 'test.after-commit');
      afterCommit(trx, () => {
        ran.push('first');
        seen.push(settingExists('test.after-commit'));
      });
      afterCommit(trx, () => void ran.push('second'));
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['first', 'second']);
    expect(await Promise.all(seen)).toEqual([true]);
  });

  it('drops them when the work fails and the transaction rolls back', async () => {
    const ran: string[] = [];
    await expect(
      moneyTransaction(database.db, async (trx) => {
        await insertSetting(trx, 'test.rolled-back');
        afterCommit(trx, () => void ran.push('effect'));
        throw new Error('INSUFFICIENT_BALANCE');
      }),
    ).rejects.toThrow('INSUFFICIENT_BALANCE');
    expect(ran).toEqual([]);
    expect(await settingExists('test.rolled-back')).toBe(false);
  });

  it('drops the effects of an attempt that is retried, keeping only those of the one that commits', async () => {
    const bus = new EventBus();
    const heard: string[] = [];
    bus.on('fee.charged', ({ reason }) => void heard.push(reason));
    let attempt = 0;
    await moneyTransaction(database.db, async (trx) => {
      attempt++;
      emitAfterCommit(trx, bus, 'fee.charged', {
        userId: 1,
        currencyId: 3,
        amount: '1',
        reason: `attempt ${attempt}`,
      });
      // PostgreSQL's serialization failure: moneyTransaction runs the work again.
      if (attempt === 1) throw Object.assign(new Error('serialization failure'), { code: '40001' });
    });
    expect(heard).toEqual(['attempt 2']);
  });

  it('refuses a transaction that is not a money transaction, whose commit it would never hear of', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => afterCommit(trx, () => undefined)),
    ).rejects.toThrow('afterCommit outside a money transaction');
  });
});
