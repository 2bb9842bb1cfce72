import type {
  AdminLockupProductView,
  LockupOrderView,
  LockupProductView,
  Page,
} from '@meridian/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { lockupAccrualJob } from '../../jobs/lockup-accrual.js';
import { postJson } from '../../testing/input-bounds.js';
import {
  balanceOf,
  expectLedgerClean,
  failure,
  fund,
  ok,
  succeeded,
  USDT,
  userIdOf,
} from '../../testing/money.js';
import { countRows, houseHolds } from '../../testing/rows.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { nodeDeps } from '../../testing/trading.js';
import { accrueLockups, earnSummary } from './index.js';

const DAY = 86_400_000;

let t: TestApp;
let op: { token: string; id: number };
beforeEach(async () => {
  t = await buildTestApp();
  op = await t.admin('operator');
});
afterEach(() => t.close());

/** 0.4 % a day for 3 days, penalty 0.4 % a remaining day, from 100 USDT: the spec's example. */
const SPEC_PRODUCT = {
  name: { en: 'USDT 3-day lock', zh: 'USDT 3天锁仓' },
  yield_source: {
    en: 'Paid by the platform from its own funds: a promotion, not an investment return.',
    zh: '由平台自有资金支付：属推广活动，并非投资收益。',
  },
  category: 'lock',
  currency_id: USDT,
  daily_rate: '0.004',
  lock_days: 3,
  min_amount: '100',
  penalty_ratio: '0.004',
};

const save = (token: string, body: Record<string, unknown>) =>
  postJson(t, '/api/admin/lockup/products/save', body, token);
const setOpen = (token: string, id: number, open: boolean) =>
  t.post('/api/admin/lockup/products/status', { id, open }, token);

async function product(body: Record<string, unknown> = {}, open = true) {
  const created = ok<AdminLockupProductView>(await save(op.token, { ...SPEC_PRODUCT, ...body }));
  if (open) ok(await setOpen(op.token, created.id, true));
  return created;
}

async function user(amount = '1000') {
  const { token } = await t.signUp();
  const id = await userIdOf(t, token);
  if (amount !== '0') await fund(t.db, id, USDT, amount);
  return { token, id };
}

const deposit = (token: string | undefined, configId: number, amount: unknown = '1000') =>
  t.post('/api/lh/deposit', { config_id: configId, amount }, token);
const redeem = (token: string, id: number) => t.post('/api/lh/deposit/order/cancel', { id }, token);
const orders = async (token: string) =>
  ok<Page<LockupOrderView>>(await t.get('/api/lh/deposit/order', {}, token));
const exchange = async (userId: number) => (await balanceOf(t.db, userId, USDT)).available;
const deps = () => nodeDeps(t);
const startOf = (view: LockupOrderView) => Date.parse(`${view.first_day}T00:00:00Z`);
const references = async (prefix: string) =>
  (
    await t.db
      .selectFrom('ledger_postings')
      .select(['reference', 'reason'])
      .where('reference', 'like', `${prefix}%`)
      .orderBy('id')
      .execute()
  ).map((r) => `${r.reason} ${r.reference}`);

describe('GET /lh/deposit/config', () => {
  it('lists open products with APR and where the yield comes from, by category and language', async () => {
    const lock = await product();
    await product({ category: 'cloud', name: { en: 'Cloud BTC' }, sort: 2 });
    await product({ category: 'defi', name: { en: 'Closed DeFi' } }, false);

    const all = ok<LockupProductView[]>(await t.get('/api/lh/deposit/config'));
    expect(all.map((p) => p.name)).toEqual(['USDT 3-day lock', 'Cloud BTC']);
    expect(all[0]).toEqual({
      id: lock.id,
      name: 'USDT 3-day lock',
      category: 'lock',
      currency_id: USDT,
      currency_name: 'USDT',
      daily_rate: '0.004',
      apr: '1.46',
      lock_days: 3,
      min_amount: '100',
      penalty_ratio: '0.004',
      yield_source: SPEC_PRODUCT.yield_source.en,
    });
    const cloud = ok<LockupProductView[]>(
      await t.get('/api/lh/deposit/config', { category: 'cloud' }),
    );
    expect(cloud.map((p) => p.name)).toEqual(['Cloud BTC']);
    // A category without an open product is an empty list, never a made-up product.
    expect(ok(await t.get('/api/lh/deposit/config', { category: 'defi' }))).toEqual([]);
    expect(ok(await t.get('/api/lh/deposit/config', { category: 'mining' }))).toEqual([]);
    expect(failure(await t.get('/api/lh/deposit/config', { category: 'casino' })).code).toBe(
      'PARAMETER_ERROR',
    );
    const zh = ok<LockupProductView[]>(await t.get('/api/lh/deposit/config', { lang: 'zh' }));
    expect(zh.map((p) => p.name)).toEqual(['USDT 3天锁仓', 'Cloud BTC']);
    expect(zh[0]!.yield_source).toBe(SPEC_PRODUCT.yield_source.zh);
  });
});

describe('POST /lh/deposit', () => {
  it('moves the amount into the product with its terms copied; the first day is the next UTC day', async () => {
    const p = await product();
    const u = await user('1500');
    const before = Date.now();
    const view = ok<LockupOrderView>(await deposit(u.token, p.id, '1000'));
    expect(view).toMatchObject({
      config_id: p.id,
      name: 'USDT 3-day lock',
      amount: '1000',
      daily_rate: '0.004',
      daily_yield: '4',
      lock_days: 3,
      days_paid: 0,
      accrued: '0',
      remaining_days: 3,
      penalty_now: '12',
      penalty: null,
      status: 1,
      closed_at: null,
    });
    expect(startOf(view)).toBe(Math.ceil(before / DAY) * DAY);
    expect(view.ends_at).toBe(startOf(view) + 3 * DAY);
    expect(await exchange(u.id)).toBe('500');
    expect(await houseHolds(t.db, 'earn')).toBe('1000');
    expect(await references(`lockup:${view.id}:`)).toEqual([
      `lockup_deposit lockup:${view.id}:deposit`,
    ]);
    // Later changes of the product leave the order's terms alone.
    ok(await save(op.token, { id: p.id, daily_rate: '0.01', penalty_ratio: '0.001' }));
    const [listed] = (await orders(u.token)).data;
    expect(listed).toMatchObject({ id: view.id, daily_rate: '0.004', penalty_now: '12' });
    await expectLedgerClean(t.db);
  });

  it('refuses bad input, unknown or closed products, the minimum and a short balance, changing nothing', async () => {
    const p = await product();
    const closed = await product({ name: { en: 'Closed' } }, false);
    const u = await user('150');
    const cases: [unknown, number, string][] = [
      ['abc', p.id, 'PARAMETER_ERROR'],
      ['-5', p.id, 'PARAMETER_ERROR'],
      ['0', p.id, 'PARAMETER_ERROR'],
      ['100.123456789', p.id, 'PARAMETER_ERROR'],
      ['1000000000000000000', p.id, 'AMOUNT_TOO_LARGE'],
      ['120', 999_999, 'LOCKUP_PRODUCT_UNKNOWN'],
      ['120', closed.id, 'LOCKUP_PRODUCT_CLOSED'],
      ['99.99999999', p.id, 'LOCKUP_BELOW_MINIMUM'],
      ['150.00000001', p.id, 'INSUFFICIENT_BALANCE'],
    ];
    for (const [amount, id, code] of cases) {
      const res = await deposit(u.token, id, amount);
      expect(failure(res).code, String(amount)).toBe(code);
    }
    expect(failure(await deposit(u.token, p.id, '99')).message).toBe(
      'The minimum single amount is 100',
    );
    expect(failure(await deposit(undefined, p.id)).code).toBe('SESSION_INVALID');
    expect(await countRows(t.db, 'lockup_orders')).toBe(0);
    expect(await exchange(u.id)).toBe('150');
    expect(ok<LockupOrderView>(await deposit(u.token, p.id, '150')).amount).toBe('150');
    await expectLedgerClean(t.db);
  });

  it('concurrent deposits with one idempotency key make one order; without a key, only what the balance covers', async () => {
    const p = await product();
    const u = await user('1000');
    const withKey = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/lh/deposit',
        payload: `config_id=${p.id}&amount=400`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: u.token,
          'idempotency-key': 'lockup-key-0001',
        },
      });
    const keyed = await Promise.all([withKey(), withKey(), withKey()]);
    expect(new Set(keyed.map((r) => ok<LockupOrderView>(r).id)).size).toBe(1);
    expect(await exchange(u.id)).toBe('600');
    // 600 left: of five 200 deposits at once exactly three go through.
    const burst = await Promise.all(Array.from({ length: 5 }, () => deposit(u.token, p.id, '200')));
    expect(burst.filter(succeeded)).toHaveLength(3);
    for (const res of burst.filter((r) => !succeeded(r)))
      expect(failure(res).code).toBe('INSUFFICIENT_BALANCE');
    expect(await exchange(u.id)).toBe('0');
    expect(await countRows(t.db, 'lockup_orders')).toBe(4);
    await expectLedgerClean(t.db);
  });
});

describe('the daily accrual', () => {
  it('pays each full day once at 00:00 UTC, catches up missed days, and returns the principal at the end', async () => {
    const p = await product();
    const u = await user('1000');
    const view = ok<LockupOrderView>(await deposit(u.token, p.id, '1000'));
    const start = startOf(view);

    // Before the first day has ended: nothing.
    expect(await accrueLockups(deps(), start + DAY - 1)).toBe(0);
    // A node down for two days pays both on start, each once, however often it runs.
    expect(await accrueLockups(deps(), start + 2 * DAY + 5_000)).toBe(1);
    expect(await accrueLockups(deps(), start + 2 * DAY + 6_000)).toBe(0);
    expect(await exchange(u.id)).toBe('8');
    let [row] = (await orders(u.token)).data;
    expect(row).toMatchObject({ days_paid: 2, accrued: '8', remaining_days: 1, penalty_now: '4' });
    const d = (n: number) => new Date(start + n * DAY).toISOString().slice(0, 10);
    expect(await references(`lockup_yield:${view.id}:`)).toEqual([
      `lockup_yield lockup_yield:${view.id}:${d(0)}`,
      `lockup_yield lockup_yield:${view.id}:${d(1)}`,
    ]);

    // Days later: the last day pays and the principal returns, once.
    const [a, b] = await Promise.all([
      accrueLockups(deps(), start + 9 * DAY),
      accrueLockups(deps(), start + 9 * DAY),
    ]);
    expect(a + b).toBe(1);
    expect(await exchange(u.id)).toBe('1012');
    [row] = (await orders(u.token)).data;
    expect(row).toMatchObject({
      status: 3,
      days_paid: 3,
      accrued: '12',
      remaining_days: 0,
      penalty_now: '0',
      penalty: null,
    });
    expect(row!.closed_at).not.toBeNull();
    expect(await references(`lockup:${view.id}:`)).toEqual([
      `lockup_deposit lockup:${view.id}:deposit`,
      `lockup_return lockup:${view.id}:return`,
    ]);
    expect(await houseHolds(t.db, 'earn')).toBe('-12');
    expect(failure(await redeem(u.token, view.id)).code).toBe('LOCKUP_NOT_IN_PROGRESS');
    await expectLedgerClean(t.db);
  });

  it('runs set-based over many orders and users, in batches, each day once', async () => {
    const p = await product({ min_amount: '0.00000001', daily_rate: '0.0035' });
    const users = await Promise.all([user('500'), user('500'), user('500')]);
    const made: LockupOrderView[] = [];
    for (const u of users)
      for (const amount of ['100', '123.45678912', '0.00000001'])
        made.push(ok<LockupOrderView>(await deposit(u.token, p.id, amount)));
    const start = startOf(made[0]!);
    expect(await accrueLockups(deps(), start + DAY)).toBe(9);
    // 100 × 0.0035 = 0.35; 123.45678912 × 0.0035 = 0.43209876192 → 0.43209876; 0.00000001 pays 0.
    // 500 − 223.45678913 + 0.78209876 each.
    for (const u of users) expect(await exchange(u.id)).toBe('277.32530963');
    expect(await countRows(t.db, 'ledger_postings')).toBe(3 + 9 + 6);
    await expectLedgerClean(t.db);
  });

  it('is the leader job at 00:00 UTC', async () => {
    const job = lockupAccrualJob(async () => 0);
    expect(job.name).toBe('lockup-accrual');
    expect(job.nextRun(Date.parse('2026-11-26T13:47:00Z'))).toBe(
      Date.parse('2026-11-27T00:00:00Z'),
    );
  });
});

describe('POST /lh/deposit/order/cancel (early redemption)', () => {
  it('charges ratio × remaining days × amount: 0.4 % × 3 × 1000 = 12, back 988', async () => {
    const p = await product();
    const u = await user('1000');
    const view = ok<LockupOrderView>(await deposit(u.token, p.id, '1000'));
    expect(view.penalty_now).toBe('12');
    const done = ok<LockupOrderView>(await redeem(u.token, view.id));
    expect(done).toMatchObject({ status: 2, penalty: '12', remaining_days: 0, penalty_now: '0' });
    expect(await exchange(u.id)).toBe('988');
    expect(await houseHolds(t.db, 'earn')).toBe('12');
    expect(await references(`lockup:${view.id}:`)).toEqual([
      `lockup_deposit lockup:${view.id}:deposit`,
      `lockup_redeem lockup:${view.id}:redeem`,
    ]);
    // Redeemed: no day pays any more, and it cannot be redeemed twice.
    expect(await accrueLockups(deps(), startOf(view) + 5 * DAY)).toBe(0);
    expect(failure(await redeem(u.token, view.id)).code).toBe('LOCKUP_NOT_IN_PROGRESS');
    expect(await exchange(u.id)).toBe('988');
    await expectLedgerClean(t.db);
  });

  it("after a paid day charges only the remaining days; another user's order is not found", async () => {
    const p = await product();
    const u = await user('1000');
    const other = await user('0');
    const view = ok<LockupOrderView>(await deposit(u.token, p.id, '1000'));
    await accrueLockups(deps(), startOf(view) + DAY);
    expect((await orders(u.token)).data[0]).toMatchObject({ remaining_days: 2, penalty_now: '8' });

    expect(failure(await redeem(other.token, view.id)).code).toBe('ORDER_NOT_FOUND');
    expect(failure(await redeem(u.token, 999_999)).code).toBe('ORDER_NOT_FOUND');
    expect(failure(await t.post('/api/lh/deposit/order/cancel', { id: 'x' }, u.token)).code).toBe(
      'PARAMETER_ERROR',
    );
    expect((await orders(other.token)).data).toEqual([]);

    const done = ok<LockupOrderView>(await redeem(u.token, view.id));
    expect(done).toMatchObject({ status: 2, penalty: '8', accrued: '4' });
    expect(await exchange(u.id)).toBe('996'); // 4 yield + 992 back
    await expectLedgerClean(t.db);
  });

  it('concurrent redemptions of one order: exactly one goes through', async () => {
    const p = await product();
    const u = await user('1000');
    const view = ok<LockupOrderView>(await deposit(u.token, p.id, '1000'));
    const answers = await Promise.all(Array.from({ length: 4 }, () => redeem(u.token, view.id)));
    expect(answers.filter(succeeded)).toHaveLength(1);
    for (const res of answers.filter((r) => !succeeded(r)))
      expect(failure(res).code).toBe('LOCKUP_NOT_IN_PROGRESS');
    expect(await exchange(u.id)).toBe('988');
    await expectLedgerClean(t.db);
  });

  it('racing the daily accrual has exactly one outcome', async () => {
    const p = await product();
    for (let round = 0; round < 4; round++) {
      const u = await user('1000');
      const view = ok<LockupOrderView>(await deposit(u.token, p.id, '1000'));
      const [, res] = await Promise.all([
        accrueLockups(deps(), startOf(view) + DAY + 1_000),
        redeem(u.token, view.id),
      ]);
      const done = ok<LockupOrderView>(res);
      const [row] = (await orders(u.token)).data;
      expect(row).toMatchObject({ status: 2, penalty: done.penalty });
      // Either the day was paid first (4, then 2 days' penalty: 8) or the redemption came first
      // (no day paid, 12): never both, never neither.
      if (row!.days_paid === 1) {
        expect(row).toMatchObject({ accrued: '4', penalty: '8' });
        expect(await exchange(u.id)).toBe('996');
      } else {
        expect(row).toMatchObject({ days_paid: 0, accrued: '0', penalty: '12' });
        expect(await exchange(u.id)).toBe('988');
      }
      expect(await accrueLockups(deps(), startOf(view) + 4 * DAY)).toBe(0);
    }
    await expectLedgerClean(t.db);
  });
});

describe('earnSummary (finance tab)', () => {
  it('answers orders in progress, principal held and yield less penalties', async () => {
    const p = await product();
    const u = await user('3000');
    const first = ok<LockupOrderView>(await deposit(u.token, p.id, '1000'));
    const second = ok<LockupOrderView>(await deposit(u.token, p.id, '2000'));
    await accrueLockups(deps(), startOf(first) + DAY); // 4 + 8
    ok(await redeem(u.token, second.id)); // penalty 0.004 × 2 × 2000 = 16
    expect(await earnSummary(t.db, u.id)).toEqual({
      product: 'lockup',
      active: 1,
      held: [{ currency: 'USDT', amount: '1000' }],
      earned: [{ currency: 'USDT', amount: '-4' }],
    });
    const fresh = await user('0');
    expect(await earnSummary(t.db, fresh.id)).toEqual({
      product: 'lockup',
      active: 0,
      held: [],
      earned: [],
    });
  });
});

describe('operator lock-up products', () => {
  const audits = () =>
    t.db
      .selectFrom('audit_log')
      .select(['admin_id', 'action', 'entity_id'])
      .orderBy('id')
      .execute();

  it('creates closed, edits, opens and closes (audited); auditors only read', async () => {
    const created = ok<AdminLockupProductView>(await save(op.token, SPEC_PRODUCT));
    expect(created).toMatchObject({
      name: SPEC_PRODUCT.name,
      category: 'lock',
      open: false,
      active_orders: 0,
      held: '0',
    });
    expect(ok(await t.get('/api/lh/deposit/config'))).toEqual([]);
    ok(await save(op.token, { id: created.id, category: 'mining', daily_rate: '0.003' }));
    ok(await setOpen(op.token, created.id, true));
    const listed = ok<LockupProductView[]>(
      await t.get('/api/lh/deposit/config', { category: 'mining' }),
    );
    expect(listed.map((p) => [p.id, p.daily_rate])).toEqual([[created.id, '0.003']]);
    ok(await setOpen(op.token, created.id, false));
    expect(ok(await t.get('/api/lh/deposit/config'))).toEqual([]);
    expect((await audits()).map((a) => [a.admin_id, a.action, a.entity_id])).toEqual([
      [op.id, 'lockup_product.create', String(created.id)],
      [op.id, 'lockup_product.update', String(created.id)],
      [op.id, 'lockup_product.open', String(created.id)],
      [op.id, 'lockup_product.close', String(created.id)],
    ]);

    const auditor = await t.admin('auditor');
    const all = ok<AdminLockupProductView[]>(
      await t.get('/api/admin/lockup/products', {}, auditor.token),
    );
    expect(all.map((p) => p.id)).toEqual([created.id]);
    expect(failure(await save(auditor.token, SPEC_PRODUCT)).code).toBe('FORBIDDEN');
    expect(failure(await setOpen(auditor.token, created.id, true)).code).toBe('FORBIDDEN');
    const u = await user('0');
    expect(failure(await save(u.token, SPEC_PRODUCT)).code).toBe('SESSION_INVALID');
    expect(await countRows(t.db, 'lockup_products')).toBe(1);
  });

  it('refuses incomplete or impossible terms', async () => {
    const { name: _name, ...noName } = SPEC_PRODUCT;
    expect(failure(await save(op.token, noName)).code).toBe('PARAMETER_ERROR');
    expect(failure(await save(op.token, { ...SPEC_PRODUCT, category: 'casino' })).code).toBe(
      'PARAMETER_ERROR',
    );
    expect(failure(await save(op.token, { ...SPEC_PRODUCT, daily_rate: '-0.1' })).code).toBe(
      'PARAMETER_ERROR',
    );
    expect(failure(await save(op.token, { ...SPEC_PRODUCT, lock_days: 0 })).code).toBe(
      'PARAMETER_ERROR',
    );
    expect(failure(await save(op.token, { ...SPEC_PRODUCT, currency_id: 99_999 })).code).toBe(
      'PARAMETER_ERROR',
    );
    // 0.05 × 30 days would take more than the principal.
    expect(
      failure(await save(op.token, { ...SPEC_PRODUCT, penalty_ratio: '0.05', lock_days: 30 })).code,
    ).toBe('LOCKUP_TERMS_INVALID');
    expect(failure(await save(op.token, { id: 12_345, daily_rate: '0.001' })).code).toBe(
      'LOCKUP_PRODUCT_UNKNOWN',
    );
    expect(await countRows(t.db, 'lockup_products')).toBe(0);
  });
});
