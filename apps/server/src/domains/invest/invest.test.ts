import type {
  AdminInvestProductView,
  InvestOrderView,
  InvestProductView,
  Page,
} from '@meridian/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  balanceOf,
  BTC,
  CHANGE,
  ETH,
  expectLedgerClean,
  failure,
  fund,
  ok,
  succeeded,
  USDT,
  userIdOf,
} from '../../testing/money.js';
import { countRows } from '../../testing/rows.js';
import { nodeDeps, tradingApp, type TradingTestApp } from '../../testing/trading.js';
import { settleDue } from './invest.service.js';

let t: TradingTestApp;
let op: { token: string; id: number };
beforeEach(async () => {
  t = await tradingApp({ 'BTC/USDT': '65000', 'ETH/USDT': '3250' });
  op = await t.admin('operator');
});
afterEach(() => t.close());

const DAY = 86_400_000;
/** A product a week out: 0.01 BTC a share, 36.5 % APR, linked 70000, 7 days. */
const BTC_UP = {
  type: 1,
  currency_id: BTC,
  unit_price: '0.01',
  apr: '0.365',
  linked_price: '70000',
  days: 7,
  total_shares: 10,
};

const save = (body: Record<string, unknown>, token = op.token) =>
  t.post('/api/admin/invest/products/save', body, token);
async function product(body: Record<string, unknown> = {}, open = true) {
  const created = ok<AdminInvestProductView>(await save({ ...BTC_UP, ...body }));
  if (open) ok(await t.post('/api/admin/invest/products/open', { id: created.id }, op.token));
  return created;
}
async function user(btc = '1', usdt = '0') {
  const { token } = await t.signUp();
  const id = await userIdOf(t, token);
  if (btc !== '0') await fund(t.db, id, BTC, btc);
  if (usdt !== '0') await fund(t.db, id, USDT, usdt);
  return { token, id };
}
const buy = (token: string | undefined, id: number, num: unknown) =>
  t.post('/api/dual/buyDual', { id, num }, token);
const available = async (userId: number, currency = BTC) =>
  (await balanceOf(t.db, userId, currency, CHANGE)).available;
const sold = async (id: number) =>
  (
    await t.db
      .selectFrom('invest_products')
      .select('sold_shares')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).sold_shares;
const list = async (token: string, body: Record<string, unknown> = {}) =>
  ok<Page<InvestOrderView>>(await t.post('/api/dual/dual_list', body, token));

/** Moves a bought product's window into the past (as time would) and records `prices` in it. */
async function matured(id: number, prices: string[], symbol = 'BTC/USDT') {
  // Two hours ago: before any tick the test feed played when the app started.
  const settleAt = Date.now() - 2 * 3_600_000;
  const start = settleAt - 30 * 60_000;
  await t.db
    .updateTable('invest_products')
    .set({ settle_at: settleAt, window_start: start })
    .where('id', '=', id)
    .execute();
  if (prices.length > 0)
    await t.db
      .insertInto('market_ticks')
      .values(
        prices.map((price, i) => ({
          symbol,
          time: start + 60_000 * (i + 1),
          price,
          volume: '1',
        })),
      )
      .execute();
  return { settleAt, start };
}

// ---- reading -------------------------------------------------------------------------------------

describe('GET /dual/index and /dual/detail', () => {
  it('lists open products of a coin and type with shares, progress and terms; drafts stay hidden', async () => {
    const open = await product();
    const draft = await product({}, false);
    await product({ currency_id: ETH, type: 2, unit_price: '100', linked_price: '3000' });
    const btc = ok<InvestProductView[]>(await t.get('/api/dual/index', { currency_id: BTC }));
    expect(btc.map((p) => p.id)).toEqual([open.id]);
    expect(btc[0]).toMatchObject({
      type: 1,
      currency_name: 'BTC',
      symbol: 'BTC/USDT',
      invest_currency: 'BTC',
      unit_price: '0.01',
      apr: '0.365',
      linked_price: '70000',
      days: 7,
      total_shares: 10,
      sold_shares: 0,
      remaining_shares: 10,
      progress: '0',
      buyable: true,
      settlement_price: null,
    });
    expect(btc[0]!.settle_at - btc[0]!.window_start).toBe(30 * 60_000);
    expect(new Date(btc[0]!.settle_at).getUTCHours()).toBe(8);
    const down = ok<InvestProductView[]>(await t.get('/api/dual/index', { type: 2 }));
    expect(down.map((p) => [p.currency_name, p.invest_currency])).toEqual([['ETH', 'USDT']]);
    expect(ok<InvestProductView[]>(await t.get('/api/dual/index'))).toHaveLength(2);

    expect(ok<InvestProductView>(await t.get('/api/dual/detail', { id: open.id })).id).toBe(
      open.id,
    );
    expect(failure(await t.get('/api/dual/detail', { id: draft.id })).code).toBe(
      'INVEST_PRODUCT_NOT_FOUND',
    );
    expect(failure(await t.get('/api/dual/detail', { id: 'x' })).code).toBe('PARAMETER_ERROR');
    expect(failure(await t.get('/api/dual/index', { type: 3 })).code).toBe('PARAMETER_ERROR');
  });
});

// ---- buying --------------------------------------------------------------------------------------

describe('POST /dual/buyDual', () => {
  it('takes unit price × num from the exchange account into the earn account and records the order', async () => {
    const p = await product();
    const u = await user('1');
    const order = ok<InvestOrderView>(await buy(u.token, p.id, 3));
    expect(order).toMatchObject({
      product_id: p.id,
      shares: 3,
      amount: '0.03',
      invest_currency: 'BTC',
      status: 1,
      payout: null,
      settlement_price: null,
    });
    expect(await available(u.id)).toBe('0.97');
    expect(await sold(p.id)).toBe(3);
    const detail = ok<InvestProductView>(await t.get('/api/dual/detail', { id: p.id }));
    expect([detail.remaining_shares, detail.progress]).toEqual([7, '30']);
    await expectLedgerClean(t.db);
  });

  it('a down product takes USDT', async () => {
    const p = await product({ type: 2, unit_price: '100', linked_price: '60000' });
    const u = await user('0', '1000');
    expect(ok<InvestOrderView>(await buy(u.token, p.id, 2)).amount).toBe('200');
    expect(await available(u.id, USDT)).toBe('800');
  });

  it('refuses bad input, too many shares, a closed product and a visitor; nothing changes', async () => {
    const p = await product();
    const u = await user('1');
    const postings = await countRows(t.db, 'ledger_postings');
    for (const num of [0, -1, '1.5', 'abc', '', '1e2'])
      expect(failure(await buy(u.token, p.id, num)).code).toBe('PARAMETER_ERROR');
    expect(failure(await buy(u.token, p.id, 11))).toMatchObject({ code: 'INVEST_SHARES_EXCEEDED' });
    expect(failure(await buy(u.token, p.id, 11)).message).toContain('10');
    expect(failure(await buy(u.token, 999_999, 1)).code).toBe('INVEST_PRODUCT_NOT_FOUND');
    expect(failure(await buy(undefined, p.id, 1)).code).toBe('SESSION_INVALID');
    ok(await t.post('/api/admin/invest/products/close', { id: p.id }, op.token));
    expect(failure(await buy(u.token, p.id, 1)).code).toBe('INVEST_NOT_BUYABLE');
    expect(await sold(p.id)).toBe(0);
    expect(await available(u.id)).toBe('1');
    expect(await countRows(t.db, 'invest_orders')).toBe(0);
    expect(await countRows(t.db, 'ledger_postings')).toBe(postings);
  });

  it('insufficient balance changes nothing: no shares taken, no order, no posting', async () => {
    const p = await product();
    const u = await user('0.02');
    const postings = await countRows(t.db, 'ledger_postings');
    expect(failure(await buy(u.token, p.id, 3)).code).toBe('INSUFFICIENT_BALANCE');
    expect(await sold(p.id)).toBe(0);
    expect(await countRows(t.db, 'invest_orders')).toBe(0);
    expect(await countRows(t.db, 'ledger_postings')).toBe(postings);
    expect(await available(u.id)).toBe('0.02');
    await expectLedgerClean(t.db);
  });

  it('concurrent buys of the last shares never oversell: 6 users × 2 of 5 left → exactly 2 succeed', async () => {
    const p = await product({ total_shares: 5 });
    const users = await Promise.all(Array.from({ length: 6 }, () => user('1')));
    const answers = await Promise.all(users.map((u) => buy(u.token, p.id, 2)));
    expect(answers.filter(succeeded)).toHaveLength(2);
    expect(answers.filter((a) => !succeeded(a)).map((a) => failure(a).code)).toEqual(
      Array(4).fill('INVEST_SHARES_EXCEEDED'),
    );
    expect(await sold(p.id)).toBe(4);
    expect(await countRows(t.db, 'invest_orders')).toBe(2);
    await expectLedgerClean(t.db);
  });

  it('a double submit with one Idempotency-Key buys once', async () => {
    const p = await product();
    const u = await user('1');
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/dual/buyDual',
        payload: `id=${p.id}&num=1`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: u.token,
          'idempotency-key': 'invest-buy-once-1',
        },
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect(ok<InvestOrderView>(a).id).toBe(ok<InvestOrderView>(b).id);
    expect(await sold(p.id)).toBe(1);
    expect(await available(u.id)).toBe('0.99');
  });
});

describe('POST /dual/dual_list', () => {
  it("lists only the caller's orders, newest first, paged; another user's order is not there", async () => {
    const p = await product();
    const a = await user('1');
    const b = await user('1');
    const first = ok<InvestOrderView>(await buy(a.token, p.id, 1));
    const second = ok<InvestOrderView>(await buy(a.token, p.id, 2));
    const theirs = ok<InvestOrderView>(await buy(b.token, p.id, 1));
    const mine = await list(a.token);
    expect(mine.data.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(mine.total).toBe(2);
    expect((await list(a.token, { page: 2, limit: 1 })).data.map((o) => o.id)).toEqual([first.id]);
    expect((await list(b.token)).data.map((o) => o.id)).toEqual([theirs.id]);
    expect(failure(await t.post('/api/dual/dual_list', {})).code).toBe('SESSION_INVALID');
    expect(failure(await t.post('/api/dual/dual_list', { status: 9 }, a.token)).code).toBe(
      'PARAMETER_ERROR',
    );
  });
});

// ---- settlement ----------------------------------------------------------------------------------

describe('settlement from the recorded ticks of the window', () => {
  it('below the linked price: invested × (1 + days × APR / 365) in BTC; price and tick count stored', async () => {
    const p = await product();
    const u = await user('1');
    const order = ok<InvestOrderView>(await buy(u.token, p.id, 10));
    await matured(p.id, ['69000', '69500', '70400']); // average 69633.33333333
    expect(await settleDue(nodeDeps(t))).toBe(1);
    const [settled] = (await list(u.token)).data;
    expect(settled).toMatchObject({
      id: order.id,
      status: 3,
      settlement_price: '69633.33333333',
      tick_count: 3,
      payout_side: 'coin',
      payout_currency: 'BTC',
      payout: '0.1007', // 10 × 0.01007
      fail_reason: null,
    });
    expect(await available(u.id)).toBe('1.0007');
    const prod = ok<InvestProductView>(await t.get('/api/dual/detail', { id: p.id }));
    expect([prod.settlement_price, prod.tick_count]).toEqual(['69633.33333333', 3]);
    // The ticks that decided it are kept for good.
    const decisive = await t.db
      .selectFrom('market_ticks')
      .select('price')
      .where('decisive', '=', true)
      .where('price', 'in', ['69000', '69500', '70400'])
      .execute();
    expect(decisive).toHaveLength(3);
    await expectLedgerClean(t.db);
  });

  it('at or above the linked price: invested × linked × factor in USDT', async () => {
    const p = await product();
    const u = await user('1');
    ok(await buy(u.token, p.id, 2));
    await matured(p.id, ['69990', '70010']); // average exactly 70000: the boundary pays USDT
    await settleDue(nodeDeps(t));
    const [settled] = (await list(u.token)).data;
    expect(settled).toMatchObject({
      status: 3,
      settlement_price: '70000',
      tick_count: 2,
      payout_side: 'usdt',
      payout_currency: 'USDT',
      payout: '1409.8', // 2 × 0.01 × 70000 × 1.007
    });
    expect(await available(u.id, USDT)).toBe('1409.8');
    expect(await available(u.id)).toBe('0.98');
    await expectLedgerClean(t.db);
  });

  it('a down product below the linked price pays BTC: USDT × factor / linked', async () => {
    const p = await product({
      type: 2,
      unit_price: '100',
      linked_price: '60000',
      apr: '0.1825',
      days: 10,
    });
    const u = await user('0', '1000');
    ok(await buy(u.token, p.id, 10));
    await matured(p.id, ['59000']);
    await settleDue(nodeDeps(t));
    // 10 × (100 × 1.005 / 60000 = 0.001675)
    expect((await list(u.token)).data[0]).toMatchObject({
      payout: '0.01675',
      payout_currency: 'BTC',
    });
    expect(await available(u.id)).toBe('0.01675');
    await expectLedgerClean(t.db);
  });

  it('no ticks in the window: the order fails, the principal returns and the reason is stored', async () => {
    const p = await product();
    const u = await user('1');
    ok(await buy(u.token, p.id, 4));
    await matured(p.id, []);
    // A tick outside the window (after it) decides nothing.
    await t.db
      .insertInto('market_ticks')
      .values({ symbol: 'BTC/USDT', time: Date.now() - 3_600_000, price: '71000', volume: '1' })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await settleDue(nodeDeps(t));
    expect((await list(u.token)).data[0]).toMatchObject({
      status: 4,
      fail_reason: 'no_ticks_in_window',
      tick_count: 0,
      settlement_price: null,
      payout: '0.04',
      payout_currency: 'BTC',
    });
    expect(await available(u.id)).toBe('1');
    await expectLedgerClean(t.db);
  });

  it('marks orders settling once the window begins, and re-running the settlement pays once', async () => {
    const p = await product();
    const a = await user('1');
    const b = await user('1');
    ok(await buy(a.token, p.id, 1));
    ok(await buy(b.token, p.id, 1));
    // The window has begun but not ended: settling, nothing paid.
    await t.db
      .updateTable('invest_products')
      .set({ window_start: Date.now() - 1000, settle_at: Date.now() + 60_000 })
      .where('id', '=', p.id)
      .execute();
    expect(await settleDue(nodeDeps(t))).toBe(0);
    expect((await list(a.token)).data[0]!.status).toBe(2);
    expect(failure(await buy(a.token, p.id, 1)).code).toBe('INVEST_NOT_BUYABLE');

    await matured(p.id, ['71000']);
    const runs = await Promise.all([settleDue(nodeDeps(t)), settleDue(nodeDeps(t))]);
    expect(runs.reduce((x, y) => x + y, 0)).toBe(2);
    expect(await settleDue(nodeDeps(t))).toBe(0);
    expect(await available(a.id, USDT)).toBe('704.9');
    expect(await available(b.id, USDT)).toBe('704.9');
    const settles = await t.db
      .selectFrom('ledger_postings')
      .select('reference')
      .where('reason', '=', 'invest_settle')
      .execute();
    expect(settles).toHaveLength(2);
    await expectLedgerClean(t.db);
  });
});

// ---- operators -----------------------------------------------------------------------------------

describe('operator invest products', () => {
  it('creates (audited, not yet open), edits terms before the first sale, then only the share count', async () => {
    const created = await product({}, false);
    expect(created).toMatchObject({ status: 0, window_minutes: 30, symbol: 'BTC/USDT' });
    const edited = ok<AdminInvestProductView>(
      await save({
        id: created.id,
        apr: '0.2',
        settle_at: Date.now() + 2 * DAY,
        window_minutes: 10,
      }),
    );
    expect(edited.apr).toBe('0.2');
    expect(edited.settle_at - edited.window_start).toBe(10 * 60_000);
    ok(await t.post('/api/admin/invest/products/open', { id: created.id }, op.token));
    const u = await user('1');
    ok(await buy(u.token, created.id, 1));
    expect(failure(await save({ id: created.id, apr: '0.5' })).code).toBe('INVEST_TERMS_LOCKED');
    expect(failure(await save({ id: created.id, linked_price: '1' })).code).toBe(
      'INVEST_TERMS_LOCKED',
    );
    expect(failure(await save({ id: created.id, total_shares: 0 })).code).toBe('PARAMETER_ERROR');
    expect(
      ok<AdminInvestProductView>(await save({ id: created.id, total_shares: 20 })).total_shares,
    ).toBe(20);
    const audits = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'admin_id'])
      .where('entity', '=', 'invest_product')
      .orderBy('id')
      .execute();
    expect(audits.map((a) => a.action)).toEqual([
      'invest_product.create',
      'invest_product.update',
      'invest_product.open',
      'invest_product.update',
    ]);
    expect(audits.every((a) => a.admin_id === op.id)).toBe(true);
  });

  it('refuses missing fields and a coin without a USDT pair', async () => {
    expect(failure(await save({ ...BTC_UP, linked_price: undefined })).code).toBe(
      'PARAMETER_ERROR',
    );
    expect(failure(await save({ ...BTC_UP, currency_id: USDT })).code).toBe('PARAMETER_ERROR');
    expect(failure(await save({ ...BTC_UP, apr: '-1' })).code).toBe('PARAMETER_ERROR');
    expect(await countRows(t.db, 'invest_products')).toBe(0);
  });

  it('auditors read but never write; a settled product cannot be edited, opened or closed', async () => {
    const auditor = await t.admin('auditor');
    const p = await product();
    expect(
      ok<AdminInvestProductView[]>(await t.get('/api/admin/invest/products', {}, auditor.token)),
    ).toHaveLength(1);
    expect(failure(await save(BTC_UP, auditor.token)).code).toBe('FORBIDDEN');
    expect(
      failure(await t.post('/api/admin/invest/products/close', { id: p.id }, auditor.token)).code,
    ).toBe('FORBIDDEN');
    const u = await user('1');
    ok(await buy(u.token, p.id, 1));
    await matured(p.id, ['65000']);
    await settleDue(nodeDeps(t));
    expect(failure(await save({ id: p.id, total_shares: 50 })).code).toBe('INVEST_TERMS_LOCKED');
    expect(
      failure(await t.post('/api/admin/invest/products/close', { id: p.id }, op.token)).code,
    ).toBe('INVEST_TERMS_LOCKED');
    expect((await list(u.token)).data[0]).toMatchObject({ status: 3, payout: '0.01007' });
    expect(failure(await t.get('/api/admin/invest/products')).code).toBeDefined();
  });
});
