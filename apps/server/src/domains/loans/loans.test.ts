import {
  loanRules,
  type AdminLoanConfigView,
  type AdminLoanView,
  type LoanConfigView,
  type LoanEventView,
  type LoanPoolView,
  type LoanView,
  type Page,
} from '@meridian/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  balanceOf,
  BTC,
  ETH,
  expectLedgerClean,
  failure,
  fund,
  ok,
  succeeded,
  USDT,
} from '../../testing/money.js';
import { countRows, houseHolds } from '../../testing/rows.js';
import { submitWithKey, trader, type Trader } from '../../testing/traders.js';
import { tradingApp, type TradingTestApp } from '../../testing/trading.js';

/*
 * Crypto loans over HTTP (issue #19 item 3): every call, bad input, another user's loan, refusals
 * that change nothing, racing submits, and the operators' calls. The engine's margin call,
 * liquidation and the hourly interest are in loans.engine.test.ts.
 */

const PRICES = { 'BTC/USDT': '60000', 'ETH/USDT': '3000' };
const CHANGE = 2;

let t: TradingTestApp;
let op: { token: string; id: number };
beforeEach(async () => {
  t = await tradingApp(PRICES);
  op = await t.admin('operator');
  ok(await t.post('/api/admin/loans/pool', { limit: '1000000' }, op.token));
});
afterEach(() => t.close());

const borrower = (btc = '2', usdt = '0') => trader(t, { [CHANGE]: { [BTC]: btc, [USDT]: usdt } });
const borrow = (u: Trader, body: Record<string, unknown> = {}) =>
  t.post(
    '/api/loan/borrow',
    { currency_id: BTC, collateral: '1', amount: '39000', ...body },
    u.token,
  );
const loansOf = async (u: Trader) =>
  ok<Page<LoanView>>(await t.get('/api/loan/list', {}, u.token)).data;
const pool = async () => ok<LoanConfigView>(await t.get('/api/loan/config')).pool;
const btc = (u: Trader) => balanceOf(t.db, u.id, BTC);
const usdt = (u: Trader) => balanceOf(t.db, u.id, USDT);
const loanRow = (id: number) =>
  t.db.selectFrom('loans').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** What a refused request must leave as it was. */
async function snapshot(u: Trader) {
  return {
    btc: await btc(u),
    usdt: await usdt(u),
    loans: await countRows(t.db, 'loans'),
    events: await countRows(t.db, 'loan_events'),
    postings: await countRows(t.db, 'ledger_postings'),
    pool: await pool(),
  };
}

describe('config', () => {
  it('publishes the coin lent, the three levels, the pool and each collateral’s APR (public)', async () => {
    const config = ok<LoanConfigView>(await t.get('/api/loan/config'));
    expect(config).toMatchObject({
      loan_currency_id: USDT,
      loan_currency: 'USDT',
      levels: { initial: '0.65', margin_call: '0.75', liquidation: '0.83' },
      pool: { limit: '1000000', lent: '0', available: '1000000' },
    });
    expect(config.collaterals.map((c) => [c.currency, c.symbol, c.hourly_rate, c.apr])).toEqual([
      ['BTC', 'BTC/USDT', '0.00001', '0.0876'],
      ['ETH', 'ETH/USDT', '0.000012', '0.10512'],
    ]);
    expect(config.collaterals[0]).toMatchObject({ price_precision: 2, amount_precision: 6 });
  });
});

describe('borrowing', () => {
  it('lends 39,000 USDT against 1 BTC at 60,000 (65 %): collateral frozen, pool drawn, first hour charged', async () => {
    const u = await borrower('2');
    const loan = ok<LoanView>(await borrow(u));
    expect(loan).toMatchObject({
      status: 'open',
      currency: 'BTC',
      symbol: 'BTC/USDT',
      loan_currency: 'USDT',
      collateral: '1',
      borrowed: '39000',
      principal: '39000',
      interest: '0.39',
      debt: '39000.39',
      next_hour_interest: '0.39',
      apr: '0.0876',
      open_price: '60000',
      price: '60000',
      ltv: '0.650007',
      margin_call_price: '52000.52',
      liquidation_price: loanRules.liquidationPrice('39000.39', '1'),
      withdrawable: '0',
      margin_called: false,
      liquidation: null,
    });
    expect(await btc(u)).toEqual({ available: '1', frozen: '1' });
    expect(await usdt(u)).toEqual({ available: '39000', frozen: '0' });
    expect(await pool()).toEqual({ limit: '1000000', lent: '39000', available: '961000' });
    expect(await houseHolds(t.db, 'lending')).toBe('-39000');
    // The tick the LTV was checked at is kept as evidence.
    const tick = await t.db
      .selectFrom('market_ticks')
      .select('decisive')
      .where('symbol', '=', 'BTC/USDT')
      .where('time', '=', loan.open_tick_time)
      .executeTakeFirstOrThrow();
    expect(tick.decisive).toBe(true);
    const events = ok<Page<LoanEventView>>(
      await t.get('/api/loan/events', { id: loan.id }, u.token),
    );
    expect(events.data).toMatchObject([
      { kind: 'borrow', amount: '39000', currency: 'USDT', price: '60000', ltv: '0.650007' },
    ]);
    await expectLedgerClean(t.db);
  });

  it('refuses more than 65 % of the collateral’s value, saying the most, and changes nothing', async () => {
    const u = await borrower('2');
    const before = await snapshot(u);
    const res = failure(await borrow(u, { amount: '39000.01' }));
    expect(res.code).toBe('LOAN_LTV_TOO_HIGH');
    expect(res.message).toContain('39000');
    expect(await snapshot(u)).toEqual(before);
  });

  it('refuses collateral the user does not have and changes nothing', async () => {
    const u = await borrower('0.5');
    const before = await snapshot(u);
    expect(failure(await borrow(u)).code).toBe('INSUFFICIENT_BALANCE');
    expect(await snapshot(u)).toEqual(before);
  });

  it('refuses clearly when the pool is exhausted, naming what is left', async () => {
    ok(await t.post('/api/admin/loans/pool', { limit: '50000' }, op.token));
    const a = await borrower('2');
    ok(await borrow(a));
    const before = await snapshot(a);
    const res = failure(await borrow(a, { amount: '20000' }));
    expect(res.code).toBe('LOAN_POOL_EXHAUSTED');
    expect(res.message).toContain('11000');
    expect(await snapshot(a)).toEqual(before);
    // What is left can still be lent.
    ok(await borrow(a, { amount: '11000', collateral: '0.5' }));
    expect(await pool()).toMatchObject({ lent: '50000', available: '0' });
  });

  it('lends nothing until a limit is published', async () => {
    ok(await t.post('/api/admin/loans/pool', { limit: '0' }, op.token));
    const u = await borrower('2');
    expect(failure(await borrow(u)).code).toBe('LOAN_POOL_EXHAUSTED');
  });

  it('refuses bad input with a clear error and no write', async () => {
    const u = await borrower('2');
    const before = await snapshot(u);
    for (const body of [
      { currency_id: USDT },
      { currency_id: 999 },
      { amount: '-1' },
      { amount: 'abc' },
      { amount: '0' },
      { collateral: '1.123456789' },
      { amount: '1000000000000000' },
      { currency_id: 'x' },
    ]) {
      const res = failure(await borrow(u, body));
      expect(res.type).toBe('error');
      expect(['LOAN_COLLATERAL_UNAVAILABLE', 'PARAMETER_ERROR', 'AMOUNT_TOO_LARGE']).toContain(
        res.code,
      );
    }
    expect(failure(await borrow(u, { currency_id: USDT })).message).toContain('collateral');
    expect(await snapshot(u)).toEqual(before);
  });

  it('needs a login', async () => {
    const res = await t.post('/api/loan/borrow', {
      currency_id: BTC,
      collateral: '1',
      amount: '1',
    });
    expect(res.json()).toMatchObject({ type: '999' });
  });

  it('takes ETH too, valued by ETH/USDT', async () => {
    const u = await trader(t, { [CHANGE]: { [ETH]: '10' } });
    const loan = ok<LoanView>(
      await borrow(u, { currency_id: ETH, collateral: '10', amount: '19500' }),
    );
    expect(loan).toMatchObject({ currency: 'ETH', symbol: 'ETH/USDT', ltv: '0.650008' });
    expect(await balanceOf(t.db, u.id, ETH)).toEqual({ available: '0', frozen: '10' });
  });
});

describe('repaying', () => {
  it('pays interest first, then principal; the whole debt closes the loan and frees the collateral', async () => {
    const u = await borrower('2');
    const loan = ok<LoanView>(await borrow(u));
    const part = ok<LoanView>(
      await t.post('/api/loan/repay', { id: loan.id, amount: '1000' }, u.token),
    );
    expect(part).toMatchObject({ status: 'open', interest: '0', principal: '38000.39' });
    expect(await pool()).toMatchObject({ lent: '38000.39' });
    expect(await usdt(u)).toEqual({ available: '38000', frozen: '0' });

    // Enough to cover it, with 38000 of the borrowed USDT back in hand.
    await fund(t.db, u.id, USDT, '100');
    const done = ok<LoanView>(await t.post('/api/loan/repay', { id: loan.id, all: 1 }, u.token));
    expect(done).toMatchObject({ status: 'repaid', principal: '0', interest: '0', debt: '0' });
    expect(done.closed_at).not.toBeNull();
    expect(await btc(u)).toEqual({ available: '2', frozen: '0' });
    expect(await usdt(u)).toEqual({ available: '99.61', frozen: '0' });
    expect(await pool()).toMatchObject({ lent: '0' });
    // The pool got its principal back and 0.39 of interest.
    expect(await houseHolds(t.db, 'lending')).toBe('0.39');
    expect((await loanRow(loan.id)).interest_paid).toMatch(/^0\.39/);
    const bill = await t.db
      .selectFrom('ledger_postings')
      .select('reason')
      .where('user_id', '=', u.id)
      .where('reason', 'like', 'loan_%')
      .orderBy('id')
      .execute();
    expect(bill.map((p) => p.reason)).toEqual(['loan_borrow', 'loan_repay', 'loan_repay']);
    await expectLedgerClean(t.db);
  });

  it('repays no more than the debt when asked for more', async () => {
    const u = await borrower('2', '100');
    const loan = ok<LoanView>(await borrow(u));
    const done = ok<LoanView>(
      await t.post('/api/loan/repay', { id: loan.id, amount: '50000' }, u.token),
    );
    expect(done.status).toBe('repaid');
    expect(await usdt(u)).toEqual({ available: '99.61', frozen: '0' });
    await expectLedgerClean(t.db);
  });

  it('refuses a repayment the user cannot pay and changes nothing', async () => {
    const u = await borrower('2');
    const loan = ok<LoanView>(await borrow(u));
    const before = await snapshot(u);
    expect(failure(await t.post('/api/loan/repay', { id: loan.id, all: 1 }, u.token)).code).toBe(
      'INSUFFICIENT_BALANCE',
    );
    expect(await snapshot(u)).toEqual(before);
    expect((await loanRow(loan.id)).status).toBe('open');
  });

  it('needs an amount or all, and refuses a closed loan', async () => {
    const u = await borrower('2', '100');
    const loan = ok<LoanView>(await borrow(u));
    expect(failure(await t.post('/api/loan/repay', { id: loan.id }, u.token)).code).toBe(
      'PARAMETER_ERROR',
    );
    ok(await t.post('/api/loan/repay', { id: loan.id, all: 1 }, u.token));
    expect(failure(await t.post('/api/loan/repay', { id: loan.id, all: 1 }, u.token)).code).toBe(
      'LOAN_NOT_OPEN',
    );
  });
});

describe('collateral', () => {
  it('adds collateral at any time and withdraws it while the LTV stays at or below 65 %', async () => {
    const u = await borrower('3');
    const loan = ok<LoanView>(await borrow(u));
    const added = ok<LoanView>(
      await t.post('/api/loan/collateral/add', { id: loan.id, amount: '1' }, u.token),
    );
    // 39000.39 / (60000 × 0.65) = 1.00001 must stay: 0.99999 may go.
    expect(added).toMatchObject({ collateral: '2', withdrawable: '0.99999' });
    expect(await btc(u)).toEqual({ available: '1', frozen: '2' });

    const before = await snapshot(u);
    const res = failure(
      await t.post('/api/loan/collateral/withdraw', { id: loan.id, amount: '1' }, u.token),
    );
    expect(res.code).toBe('LOAN_WITHDRAW_TOO_MUCH');
    expect(res.message).toContain('0.99999 BTC');
    expect(await snapshot(u)).toEqual(before);

    const out = ok<LoanView>(
      await t.post('/api/loan/collateral/withdraw', { id: loan.id, amount: '0.99999' }, u.token),
    );
    expect(out).toMatchObject({ collateral: '1.00001', withdrawable: '0' });
    expect(await btc(u)).toEqual({ available: '1.99999', frozen: '1.00001' });
    const events = ok<Page<LoanEventView>>(
      await t.get('/api/loan/events', { id: loan.id }, u.token),
    );
    expect(events.data.map((e) => e.kind)).toEqual([
      'collateral_withdraw',
      'collateral_add',
      'borrow',
    ]);
    expect(events.data[0]).toMatchObject({ price: '60000', collateral_after: '1.00001' });
    await expectLedgerClean(t.db);
  });

  it('refuses to add collateral the user does not have and changes nothing', async () => {
    const u = await borrower('1');
    const loan = ok<LoanView>(await borrow(u));
    const before = await snapshot(u);
    expect(
      failure(await t.post('/api/loan/collateral/add', { id: loan.id, amount: '0.1' }, u.token))
        .code,
    ).toBe('INSUFFICIENT_BALANCE');
    expect(await snapshot(u)).toEqual(before);
  });
});

describe('another user’s loan', () => {
  it('is not found for every call, and nothing changes', async () => {
    const owner = await borrower('3', '100');
    const loan = ok<LoanView>(await borrow(owner, { amount: '1000' }));
    const other = await borrower('3', '50000');
    const before = await snapshot(other);
    for (const [url, body] of [
      ['/api/loan/repay', { id: loan.id, all: 1 }],
      ['/api/loan/repay', { id: loan.id, amount: '10' }],
      ['/api/loan/collateral/add', { id: loan.id, amount: '1' }],
      ['/api/loan/collateral/withdraw', { id: loan.id, amount: '0.1' }],
    ] as const) {
      expect(failure(await t.post(url, body, other.token)).code).toBe('LOAN_NOT_FOUND');
    }
    expect(failure(await t.get('/api/loan/events', { id: loan.id }, other.token)).code).toBe(
      'LOAN_NOT_FOUND',
    );
    expect(await loansOf(other)).toEqual([]);
    expect(await snapshot(other)).toEqual(before);
    expect((await loanRow(loan.id)).collateral).toMatch(/^1(\.0*)?$/);
  });
});

describe('racing submits', () => {
  it('one borrow for two submits with the same Idempotency-Key', async () => {
    const u = await borrower('2');
    const body = { currency_id: BTC, collateral: '1', amount: '1000' };
    const [a, b] = await Promise.all([
      submitWithKey(t, '/api/loan/borrow', body, u.token, 'borrow-key-1'),
      submitWithKey(t, '/api/loan/borrow', body, u.token, 'borrow-key-1'),
    ]);
    expect(ok<LoanView>(a).id).toBe(ok<LoanView>(b).id);
    expect(await loansOf(u)).toHaveLength(1);
    expect(await btc(u)).toEqual({ available: '1', frozen: '1' });
    await expectLedgerClean(t.db);
  });

  it('two borrows on collateral for one: one loan, the other refused', async () => {
    const u = await borrower('1');
    const results = await Promise.all([
      borrow(u, { amount: '1000' }),
      borrow(u, { amount: '1000' }),
    ]);
    expect(results.filter(succeeded)).toHaveLength(1);
    expect(failure(results.find((r) => !succeeded(r))!).code).toBe('INSUFFICIENT_BALANCE');
    expect(await btc(u)).toEqual({ available: '0', frozen: '1' });
    expect(await pool()).toMatchObject({ lent: '1000' });
    await expectLedgerClean(t.db);
  });

  it('two users on the last of the pool: one is lent it', async () => {
    ok(await t.post('/api/admin/loans/pool', { limit: '30000' }, op.token));
    const [a, b] = [await borrower('2'), await borrower('2')];
    const results = await Promise.all([
      borrow(a, { amount: '30000' }),
      borrow(b, { amount: '30000' }),
    ]);
    expect(results.filter(succeeded)).toHaveLength(1);
    expect(failure(results.find((r) => !succeeded(r))!).code).toBe('LOAN_POOL_EXHAUSTED');
    expect(await pool()).toMatchObject({ lent: '30000', available: '0' });
    await expectLedgerClean(t.db);
  });

  it('two repay-alls: one repays, the other finds the loan closed', async () => {
    const u = await borrower('2', '100');
    const loan = ok<LoanView>(await borrow(u, { amount: '1000' }));
    const results = await Promise.all([
      t.post('/api/loan/repay', { id: loan.id, all: 1 }, u.token),
      t.post('/api/loan/repay', { id: loan.id, all: 1 }, u.token),
    ]);
    expect(results.filter(succeeded)).toHaveLength(1);
    expect(failure(results.find((r) => !succeeded(r))!).code).toBe('LOAN_NOT_OPEN');
    // 1100 − 1000 − 0.01 (one hour at 0.001 %).
    expect(await usdt(u)).toEqual({ available: '99.99', frozen: '0' });
    expect(await btc(u)).toEqual({ available: '2', frozen: '0' });
    await expectLedgerClean(t.db);
  });

  it('two collateral withdrawals that fit once: one goes, the LTV stays within 65 %', async () => {
    const u = await borrower('2');
    const loan = ok<LoanView>(await borrow(u, { collateral: '2' }));
    const results = await Promise.all([
      t.post('/api/loan/collateral/withdraw', { id: loan.id, amount: '0.9' }, u.token),
      t.post('/api/loan/collateral/withdraw', { id: loan.id, amount: '0.9' }, u.token),
    ]);
    expect(results.filter(succeeded)).toHaveLength(1);
    expect(failure(results.find((r) => !succeeded(r))!).code).toBe('LOAN_WITHDRAW_TOO_MUCH');
    expect(await btc(u)).toEqual({ available: '0.9', frozen: '1.1' });
    await expectLedgerClean(t.db);
  });
});

describe('operators', () => {
  it('set a coin’s rate for new loans and switch it off, audited; open loans keep theirs', async () => {
    const u = await borrower('3');
    const old = ok<LoanView>(await borrow(u, { amount: '1000' }));
    const saved = ok<AdminLoanConfigView>(
      await t.post(
        '/api/admin/loans/collateral',
        { currency_id: BTC, hourly_rate: '0.00002', enabled: 1 },
        op.token,
      ),
    );
    expect(saved.collaterals[0]).toMatchObject({
      hourly_rate: '0.00002',
      apr: '0.1752',
      enabled: true,
      open_loans: 1,
      collateral_held: '1',
    });
    const fresh = ok<LoanView>(await borrow(u, { amount: '1000' }));
    expect(fresh.hourly_rate).toBe('0.00002');
    expect((await loanRow(old.id)).hourly_rate).toMatch(/^0\.00001/);

    ok(
      await t.post(
        '/api/admin/loans/collateral',
        { currency_id: BTC, hourly_rate: '0.00002', enabled: 0 },
        op.token,
      ),
    );
    expect(failure(await borrow(u, { amount: '1000' })).code).toBe('LOAN_COLLATERAL_UNAVAILABLE');
    const config = ok<LoanConfigView>(await t.get('/api/loan/config'));
    expect(config.collaterals.map((c) => c.currency)).toEqual(['ETH']);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'admin_id'])
      .where('action', 'like', 'loan.%')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['loan.pool', 'loan.collateral', 'loan.collateral']);
    expect(audit.every((a) => a.admin_id === op.id)).toBe(true);
  });

  it('refuse a rate above 1 % an hour, a bad limit, and an auditor’s writes', async () => {
    for (const body of [
      { currency_id: BTC, hourly_rate: '0.02', enabled: 1 },
      { currency_id: BTC, hourly_rate: 'x', enabled: 1 },
      { currency_id: BTC, hourly_rate: '0.00001', enabled: 'maybe' },
    ])
      expect(failure(await t.post('/api/admin/loans/collateral', body, op.token)).code).toBe(
        'PARAMETER_ERROR',
      );
    expect(failure(await t.post('/api/admin/loans/pool', { limit: '-5' }, op.token)).code).toBe(
      'PARAMETER_ERROR',
    );
    const auditor = await t.admin('auditor');
    expect(
      failure(await t.post('/api/admin/loans/pool', { limit: '5' }, auditor.token)).type,
    ).not.toBe('ok');
    expect(
      ok<LoanPoolView>(await t.post('/api/admin/loans/pool', { limit: '5' }, op.token)),
    ).toEqual({ limit: '5', lent: '0', available: '5' });
    // Users are not operators.
    const u = await borrower('1');
    expect(failure(await t.get('/api/admin/loans', {}, u.token)).type).not.toBe('ok');
  });

  it('list every loan with its owner, by status and by user', async () => {
    const a = await borrower('2', '100');
    const b = await borrower('2');
    const la = ok<LoanView>(await borrow(a, { amount: '100' }));
    ok(await borrow(b, { amount: '200' }));
    ok(await t.post('/api/loan/repay', { id: la.id, all: 1 }, a.token));
    const all = ok<Page<AdminLoanView>>(await t.get('/api/admin/loans', {}, op.token));
    expect(all.total).toBe(2);
    const open = ok<Page<AdminLoanView>>(
      await t.get('/api/admin/loans', { status: 'open' }, op.token),
    );
    expect(open.data.map((l) => [l.user_id, l.borrowed])).toEqual([[b.id, '200']]);
    const ofA = ok<Page<AdminLoanView>>(
      await t.get('/api/admin/loans', { user_id: a.id }, op.token),
    );
    expect(ofA.data.map((l) => l.status)).toEqual(['repaid']);
    expect(ofA.data[0]!.user_email).toContain('@');
    // And each user sees their own, open or closed.
    expect((await loansOf(a)).map((l) => l.status)).toEqual(['repaid']);
    const closed = ok<Page<LoanView>>(await t.get('/api/loan/list', { status: 'closed' }, b.token));
    expect(closed.data).toEqual([]);
  });
});
