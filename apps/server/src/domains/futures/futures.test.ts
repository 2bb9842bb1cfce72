import type {
  LeverBatchCloseView,
  LeverDealView,
  LeverPositionView,
  LeverTradeEvent,
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
  LEVER,
  ok,
  USDT,
} from '../../testing/money.js';
import { countRows, houseHolds } from '../../testing/rows.js';
import { futuresOrder, submitWithKey, trader } from '../../testing/traders.js';
import { tradingApp, type TradingTestApp } from '../../testing/trading.js';

/** LTC/USDT: listed, but the test feed never prices it. */
const LTC = 4;
const PRICES = { 'BTC/USDT': '65000', 'ETH/USDT': '3200' };

let t: TradingTestApp;
beforeEach(async () => {
  t = await tradingApp(PRICES);
});
afterEach(() => t.close());

const futuresTrader = (lever = '100') => trader(t, { [LEVER]: { [USDT]: lever } });

const order = futuresOrder;
/** Submits and waits until the engine has loaded the new position's triggers. */
async function submit(token: string | undefined, body: Record<string, unknown> = {}) {
  const res = await t.post('/api/lever/submit', order(body), token);
  await t.settle();
  return res;
}
const lever = (userId: number) => balanceOf(t.db, userId, USDT, LEVER);

const count = (table: 'lever_positions' | 'ledger_postings') => countRows(t.db, table);

const house = (name: string) => houseHolds(t.db, name);

describe('POST /api/lever/submit', () => {
  it('opens a market long at the ask with margin and fee from the lever account', async () => {
    const u = await futuresTrader('100');
    const p = ok<LeverPositionView>(await submit(u.token));
    // Ask 65000 × 1.0005 = 65032.5; notional 650.325; margin /100 = 6.50325; fee × 0.001 = 0.650325.
    expect(p).toMatchObject({
      type: 1,
      symbol: 'BTC/USDT',
      share: 1,
      lot_size: '0.01',
      multiple: 100,
      entry: 1,
      price: '65032.5',
      update_price: '65000',
      caution_money: '6.50325',
      trade_fee: '0.650325',
      overnight_money: '0',
      // (65000 − 65032.5) × 0.01
      profits: '-0.325',
      // 65032.5 + (1.30065 − 92.846425 − 6.50325) / 0.01 = 55227.5975 → 55227.59
      liquidation_price: '55227.59',
      status: 1,
      close_reason: null,
      target_price: null,
    });
    expect(p.open_tick?.price).toBe('65000');
    expect(p.transaction_time).toBeGreaterThan(0);
    expect(await lever(u.id)).toEqual({ available: '92.846425', frozen: '6.50325' });
    expect(await house('fees')).toBe('0.650325');
    await expectLedgerClean(t.db);
  });

  it('opens a market short at the bid with its take-profit and stop-loss', async () => {
    const u = await futuresTrader('100');
    const p = ok<LeverPositionView>(
      await submit(u.token, { type: 2, target_profit_price: '60000', stop_loss_price: '70000' }),
    );
    expect(p).toMatchObject({
      type: 2,
      price: '64967.5',
      caution_money: '6.49675',
      trade_fee: '0.649675',
    });
    expect(p).toMatchObject({
      target_profit_price: '60000',
      stop_loss_price: '70000',
      liquidation_price: '74772.60',
    });
    await expectLedgerClean(t.db);
  });

  it('places a limit entry that waits with margin and fee frozen at the limit price', async () => {
    const u = await futuresTrader('100');
    const p = ok<LeverPositionView>(await submit(u.token, { status: 0, target_price: '64000' }));
    // 64000 × 0.01 = 640; margin 6.4, fee 0.64.
    expect(p).toMatchObject({
      status: 0,
      entry: 0,
      target_price: '64000',
      price: null,
      caution_money: '6.4',
      trade_fee: '0.64',
    });
    expect(p.liquidation_price).toBeNull();
    expect(await lever(u.id)).toEqual({ available: '92.96', frozen: '7.04' });
    expect(await house('fees')).toBe('0');
    await expectLedgerClean(t.db);
  });

  it('refuses bad input with a translated error and changes nothing', async () => {
    const u = await futuresTrader('100');
    const cases: [Record<string, unknown>, string][] = [
      [{ share: 0 }, 'LOTS_INVALID'],
      [{ share: '1.5' }, 'LOTS_INVALID'],
      [{ share: 1001 }, 'LOTS_INVALID'],
      [{ share: 'x' }, 'PARAMETER_ERROR'],
      [{ multiple: 3 }, 'LEVERAGE_INVALID'],
      [{ type: 3 }, 'PARAMETER_ERROR'],
      [{ currency_id: 999 }, 'PAIR_UNKNOWN'],
      [{ target_profit_price: '65010' }, 'TAKE_PROFIT_INVALID'],
      [{ stop_loss_price: '65010' }, 'STOP_LOSS_INVALID'],
      [{ type: 2, target_profit_price: '64980' }, 'TAKE_PROFIT_INVALID'],
      [{ type: 2, stop_loss_price: '64980' }, 'STOP_LOSS_INVALID'],
      [{ stop_loss_price: '60000.001' }, 'PRICE_PRECISION'],
      [{ status: 0 }, 'PARAMETER_ERROR'],
      [{ status: 0, target_price: '65000' }, 'LIMIT_PRICE_INVALID'],
      [{ status: 0, type: 2, target_price: '64000' }, 'LIMIT_PRICE_INVALID'],
      [{ status: 0, target_price: '-1' }, 'PARAMETER_ERROR'],
      [{ currency_id: LTC }, 'PRICE_UNAVAILABLE'],
    ];
    for (const [body, code] of cases) {
      expect(failure(await submit(u.token, body)), JSON.stringify(body)).toMatchObject({
        type: 'error',
        code,
      });
    }
    expect(failure(await submit(u.token, { share: 0 })).message).toBe(
      'Lots must be a whole number within 1–1000',
    );
    expect(
      failure(await t.post('/api/lever/submit', { ...order({ share: 0 }), lang: 'zh' }, u.token))
        .message,
    ).toBe('手数须为 1–1000 之间的整数');
    expect(failure(await submit(undefined)).type).toBe('999');
    expect(await count('lever_positions')).toBe(0);
    expect(await lever(u.id)).toEqual({ available: '100', frozen: '0' });
    await expectLedgerClean(t.db);
  });

  it('refuses a pair closed to futures', async () => {
    const u = await futuresTrader('100');
    await t.db
      .updateTable('currency_matches')
      .set({ open_lever: false })
      .where('symbol', '=', 'BTC/USDT')
      .execute();
    await t.app.market.init();
    expect(failure(await submit(u.token)).code).toBe('TRADING_DISABLED');
    expect(await count('lever_positions')).toBe(0);
  });

  it('refuses a position the lever account cannot pay and changes nothing', async () => {
    const u = await futuresTrader('7');
    await fund(t.db, u.id, USDT, '500', CHANGE);
    // Needs 6.50325 + 0.650325 = 7.153575; the exchange account's 500 is not touched.
    expect(failure(await submit(u.token)).code).toBe('INSUFFICIENT_BALANCE');
    expect(failure(await submit(u.token, { status: 0, target_price: '64900' })).code).toBe(
      'INSUFFICIENT_BALANCE',
    );
    expect(await count('lever_positions')).toBe(0);
    expect(await lever(u.id)).toEqual({ available: '7', frozen: '0' });
    expect(await balanceOf(t.db, u.id, USDT, CHANGE)).toEqual({ available: '500', frozen: '0' });
    await expectLedgerClean(t.db);
  });

  it('opens once for two concurrent submits with the same Idempotency-Key', async () => {
    const u = await futuresTrader('100');
    const [a, b] = await Promise.all([
      submitWithKey(t, '/api/lever/submit', order(), u.token, 'lever-open-1'),
      submitWithKey(t, '/api/lever/submit', order(), u.token, 'lever-open-1'),
    ]);
    expect(ok<LeverPositionView>(a).id).toBe(ok<LeverPositionView>(b).id);
    expect(await count('lever_positions')).toBe(1);
    expect(await lever(u.id)).toEqual({ available: '92.846425', frozen: '6.50325' });
    // Another body with the same key is refused.
    expect(
      failure(
        await submitWithKey(t, '/api/lever/submit', order({ share: 2 }), u.token, 'lever-open-1'),
      ).code,
    ).toBe('IDEMPOTENCY_KEY_REUSED');
    await expectLedgerClean(t.db);
  });

  it('opens only what the balance pays for when two submits without a key race', async () => {
    const u = await futuresTrader('10');
    const results = await Promise.all([submit(u.token), submit(u.token)]);
    const bodies = results.map((r) => r.json<{ type: string; code?: string }>());
    expect(bodies.filter((b) => b.type === 'ok')).toHaveLength(1);
    expect(bodies.filter((b) => b.code === 'INSUFFICIENT_BALANCE')).toHaveLength(1);
    expect(await count('lever_positions')).toBe(1);
    expect(await lever(u.id)).toEqual({ available: '2.846425', frozen: '6.50325' });
    await expectLedgerClean(t.db);
  });
});

describe('POST /api/lever/close', () => {
  it('closes a long at the bid of the current tick, paying the profit from the exchange account', async () => {
    const u = await futuresTrader('100');
    const p = ok<LeverPositionView>(await submit(u.token));
    const time = await t.tick('BTC/USDT', '70000');
    const closed = ok<LeverPositionView>(await t.post('/api/lever/close', { id: p.id }, u.token));
    // Bid 70000 × 0.9995 = 69965; (69965 − 65032.5) × 0.01 = 49.325.
    expect(closed).toMatchObject({
      status: 3,
      close_reason: 'user',
      close_price: '69965',
      update_price: '69965',
      profits: '49.325',
      close_tick: { price: '70000', time },
      liquidation_price: null,
    });
    expect(closed.closed_at).toBeGreaterThan(0);
    // 92.846425 + 6.50325 + 49.325
    expect(await lever(u.id)).toEqual({ available: '148.674675', frozen: '0' });
    expect(await house('exchange')).toBe('-49.325');
    await expectLedgerClean(t.db);
  });

  it("answers ORDER_NOT_FOUND for another user's or an unknown position and changes nothing", async () => {
    const [u, other] = [await futuresTrader('100'), await futuresTrader('100')];
    const p = ok<LeverPositionView>(await submit(u.token));
    expect(failure(await t.post('/api/lever/close', { id: p.id }, other.token)).code).toBe(
      'ORDER_NOT_FOUND',
    );
    expect(failure(await t.post('/api/lever/close', { id: p.id + 100 }, u.token)).code).toBe(
      'ORDER_NOT_FOUND',
    );
    expect(failure(await t.post('/api/lever/close', { id: 'x' }, u.token)).code).toBe(
      'PARAMETER_ERROR',
    );
    expect(await lever(u.id)).toEqual({ available: '92.846425', frozen: '6.50325' });
    expect(await lever(other.id)).toEqual({ available: '100', frozen: '0' });
    await expectLedgerClean(t.db);
  });

  it('closes exactly once when two closes race', async () => {
    const u = await futuresTrader('100');
    const p = ok<LeverPositionView>(await submit(u.token));
    const results = await Promise.all([
      t.post('/api/lever/close', { id: p.id }, u.token),
      t.post('/api/lever/close', { id: p.id }, u.token),
    ]);
    const bodies = results.map((r) => r.json<{ type: string; code?: string }>());
    expect(bodies.filter((b) => b.type === 'ok')).toHaveLength(1);
    expect(bodies.filter((b) => b.code === 'ORDER_NOT_OPEN')).toHaveLength(1);
    // At 65000: bid 64967.5, (64967.5 − 65032.5) × 0.01 = −0.65; 92.846425 + 6.50325 − 0.65.
    expect(await lever(u.id)).toEqual({ available: '98.699675', frozen: '0' });
    expect(failure(await t.post('/api/lever/close', { id: p.id }, u.token)).code).toBe(
      'ORDER_NOT_OPEN',
    );
    await expectLedgerClean(t.db);
  });

  it('refuses to close a pending entry (cancel it instead)', async () => {
    const u = await futuresTrader('100');
    const p = ok<LeverPositionView>(await submit(u.token, { status: 0, target_price: '64000' }));
    expect(failure(await t.post('/api/lever/close', { id: p.id }, u.token)).code).toBe(
      'ORDER_NOT_OPEN',
    );
  });
});

describe('POST /api/lever/setstop', () => {
  it('sets, validates and clears take-profit and stop-loss', async () => {
    const u = await futuresTrader('100');
    const p = ok<LeverPositionView>(await submit(u.token));
    const set = ok<LeverPositionView>(
      await t.post(
        '/api/lever/setstop',
        { id: p.id, target_profit_price: '70000', stop_loss_price: '60000' },
        u.token,
      ),
    );
    expect(set).toMatchObject({
      target_profit_price: '70000',
      stop_loss_price: '60000',
      liquidation_price: '55227.59',
    });
    expect(
      failure(
        await t.post('/api/lever/setstop', { id: p.id, target_profit_price: '65010' }, u.token),
      ).code,
    ).toBe('TAKE_PROFIT_INVALID');
    expect(
      failure(await t.post('/api/lever/setstop', { id: p.id, stop_loss_price: '65010' }, u.token))
        .code,
    ).toBe('STOP_LOSS_INVALID');
    expect(
      failure(await t.post('/api/lever/setstop', { id: p.id, stop_loss_price: '1.001' }, u.token))
        .code,
    ).toBe('PRICE_PRECISION');
    // The refused changes left the stops as they were.
    expect(
      (
        await t.db
          .selectFrom('lever_positions')
          .select('target_profit_price')
          .where('id', '=', p.id)
          .executeTakeFirstOrThrow()
      ).target_profit_price,
    ).toMatch(/^70000/);
    const cleared = ok<LeverPositionView>(
      await t.post(
        '/api/lever/setstop',
        { id: p.id, target_profit_price: '', stop_loss_price: '' },
        u.token,
      ),
    );
    expect(cleared).toMatchObject({ target_profit_price: null, stop_loss_price: null });
  });

  it("refuses another user's position and a closed one", async () => {
    const [u, other] = [await futuresTrader('100'), await futuresTrader('100')];
    const p = ok<LeverPositionView>(await submit(u.token));
    expect(
      failure(
        await t.post('/api/lever/setstop', { id: p.id, target_profit_price: '70000' }, other.token),
      ).code,
    ).toBe('ORDER_NOT_FOUND');
    ok(await t.post('/api/lever/close', { id: p.id }, u.token));
    expect(
      failure(
        await t.post('/api/lever/setstop', { id: p.id, target_profit_price: '70000' }, u.token),
      ).code,
    ).toBe('ORDER_NOT_OPEN');
  });

  it('validates the stops of a pending entry against its limit price', async () => {
    const u = await futuresTrader('100');
    const p = ok<LeverPositionView>(await submit(u.token, { status: 0, target_price: '64000' }));
    expect(
      failure(await t.post('/api/lever/setstop', { id: p.id, stop_loss_price: '64500' }, u.token))
        .code,
    ).toBe('STOP_LOSS_INVALID');
    expect(
      ok<LeverPositionView>(
        await t.post('/api/lever/setstop', { id: p.id, stop_loss_price: '63000' }, u.token),
      ).stop_loss_price,
    ).toBe('63000');
  });
});

describe('POST /api/lever/batch_close', () => {
  it('closes only longs, only shorts, or all, at the current quote', async () => {
    const u = await futuresTrader('1000');
    const long1 = ok<LeverPositionView>(await submit(u.token));
    const short1 = ok<LeverPositionView>(await submit(u.token, { type: 2 }));
    const long2 = ok<LeverPositionView>(await submit(u.token, { currency_id: ETH, share: 2 }));
    const longs = ok<LeverBatchCloseView>(
      await t.post('/api/lever/batch_close', { type: 1 }, u.token),
    );
    expect(longs.closed).toBe(2);
    expect(longs.positions.map((p) => p.id).sort()).toEqual([long1.id, long2.id].sort());
    expect(longs.positions.every((p) => p.status === 3 && p.close_reason === 'user')).toBe(true);
    expect(failure(await t.post('/api/lever/batch_close', { type: 1 }, u.token)).code).toBe(
      'NO_POSITIONS',
    );
    const all = ok<LeverBatchCloseView>(
      await t.post('/api/lever/batch_close', { type: 0 }, u.token),
    );
    expect(all.positions.map((p) => p.id)).toEqual([short1.id]);
    expect(failure(await t.post('/api/lever/batch_close', { type: 0 }, u.token)).code).toBe(
      'NO_POSITIONS',
    );
    expect(failure(await t.post('/api/lever/batch_close', { type: 5 }, u.token)).code).toBe(
      'PARAMETER_ERROR',
    );
    expect((await lever(u.id)).frozen).toBe('0');
    await expectLedgerClean(t.db);
  });

  it("never touches another user's positions and closes once when two race", async () => {
    const [u, other] = [await futuresTrader('100'), await futuresTrader('100')];
    ok(await submit(u.token));
    const theirs = ok<LeverPositionView>(await submit(other.token));
    const results = await Promise.all([
      t.post('/api/lever/batch_close', { type: 0 }, u.token),
      t.post('/api/lever/batch_close', { type: 0 }, u.token),
    ]);
    const bodies = results.map((r) => r.json<{ type: string; code?: string }>());
    expect(bodies.filter((b) => b.type === 'ok')).toHaveLength(1);
    expect(bodies.filter((b) => b.code === 'NO_POSITIONS')).toHaveLength(1);
    const row = await t.db
      .selectFrom('lever_positions')
      .select('status')
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(1);
    await expectLedgerClean(t.db);
  });
});

describe('POST /api/lever/cancel', () => {
  it('cancels a pending entry and unfreezes margin and fee', async () => {
    const u = await futuresTrader('100');
    const p = ok<LeverPositionView>(await submit(u.token, { status: 0, target_price: '64000' }));
    const cancelled = ok<LeverPositionView>(
      await t.post('/api/lever/cancel', { id: p.id }, u.token),
    );
    expect(cancelled).toMatchObject({ status: 4, update_price: null, price: null });
    expect(await lever(u.id)).toEqual({ available: '100', frozen: '0' });
    expect(failure(await t.post('/api/lever/cancel', { id: p.id }, u.token)).code).toBe(
      'ORDER_NOT_OPEN',
    );
    await expectLedgerClean(t.db);
  });

  it("refuses another user's entry and an open position", async () => {
    const [u, other] = [await futuresTrader('100'), await futuresTrader('100')];
    const pending = ok<LeverPositionView>(
      await submit(u.token, { status: 0, target_price: '64000' }),
    );
    const open = ok<LeverPositionView>(await submit(u.token));
    expect(failure(await t.post('/api/lever/cancel', { id: pending.id }, other.token)).code).toBe(
      'ORDER_NOT_FOUND',
    );
    expect(failure(await t.post('/api/lever/cancel', { id: open.id }, u.token)).code).toBe(
      'ORDER_NOT_OPEN',
    );
    expect((await lever(u.id)).frozen).toBe('13.54325');
  });

  it('cancels once when two cancels race', async () => {
    const u = await futuresTrader('100');
    const p = ok<LeverPositionView>(await submit(u.token, { status: 0, target_price: '64000' }));
    const results = await Promise.all([
      t.post('/api/lever/cancel', { id: p.id }, u.token),
      t.post('/api/lever/cancel', { id: p.id }, u.token),
    ]);
    const bodies = results.map((r) => r.json<{ type: string; code?: string }>());
    expect(bodies.filter((b) => b.type === 'ok')).toHaveLength(1);
    expect(bodies.filter((b) => b.code === 'ORDER_NOT_OPEN')).toHaveLength(1);
    expect(await lever(u.id)).toEqual({ available: '100', frozen: '0' });
    await expectLedgerClean(t.db);
  });
});

describe('lists', () => {
  it('POST /api/lever/deal answers a page of positions by pair and status with the lever account', async () => {
    const u = await futuresTrader('1000');
    const btc = ok<LeverPositionView>(await submit(u.token));
    const eth = ok<LeverPositionView>(await submit(u.token, { currency_id: ETH, type: 2 }));
    const pending = ok<LeverPositionView>(
      await submit(u.token, { status: 0, target_price: '64000' }),
    );
    const open = ok<LeverDealView>(await t.post('/api/lever/deal', {}, u.token));
    expect(open.data.map((p) => p.id)).toEqual([eth.id, btc.id]);
    expect(open).toMatchObject({ total: 2, current_page: 1, per_page: 10, last_page: 1 });
    // BTC margin 6.50325 + ETH short at the bid 3198.4 × 0.1 / 100 = 3.1984.
    expect(open.account).toMatchObject({
      total_margin: '9.70165',
      pending_margin: '7.04',
      liquidation_risk_rate: '20',
      overnight_rate: '0.0005',
    });
    // With 982.288185 available no positive BTC price liquidates the long; the short has a ceiling.
    expect(open.data.find((p) => p.id === btc.id)!.liquidation_price).toBeNull();
    expect(Number(open.data.find((p) => p.id === eth.id)!.liquidation_price)).toBeGreaterThan(
      13000,
    );
    const onlyBtc = ok<LeverDealView>(
      await t.post('/api/lever/deal', { currency_id: BTC, legal_id: USDT }, u.token),
    );
    expect(onlyBtc.data.map((p) => p.id)).toEqual([btc.id]);
    const waiting = ok<LeverDealView>(await t.post('/api/lever/deal', { status: 0 }, u.token));
    expect(waiting.data.map((p) => p.id)).toEqual([pending.id]);
    const paged = ok<LeverDealView>(
      await t.post('/api/lever/deal', { limit: 1, page: 2 }, u.token),
    );
    expect(paged).toMatchObject({ total: 2, last_page: 2 });
    expect(paged.data.map((p) => p.id)).toEqual([btc.id]);
    expect(failure(await t.post('/api/lever/deal', { status: 9 }, u.token)).code).toBe(
      'PARAMETER_ERROR',
    );
    expect(failure(await t.post('/api/lever/deal', {}, undefined)).type).toBe('999');
  });

  it('POST /api/lever/dealall answers the account with its open and pending positions, P/L and risk rate', async () => {
    const u = await futuresTrader('100');
    const empty = ok<LeverTradeEvent>(await t.post('/api/lever/dealall', {}, u.token));
    expect(empty).toEqual({
      account: {
        available: '100',
        total_margin: '0',
        pending_margin: '0',
        total_profits: '0',
        risk_rate: null,
        liquidation_risk_rate: '20',
        overnight_rate: '0.0005',
      },
      positions: [],
    });
    const p = ok<LeverPositionView>(await submit(u.token));
    ok(await submit(u.token, { status: 0, target_price: '64000' }));
    await t.tick('BTC/USDT', '64000');
    const event = ok<LeverTradeEvent>(await t.post('/api/lever/dealall', {}, u.token));
    // P/L (64000 − 65032.5) × 0.01 = −10.325; available 100 − 7.153575 − 7.04 = 85.806425;
    // (85.806425 + 6.50325 − 10.325) / 6.50325 × 100 = 1260.67
    expect(event.positions.map((x) => x.status)).toEqual([1, 1]);
    const first = event.positions.find((x) => x.id === p.id)!;
    expect(first).toMatchObject({ update_price: '64000', profits: '-10.325' });
    expect(event.account.available).toBe('85.806425');
    expect(event.account.risk_rate).not.toBeNull();
    // The entry filled at 64000 on that tick, so two positions count now.
    expect(event.account.total_margin).toBe('12.90325');
  });

  it('POST /api/lever/my_trade answers closed and cancelled positions, newest first', async () => {
    const [u, other] = [await futuresTrader('100'), await futuresTrader('100')];
    const a = ok<LeverPositionView>(await submit(u.token));
    const b = ok<LeverPositionView>(await submit(u.token, { status: 0, target_price: '60000' }));
    ok(await submit(u.token));
    ok(await t.post('/api/lever/close', { id: a.id }, u.token));
    ok(await t.post('/api/lever/cancel', { id: b.id }, u.token));
    ok(await submit(other.token));
    const page = ok<Page<LeverPositionView>>(await t.post('/api/lever/my_trade', {}, u.token));
    expect(page.data.map((p) => [p.id, p.status])).toEqual([
      [b.id, 4],
      [a.id, 3],
    ]);
    expect(page.total).toBe(2);
  });
});
