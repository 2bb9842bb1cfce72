import {
  loanRules,
  type LoanSocketEvent,
  type LoanView,
  type NotificationView,
  type Page,
} from '@meridian/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { loanInterestJob } from '../../jobs/loan-interest.js';
import { balanceOf, BTC, expectLedgerClean, ok, USDT } from '../../testing/money.js';
import { houseHolds } from '../../testing/rows.js';
import { withSockets } from '../../testing/sockets.js';
import { trader, type Trader } from '../../testing/traders.js';
import { nodeDeps, tradingApp, type TradingTestApp } from '../../testing/trading.js';
import { accrueLoanInterest } from './index.js';

/*
 * The engine watching loans (issue #19 item 3), driven by a replayed feed tick by tick: the
 * margin call told once at its tick, liquidation selling just enough collateral at the tick's
 * price with the ledger clean, and the hourly interest charged exactly once per loan-hour.
 */

const PRICES = { 'BTC/USDT': '60000', 'ETH/USDT': '3000' };
const CHANGE = 2;
const HOUR = 3_600_000;

let t: TradingTestApp;
beforeEach(async () => {
  t = await tradingApp(PRICES);
  const op = await t.admin('operator');
  ok(await t.post('/api/admin/loans/pool', { limit: '1000000' }, op.token));
});
afterEach(() => t.close());

async function openLoan(u: Trader, body: Record<string, unknown> = {}) {
  const loan = ok<LoanView>(
    await t.post(
      '/api/loan/borrow',
      { currency_id: BTC, collateral: '1', amount: '39000', ...body },
      u.token,
    ),
  );
  await t.settle();
  return loan;
}
const row = (id: number) =>
  t.db.selectFrom('loans').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const eventsOf = (id: number) =>
  t.db.selectFrom('loan_events').selectAll().where('loan_id', '=', id).orderBy('id').execute();
const num = (v: string | null) => (v === null ? null : String(Number(v)));

async function inbox(token: string) {
  // Notifications are written in batches a moment after the commit.
  await new Promise((resolve) => setTimeout(resolve, 400));
  return ok<Page<NotificationView>>(await t.get('/api/notification/list', {}, token)).data;
}

describe('margin call', () => {
  it('is told once at the tick that takes the LTV to 75 %, in the inbox and on the socket', async () => {
    const u = await trader(t, { [CHANGE]: { [BTC]: '1' } });
    const loan = await openLoan(u);
    // Debt 39000.39: margin call at 52000.52.
    expect(loan.margin_call_price).toBe('52000.52');
    await withSockets(t, [u.token], async ([socket]) => {
      const heard: LoanSocketEvent[] = [];
      socket.on('loan', (e: LoanSocketEvent) => heard.push(e));
      await t.tick('BTC/USDT', '52000.53');
      expect((await row(loan.id)).margin_call_at).toBeNull();
      const time = await t.tick('BTC/USDT', '52000');
      await t.tick('BTC/USDT', '51000');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toEqual([{ id: loan.id, kind: 'margin_call' }]);
      const calls = (await eventsOf(loan.id)).filter((e) => e.kind === 'margin_call');
      expect(calls).toHaveLength(1);
      expect(Number(calls[0]!.tick_time)).toBe(time);
      expect(num(calls[0]!.price)).toBe('52000');
      expect(num(calls[0]!.ltv)).toBe('0.750008'); // 39000.39 / 52000 = 0.7500075
    });
    const notes = await inbox(u.token);
    expect(notes.filter((n) => n.kind === 'loan_margin_call')).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      kind: 'loan_margin_call',
      params: {
        loan_id: loan.id,
        currency: 'BTC',
        symbol: 'BTC/USDT',
        price: '52000',
        // 39000.39 / 0.83 = 46988.4216…, cut to the pair's 2 decimals as the screens show it.
        liquidation_price: '46988.42',
      },
    });
    const view = ok<Page<LoanView>>(await t.get('/api/loan/list', {}, u.token)).data[0]!;
    expect(view).toMatchObject({ margin_called: true, price: '51000' });
  });

  it('is told again after the price took the LTV back to 65 %', async () => {
    const u = await trader(t, { [CHANGE]: { [BTC]: '1' } });
    const loan = await openLoan(u);
    await t.tick('BTC/USDT', '52000');
    await t.tick('BTC/USDT', '59000'); // 66 %: still called
    expect((await row(loan.id)).margin_call_at).not.toBeNull();
    await t.tick('BTC/USDT', '60001'); // back under 65 %: re-armed
    expect((await row(loan.id)).margin_call_at).toBeNull();
    await t.tick('BTC/USDT', '51999');
    expect((await eventsOf(loan.id)).filter((e) => e.kind === 'margin_call')).toHaveLength(2);
  });

  it('is re-armed when the user adds collateral, and a topped-up loan is not liquidated', async () => {
    const u = await trader(t, { [CHANGE]: { [BTC]: '2' } });
    const loan = await openLoan(u);
    await t.tick('BTC/USDT', '52000');
    const topped = ok<LoanView>(
      await t.post('/api/loan/collateral/add', { id: loan.id, amount: '1' }, u.token),
    );
    await t.settle();
    expect(topped.margin_called).toBe(false);
    // The old liquidation price, 46988.42…, no longer liquidates 2 BTC.
    await t.tick('BTC/USDT', '46000');
    expect((await row(loan.id)).status).toBe('open');
    // 46000 is 42 % now: no margin call either.
    expect((await eventsOf(loan.id)).filter((e) => e.kind === 'margin_call')).toHaveLength(1);
  });
});

describe('liquidation', () => {
  it('sells just enough collateral at the tick’s price to repay, returns the rest, ledger clean', async () => {
    const u = await trader(t, { [CHANGE]: { [BTC]: '1' } });
    const loan = await openLoan(u);
    const liq = loan.liquidation_price!;
    expect(liq).toBe(loanRules.liquidationPrice('39000.39', '1'));
    expect(Number(liq)).toBeCloseTo(46988.42, 2);
    const lent = await houseHolds(t.db, 'lending');

    await t.tick('BTC/USDT', '50000'); // margin call on the way down
    await t.tick('BTC/USDT', '46988.43'); // just above: nothing
    expect((await row(loan.id)).status).toBe('open');
    const time = await t.tick('BTC/USDT', '46988');
    const closed = await row(loan.id);
    expect(closed.status).toBe('liquidated');
    expect(Number(closed.liq_tick_time)).toBe(time);
    const debt = closed.liq_debt!;
    const expected = loanRules.liquidate(debt, '1', '46988', 6);
    // Within the hour it opened in, the debt is 39000.39: 0.830008 BTC sold for 39000.415904.
    if (num(debt) === '39000.39')
      expect(expected).toMatchObject({ sold: '0.830008', proceeds: '39000.415904' });
    expect({
      price: num(closed.liq_price),
      sold: num(closed.liq_sold),
      returned: num(closed.liq_returned),
      surplus: num(closed.liq_surplus),
      shortfall: num(closed.liq_shortfall),
    }).toEqual({
      price: '46988',
      sold: expected.sold,
      returned: expected.returned,
      surplus: expected.surplus,
      shortfall: '0',
    });
    // The rest of the BTC is back in available; the borrowed USDT stays the user's, with the
    // sale's rounding surplus.
    expect(await balanceOf(t.db, u.id, BTC)).toEqual({ available: expected.returned, frozen: '0' });
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({
      available: num(loanRules.debtOf('39000', expected.surplus)),
      frozen: '0',
    });
    // The pool is repaid the debt; the exchange bought the BTC at the tick's price.
    expect(await houseHolds(t.db, 'lending')).toBe(num(loanRules.debtOf(lent, debt)));
    expect(await houseHolds(t.db, 'exchange', BTC)).toBe(expected.sold);
    const tick = await t.db
      .selectFrom('market_ticks')
      .select(['price', 'decisive'])
      .where('symbol', '=', 'BTC/USDT')
      .where('time', '=', time)
      .executeTakeFirstOrThrow();
    expect(tick.decisive).toBe(true);
    const pool = ok<{ pool: { lent: string } }>(await t.get('/api/loan/config')).pool;
    expect(pool.lent).toBe('0');
    await expectLedgerClean(t.db);

    const view = ok<Page<LoanView>>(await t.get('/api/loan/list', {}, u.token)).data[0]!;
    expect(view).toMatchObject({
      status: 'liquidated',
      debt: '0',
      liquidation: { price: '46988', tick_time: time, sold: expected.sold },
    });
    const notes = await inbox(u.token);
    expect(notes.map((n) => n.kind)).toEqual(['loan_liquidated', 'loan_margin_call']);
    // A later tick does nothing more.
    await t.tick('BTC/USDT', '40000');
    expect(
      await t.db
        .selectFrom('ledger_postings')
        .select('id')
        .where('reason', '=', 'loan_liquidation')
        .execute(),
    ).toHaveLength(1);
  });

  it('after a gap sells everything and the insurance, never the user, bears the shortfall', async () => {
    const u = await trader(t, { [CHANGE]: { [BTC]: '1', [USDT]: '500' } });
    const loan = await openLoan(u);
    await t.tick('BTC/USDT', '30000');
    const closed = await row(loan.id);
    expect(closed.status).toBe('liquidated');
    expect(num(closed.liq_sold)).toBe('1');
    expect(num(closed.liq_shortfall)).toBe(num(loanRules.debtOf(closed.liq_debt!, '-30000')));
    expect(await balanceOf(t.db, u.id, BTC)).toEqual({ available: '0', frozen: '0' });
    // The user keeps the borrowed USDT and their own 500; nothing else is taken.
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '39500', frozen: '0' });
    await expectLedgerClean(t.db);
  });

  it('liquidates once when a repayment races the crossing tick', async () => {
    const u = await trader(t, { [CHANGE]: { [BTC]: '1', [USDT]: '100' } });
    const loan = await openLoan(u);
    const [, res] = await Promise.all([
      t.tick('BTC/USDT', '46000'),
      t.post('/api/loan/repay', { id: loan.id, all: 1 }, u.token),
    ]);
    await t.settle();
    const body = res.json<{ type: string; code?: string }>();
    const closed = await row(loan.id);
    if (body.type === 'ok') expect(closed.status).toBe('repaid');
    else {
      expect(body.code).toBe('LOAN_NOT_OPEN');
      expect(closed.status).toBe('liquidated');
    }
    expect(await balanceOf(t.db, u.id, BTC)).toMatchObject({ frozen: '0' });
    await expectLedgerClean(t.db);
  });

  it('loads open loans when a node takes the lead, and liquidates from the replayed ticks', async () => {
    const u = await trader(t, { [CHANGE]: { [BTC]: '1' } });
    const loan = await openLoan(u);
    // The engine reloads everything from the database, as a new leader would.
    const module = (await import('./loans.engine.js')).createLoansModule(nodeDeps(t));
    const work = await module.loadAll();
    expect(work.triggers.filter((tr) => tr.id === loan.id).map((tr) => tr.tag)).toEqual([
      'liq',
      'call',
    ]);
    await t.tick('BTC/USDT', '45000');
    expect((await row(loan.id)).status).toBe('liquidated');
    expect((await module.load([loan.id])).triggers).toEqual([]);
  });
});

describe('hourly interest', () => {
  it('charges each loan-hour once, across a second run, a second leader and a catch-up', async () => {
    const u = await trader(t, { [CHANGE]: { [BTC]: '2' } });
    const loan = await openLoan(u);
    const opened = Number((await row(loan.id)).interest_hour);
    const next = opened * HOUR; // the start of the next clock hour
    expect(num((await row(loan.id)).interest)).toBe('0.39');

    // Before the next hour starts nothing is due.
    expect(await accrueLoanInterest(nodeDeps(t), next - 1)).toBe(0);
    expect(await accrueLoanInterest(nodeDeps(t), next)).toBe(1);
    expect(await accrueLoanInterest(nodeDeps(t), next + 1000)).toBe(0);
    // Another node that takes the lead runs the job at once: nothing twice.
    const job = loanInterestJob((now) => accrueLoanInterest(nodeDeps(t), now));
    expect(await job.run(next + 5000)).toBe(0);
    expect(num((await row(loan.id)).interest)).toBe('0.78');
    expect(job.nextRun(next + 5000)).toBe(next + HOUR);

    // Three hours with no node running: each caught up once.
    expect(await job.run(next + 3 * HOUR + 10)).toBe(1);
    expect(await job.run(next + 3 * HOUR + 20)).toBe(0);
    expect(num((await row(loan.id)).interest)).toBe('1.95');
    expect(Number((await row(loan.id)).interest_hour)).toBe(opened + 4);
    await t.settle();
    // The engine moved the trigger prices with the debt.
    const view = ok<Page<LoanView>>(await t.get('/api/loan/list', {}, u.token)).data[0]!;
    expect(view.debt).toBe('39001.95');
    expect(view.liquidation_price).toBe(loanRules.liquidationPrice('39001.95', '1'));
    await expectLedgerClean(t.db);
  });

  it('moves the liquidation price up as interest accrues, so a later tick liquidates', async () => {
    const op = await t.admin('operator');
    ok(
      await t.post(
        '/api/admin/loans/collateral',
        { currency_id: BTC, hourly_rate: '0.01', enabled: 1 },
        op.token,
      ),
    );
    const u = await trader(t, { [CHANGE]: { [BTC]: '1' } });
    const loan = await openLoan(u, { amount: '30000' });
    // Debt 30300: liquidation at 36506.02…; ten more hours → 33300: 40120.48….
    await t.tick('BTC/USDT', '38000');
    expect((await row(loan.id)).status).toBe('open');
    const opened = Number((await row(loan.id)).interest_hour);
    await accrueLoanInterest(nodeDeps(t), (opened + 9) * HOUR);
    await t.settle();
    await t.tick('BTC/USDT', '38000.01');
    const closed = await row(loan.id);
    expect(closed.status).toBe('liquidated');
    expect(num(closed.liq_debt)).toBe('33300');
    await expectLedgerClean(t.db);
  });
});
