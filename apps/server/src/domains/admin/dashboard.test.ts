import type { AdminDashboardView, HouseDailyView, LedgerCheckView } from '@meridian/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import * as ledger from '../../ledger/ledger.js';
import { moneyTransaction } from '../../ledger/transaction.js';
import { BTC, failure, fund, LEVER, ok, USDT, userIdOf } from '../../testing/money.js';
import { countRows } from '../../testing/rows.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let auditor: { token: string; id: number };
beforeEach(async () => {
  t = await buildTestApp();
  auditor = await t.admin('auditor');
});
afterEach(() => t.close());

const dashboard = async () =>
  ok<AdminDashboardView>(await t.get('/api/admin/dashboard', {}, auditor.token));

/** The options pool wins `amount` from a user's options account (a lost option, in short). */
async function poolWins(userId: number, amount: string) {
  await moneyTransaction(t.db, (trx) =>
    ledger.post(trx, {
      reason: 'option_settle',
      reference: `test-pool:${Math.random()}`,
      userId,
      legs: [
        { holder: { userId, accountType: 4 }, currencyId: USDT, available: `-${amount}` },
        { holder: { house: 'options_pool' }, currencyId: USDT, available: amount },
      ],
    }),
  );
}

describe('GET /admin/dashboard', () => {
  it('shows users’ liabilities and every house per currency, summing to zero with them', async () => {
    const alice = await userIdOf(t, (await t.signUp()).token);
    const bob = await userIdOf(t, (await t.signUp()).token);
    await fund(t.db, alice, USDT, '120.5');
    await fund(t.db, bob, USDT, '30', LEVER);
    await fund(t.db, bob, BTC, '0.25');
    await fund(t.db, alice, USDT, '10', 4);
    await poolWins(alice, '4');

    const { books, queues, ledger_check } = await dashboard();
    const usdt = books.find((b) => b.currency_id === USDT)!;
    expect(usdt.liabilities).toBe('156.5');
    expect(usdt.houses).toMatchObject({ adjustments: '-160.5', options_pool: '4', fees: '0' });
    const houseTotal = Object.values(usdt.houses).reduce((sum, v) => sum + Number(v), 0);
    expect(houseTotal + Number(usdt.liabilities)).toBe(0);
    expect(books.find((b) => b.currency_id === BTC)).toMatchObject({
      liabilities: '0.25',
      houses: expect.objectContaining({ adjustments: '-0.25' }),
    });
    expect(queues).toEqual([
      { queue: 'deposits', count: 0, oldest_at: null },
      { queue: 'withdrawals', count: 0, oldest_at: null },
      { queue: 'kyc', count: 0, oldest_at: null },
      { queue: 'approvals', count: 0, oldest_at: null },
    ]);
    expect(ledger_check).toBeNull();
  });

  it('counts the open four-eyes requests with the age of the oldest', async () => {
    const operator = await t.admin('operator');
    const alice = await userIdOf(t, (await t.signUp()).token);
    const body = { user_id: alice, currency_id: USDT, type: 2, amount: '5', reason: 'Goodwill' };
    const before = Date.now();
    ok(await t.post('/api/admin/adjust', body, operator.token));
    ok(await t.post('/api/admin/adjust', body, operator.token));
    const approvals = (await dashboard()).queues.find((q) => q.queue === 'approvals')!;
    expect(approvals.count).toBe(2);
    expect(approvals.oldest_at).toBeGreaterThanOrEqual(before - 1000);
  });

  it('runs the ledger check on demand for any role, keeps its time, and audits who ran it', async () => {
    const alice = await userIdOf(t, (await t.signUp()).token);
    await fund(t.db, alice, USDT, '50');
    const ran = ok<LedgerCheckView>(await t.post('/api/admin/ledger-check', {}, auditor.token));
    expect(ran).toMatchObject({ admin_id: auditor.id, problems: 0, kinds: {} });
    expect((await dashboard()).ledger_check).toEqual(ran);

    // A balance that disagrees with its journal is found and counted.
    await t.db
      .updateTable('balances')
      .set({ available: '49' })
      .where('user_id', '=', alice)
      .execute();
    const found = ok<LedgerCheckView>(await t.post('/api/admin/ledger-check', {}, auditor.token));
    expect(found.problems).toBeGreaterThan(0);
    expect(found.kinds).toMatchObject({ balance_differs_from_journal: 1 });
    expect(await countRows(t.db, 'audit_log')).toBe(2);
  });

  it('answers the options pool’s change per day, and refuses an unknown house', async () => {
    const alice = await userIdOf(t, (await t.signUp()).token);
    await fund(t.db, alice, USDT, '20', 4);
    await poolWins(alice, '3');
    await poolWins(alice, '1.5');
    const days = ok<HouseDailyView[]>(
      await t.get('/api/admin/dashboard/house-daily', { house: 'options_pool' }, auditor.token),
    );
    const today = new Date();
    today.setUTCHours(0, 0, 0, 0);
    expect(days).toEqual([{ day: today.getTime(), currency_id: USDT, change: '4.5' }]);
    expect(
      failure(
        await t.get('/api/admin/dashboard/house-daily', { house: 'external' }, auditor.token),
      ),
    ).toMatchObject({ code: 'PARAMETER_ERROR' });
  });
});
