import type { Page, SpotOrderView } from '@meridian/contract';
import { describe, expect, it } from 'vitest';

import type { Crossed } from '../../engine/types.js';
import {
  balanceOf,
  BTC,
  CHANGE,
  ETH,
  expectLedgerClean,
  failure,
  ok,
  USDT,
} from '../../testing/money.js';
import { buildDatabaseTemplateFirst, closedAfterEach } from '../../testing/lifecycle.js';
import { countRows, houseHolds } from '../../testing/rows.js';
import { withSockets } from '../../testing/sockets.js';
import { trader } from '../../testing/traders.js';
import { nodeDeps, tradingApp, type TradingTestApp } from '../../testing/trading.js';
import { createSpotModule } from './spot.engine.js';

buildDatabaseTemplateFirst();
const apps = closedAfterEach<TradingTestApp>();

const SYMBOL = 'BTC/USDT';

async function start(prices: Record<string, string> = { [SYMBOL]: '65000' }) {
  const t = await tradingApp(prices);
  apps.push(t);
  return t;
}

const user = (t: TradingTestApp, usdt?: string, btc?: string) =>
  trader(t, { [CHANGE]: { [USDT]: usdt, [BTC]: btc } });

type Body = Record<string, string | number>;
const trade = (t: TradingTestApp, token: string, body: Body) =>
  t.post('/api/coin/trade', { currency_id: BTC, legal_id: USDT, ...body }, token);
const cancel = (t: TradingTestApp, token: string, id: number) =>
  t.post('/api/coin/cancel', { id }, token);

/** Places a resting limit order and waits until the engine holds its trigger. */
async function placeLimit(t: TradingTestApp, token: string, body: Body) {
  const view = ok<SpotOrderView>(await trade(t, token, body));
  await t.settle();
  return view;
}

async function orderRow(t: TradingTestApp, id: number) {
  return t.db.selectFrom('spot_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function postingsOf(t: TradingTestApp, prefix: string) {
  return t.db
    .selectFrom('ledger_postings')
    .select(['reason', 'reference'])
    .where('reference', 'like', `${prefix}%`)
    .orderBy('id')
    .execute();
}

const lastTickTime = (t: TradingTestApp) => t.app.market.quotation(SYMBOL)!.feed.last_tick_at;

/** The module as the engine holds it, for calling it directly (a second node, a repeat). */
function spotModule(t: TradingTestApp) {
  return createSpotModule(nodeDeps(t));
}

describe('POST /api/coin/trade: market orders', () => {
  it('buys 0.01 BTC at the ask (feed 65000 + spread): pays 650.325 USDT, receives 0.00999 BTC, fee 0.00001 BTC', async () => {
    const t = await start();
    const u = await user(t, '1000');
    const view = ok<SpotOrderView>(await trade(t, u.token, { type: 1, amount: '0.01' }));
    expect(view).toMatchObject({
      type: 1,
      symbol: SYMBOL,
      match_id: 1,
      currency_id: BTC,
      legal_id: USDT,
      order_type: 'market',
      target_price: '65032.5',
      trade_amount: '0.01',
      fill_price: '65032.5',
      total: '650.325',
      fee: '0.00001',
      fee_currency: 'BTC',
      fee_rate: '0.001',
      status: 2,
      tick: { price: '65000', time: lastTickTime(t) },
    });
    expect(view.filled_at).toBeGreaterThan(0);
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '349.675', frozen: '0' });
    expect(await balanceOf(t.db, u.id, BTC)).toEqual({ available: '0.00999', frozen: '0' });
    expect(await houseHolds(t.db, 'fees', BTC)).toBe('0.00001');
    expect(await postingsOf(t, 'spot:')).toEqual([
      { reason: 'spot_fill', reference: `spot:${view.id}:fill` },
    ]);
    await expectLedgerClean(t.db);
  });

  it('sells 0.01 BTC at the bid 64967.5: receives 649.025325 USDT after a 0.649675 USDT fee', async () => {
    const t = await start();
    const u = await user(t, undefined, '0.02');
    const view = ok<SpotOrderView>(
      await trade(t, u.token, { type: 2, amount: '0.01', target_price: '' }),
    );
    expect(view).toMatchObject({
      type: 2,
      order_type: 'market',
      fill_price: '64967.5',
      total: '649.675',
      fee: '0.649675',
      fee_currency: 'USDT',
      status: 2,
      tick: { price: '65000' },
    });
    expect(await balanceOf(t.db, u.id, BTC)).toEqual({ available: '0.01', frozen: '0' });
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '649.025325', frozen: '0' });
    expect(await houseHolds(t.db, 'fees', USDT)).toBe('0.649675');
    await expectLedgerClean(t.db);
  });

  it('fills at the quote of the latest tick', async () => {
    const t = await start();
    const u = await user(t, '1000');
    const time = await t.tick(SYMBOL, '60000');
    const view = ok<SpotOrderView>(await trade(t, u.token, { type: 1, amount: '0.01' }));
    // 60000 × 1.0005 = 60030; 0.01 × 60030 = 600.3.
    expect(view).toMatchObject({
      fill_price: '60030',
      total: '600.3',
      tick: { price: '60000', time },
    });
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '399.7', frozen: '0' });
    await expectLedgerClean(t.db);
  });
});

describe('POST /api/coin/trade: limit orders filled by the engine', () => {
  it('freezes 640 USDT for a buy of 0.01 at 64000, fills at 64000 when a tick reaches it, records that tick', async () => {
    const t = await start();
    const u = await user(t, '1000');
    await withSockets(t, [u.token], async ([socket]) => {
      const heard = new Promise<SpotOrderView>((resolve) => socket.once('coin_order', resolve));

      const placed = await placeLimit(t, u.token, {
        type: 1,
        amount: '0.01',
        target_price: '64000',
      });
      expect(placed).toMatchObject({
        order_type: 'limit',
        target_price: '64000',
        status: 1,
        fill_price: null,
        total: null,
        fee: null,
        tick: null,
        filled_at: null,
      });
      expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '360', frozen: '640' });
      expect(await postingsOf(t, 'spot:')).toEqual([
        { reason: 'spot_order', reference: `spot:${placed.id}:order` },
      ]);

      await t.tick(SYMBOL, '64500');
      await t.tick(SYMBOL, '64000.01');
      expect((await orderRow(t, placed.id)).status).toBe(1);

      const time = await t.tick(SYMBOL, '63990.5');
      const list = ok<Page<SpotOrderView>>(await t.get('/api/coin/list', {}, u.token));
      expect(list.data[0]).toMatchObject({
        id: placed.id,
        status: 2,
        fill_price: '64000',
        total: '640',
        fee: '0.00001',
        fee_currency: 'BTC',
        tick: { price: '63990.5', time },
      });
      expect(await heard).toMatchObject({
        id: placed.id,
        status: 2,
        tick: { price: '63990.5', time },
      });
      expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '360', frozen: '0' });
      expect(await balanceOf(t.db, u.id, BTC)).toEqual({ available: '0.00999', frozen: '0' });
      expect(await houseHolds(t.db, 'fees', BTC)).toBe('0.00001');
      expect(await postingsOf(t, 'spot:')).toEqual([
        { reason: 'spot_order', reference: `spot:${placed.id}:order` },
        { reason: 'spot_fill', reference: `spot:${placed.id}:fill` },
      ]);
      // A later tick through the limit again fills nothing twice.
      await t.tick(SYMBOL, '63000');
      expect(await postingsOf(t, 'spot:')).toHaveLength(2);

      // A cancel is told too.
      const next = await placeLimit(t, u.token, {
        type: 1,
        amount: '0.001',
        target_price: '62000',
      });
      const told = new Promise<SpotOrderView>((resolve) => socket.once('coin_order', resolve));
      ok(await cancel(t, u.token, next.id));
      expect(await told).toMatchObject({ id: next.id, status: 3 });
      await expectLedgerClean(t.db);
    });
  });

  it('freezes 0.01 BTC for a sell at 66000 and fills at a tick of exactly 66000: 660 − 0.66 fee', async () => {
    const t = await start();
    const u = await user(t, undefined, '0.03');
    const placed = await placeLimit(t, u.token, {
      type: 2,
      amount: '0.01',
      target_price: '66000.00',
    });
    expect(await balanceOf(t.db, u.id, BTC)).toEqual({ available: '0.02', frozen: '0.01' });
    await t.tick(SYMBOL, '65999.99');
    expect((await orderRow(t, placed.id)).status).toBe(1);
    const time = await t.tick(SYMBOL, '66000');
    const row = await orderRow(t, placed.id);
    expect({
      status: row.status,
      fill: Number(row.fill_price),
      tick: Number(row.tick_price),
      time: row.tick_time,
    }).toEqual({
      status: 2,
      fill: 66000,
      tick: 66000,
      time,
    });
    expect(await balanceOf(t.db, u.id, BTC)).toEqual({ available: '0.02', frozen: '0' });
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '659.34', frozen: '0' });
    expect(await houseHolds(t.db, 'fees', USDT)).toBe('0.66');
    await expectLedgerClean(t.db);
  });

  it('fills every order one tick crosses, in one batch, each at its own limit', async () => {
    const t = await start();
    const a = await user(t, '10000');
    const b = await user(t, '20000');
    const orders = [
      await placeLimit(t, a.token, { type: 1, amount: '0.01', target_price: '64000' }),
      await placeLimit(t, a.token, { type: 1, amount: '0.02', target_price: '63000' }),
      await placeLimit(t, b.token, { type: 1, amount: '0.1', target_price: '62000' }),
      await placeLimit(t, b.token, { type: 1, amount: '0.1', target_price: '61000' }),
    ];
    await t.tick(SYMBOL, '61500');
    const statuses = await Promise.all(orders.map(async (o) => (await orderRow(t, o.id)).status));
    expect(statuses).toEqual([2, 2, 2, 1]);
    // a: 640 + 1260 paid, fees 0.00001 + 0.00002 BTC; b: 6200 paid, 6100 still frozen.
    expect(await balanceOf(t.db, a.id, USDT)).toEqual({ available: '8100', frozen: '0' });
    expect(await balanceOf(t.db, a.id, BTC)).toEqual({ available: '0.02997', frozen: '0' });
    expect(await balanceOf(t.db, b.id, USDT)).toEqual({ available: '7700', frozen: '6100' });
    expect(await balanceOf(t.db, b.id, BTC)).toEqual({ available: '0.0999', frozen: '0' });
    await expectLedgerClean(t.db);
  });

  it('loads open limit orders as triggers: a buy fires at or below, a sell at or above', async () => {
    const t = await start();
    const u = await user(t, '1000', '1');
    const buy = await placeLimit(t, u.token, { type: 1, amount: '0.01', target_price: '64000' });
    const sell = await placeLimit(t, u.token, { type: 2, amount: '0.5', target_price: '70000' });
    ok(await trade(t, u.token, { type: 1, amount: '0.001' }));
    const work = await spotModule(t).loadAll();
    expect(work.dues).toEqual([]);
    expect(work.triggers.sort((x, y) => x.id - y.id)).toEqual([
      {
        module: 'spot',
        id: buy.id,
        tag: 'limit',
        symbol: SYMBOL,
        price: '64000',
        fires: 'at_or_below',
      },
      {
        module: 'spot',
        id: sell.id,
        tag: 'limit',
        symbol: SYMBOL,
        price: '70000',
        fires: 'at_or_above',
      },
    ]);
    ok(await cancel(t, u.token, buy.id));
    expect((await spotModule(t).load([buy.id, sell.id])).triggers.map((x) => x.id)).toEqual([
      sell.id,
    ]);
  });

  it('executes a crossing once however often it is handed over (a repeat, a second node)', async () => {
    const t = await start();
    const u = await user(t, '1000');
    const placed = await placeLimit(t, u.token, { type: 1, amount: '0.01', target_price: '64000' });
    const trigger = (await spotModule(t).load([placed.id])).triggers[0]!;
    const crossed: Crossed[] = [
      { trigger, tick: { symbol: SYMBOL, price: '63000', time: Date.now() } },
    ];
    await Promise.all([
      spotModule(t).onCrossed!(crossed, undefined as never),
      spotModule(t).onCrossed!(crossed, undefined as never),
    ]);
    await spotModule(t).onCrossed!(crossed, undefined as never);
    expect((await orderRow(t, placed.id)).status).toBe(2);
    expect(await postingsOf(t, `spot:${placed.id}:fill`)).toHaveLength(1);
    expect(await balanceOf(t.db, u.id, BTC)).toEqual({ available: '0.00999', frozen: '0' });
    await expectLedgerClean(t.db);
  });

  it('does not fill on a tick that does not reach the limit', async () => {
    const t = await start();
    const u = await user(t, '1000');
    const placed = await placeLimit(t, u.token, { type: 1, amount: '0.01', target_price: '64000' });
    const trigger = (await spotModule(t).load([placed.id])).triggers[0]!;
    await spotModule(t).onCrossed!(
      [{ trigger, tick: { symbol: SYMBOL, price: '64000.01', time: Date.now() } }],
      undefined as never,
    );
    expect((await orderRow(t, placed.id)).status).toBe(1);
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '360', frozen: '640' });
  });
});

describe('POST /api/coin/cancel', () => {
  it('cancels an open buy and unfreezes its 640 USDT; a later tick through the limit fills nothing', async () => {
    const t = await start();
    const u = await user(t, '1000');
    const placed = await placeLimit(t, u.token, { type: 1, amount: '0.01', target_price: '64000' });
    const view = ok<SpotOrderView>(await cancel(t, u.token, placed.id));
    expect(view).toMatchObject({ id: placed.id, status: 3, fill_price: null });
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '1000', frozen: '0' });
    expect(await postingsOf(t, 'spot:')).toEqual([
      { reason: 'spot_order', reference: `spot:${placed.id}:order` },
      { reason: 'spot_cancel', reference: `spot:${placed.id}:cancel` },
    ]);
    await t.settle();
    await t.tick(SYMBOL, '63000');
    expect((await orderRow(t, placed.id)).status).toBe(3);
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '1000', frozen: '0' });
    expect(failure(await cancel(t, u.token, placed.id)).code).toBe('ORDER_NOT_OPEN');
    await expectLedgerClean(t.db);
  });

  it('cancels an open sell and unfreezes its BTC; a filled order is no longer open', async () => {
    const t = await start();
    const u = await user(t, '1000', '0.5');
    const placed = await placeLimit(t, u.token, { type: 2, amount: '0.2', target_price: '70000' });
    expect(await balanceOf(t.db, u.id, BTC)).toEqual({ available: '0.3', frozen: '0.2' });
    ok(await cancel(t, u.token, placed.id));
    expect(await balanceOf(t.db, u.id, BTC)).toEqual({ available: '0.5', frozen: '0' });
    const market = ok<SpotOrderView>(await trade(t, u.token, { type: 1, amount: '0.001' }));
    const answer = failure(
      await t.post('/api/coin/cancel', { id: market.id, lang: 'en' }, u.token),
    );
    expect(answer).toMatchObject({
      code: 'ORDER_NOT_OPEN',
      message: 'This order is no longer open',
    });
    await expectLedgerClean(t.db);
  });

  it("answers ORDER_NOT_FOUND for another user's order (and leaves it open) and for no order", async () => {
    const t = await start();
    const owner = await user(t, '1000');
    const stranger = await user(t, '1000');
    const placed = await placeLimit(t, owner.token, {
      type: 1,
      amount: '0.01',
      target_price: '64000',
    });
    expect(failure(await cancel(t, stranger.token, placed.id)).code).toBe('ORDER_NOT_FOUND');
    expect(failure(await cancel(t, stranger.token, placed.id + 1000)).code).toBe('ORDER_NOT_FOUND');
    expect(failure(await t.post('/api/coin/cancel', { id: 'x' }, stranger.token)).code).toBe(
      'PARAMETER_ERROR',
    );
    expect((await orderRow(t, placed.id)).status).toBe(1);
    expect(await balanceOf(t.db, owner.id, USDT)).toEqual({ available: '360', frozen: '640' });
    expect(ok<Page<SpotOrderView>>(await t.get('/api/coin/list', {}, stranger.token)).total).toBe(
      0,
    );
    await expectLedgerClean(t.db);
  });

  it('of two concurrent cancels exactly one succeeds and the funds are released once', async () => {
    const t = await start();
    const u = await user(t, '1000');
    const placed = await placeLimit(t, u.token, { type: 1, amount: '0.01', target_price: '64000' });
    const answers = await Promise.all([
      cancel(t, u.token, placed.id),
      cancel(t, u.token, placed.id),
    ]);
    const codes = answers.map((a) => a.json<{ type: string; code?: string }>().code ?? 'ok').sort();
    expect(codes).toEqual(['ORDER_NOT_OPEN', 'ok']);
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '1000', frozen: '0' });
    expect(await postingsOf(t, `spot:${placed.id}:cancel`)).toHaveLength(1);
    await expectLedgerClean(t.db);
  });

  it('a cancel racing a crossing tick: exactly one of fill and cancel happens', async () => {
    const t = await start();
    const u = await user(t, '10000');
    const outcomes: number[] = [];
    for (let round = 0; round < 6; round++) {
      await t.tick(SYMBOL, '65000');
      const placed = await placeLimit(t, u.token, {
        type: 1,
        amount: '0.01',
        target_price: '64000',
      });
      // The tick starts first, at once or a few ms after the cancel, so both outcomes get a chance.
      const ticking = round % 2 === 0 ? t.tick(SYMBOL, '63500') : undefined;
      const cancelling = cancel(t, u.token, placed.id);
      if (round % 2 === 1) await new Promise((r) => setTimeout(r, round - 1));
      const [answer] = await Promise.all([cancelling, ticking ?? t.tick(SYMBOL, '63500')]);
      await t.settle();
      const row = await orderRow(t, placed.id);
      const body = answer.json<{ type: string; code?: string }>();
      const fills = await postingsOf(t, `spot:${placed.id}:fill`);
      const cancels = await postingsOf(t, `spot:${placed.id}:cancel`);
      if (row.status === 3) {
        expect([body.type, fills.length, cancels.length]).toEqual(['ok', 0, 1]);
      } else {
        expect([row.status, body.code, fills.length, cancels.length]).toEqual([
          2,
          'ORDER_NOT_OPEN',
          1,
          0,
        ]);
      }
      outcomes.push(row.status);
    }
    const filled = outcomes.filter((s) => s === 2).length;
    // 10000 − 640 per fill; 0.00999 BTC per fill; nothing left frozen.
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({
      available: String(10000 - 640 * filled),
      frozen: '0',
    });
    expect(await balanceOf(t.db, u.id, BTC)).toEqual({
      available: String(Number((0.00999 * filled).toFixed(5))),
      frozen: '0',
    });
    await expectLedgerClean(t.db);
  });
});

describe('POST /api/coin/trade: refusals change nothing', () => {
  it('refuses every rule with a translated error and writes nothing', async () => {
    const t = await start();
    const u = await user(t, '1000', '1');
    await t.db
      .updateTable('currency_matches')
      .set({ open_coin_trade: false })
      .where('symbol', '=', 'LTC/USDT')
      .execute();
    await t.app.market.init();
    const cases: [Body, string, string?][] = [
      [{ type: 1, amount: '0.01', currency_id: 999 }, 'TRADING_DISABLED'],
      [{ type: 1, amount: '0.01', legal_id: BTC }, 'TRADING_DISABLED'],
      // Stocks trade as futures only; LTC's spot trading is switched off.
      [{ type: 1, amount: '1', currency_id: 13 }, 'TRADING_DISABLED'],
      [{ type: 1, amount: '1', currency_id: 4 }, 'TRADING_DISABLED'],
      [
        { type: 1, amount: '0.0000001' },
        'AMOUNT_PRECISION',
        'The amount has too many decimals (at most 6)',
      ],
      [
        { type: 1, amount: '0.01', target_price: '64000.123' },
        'PRICE_PRECISION',
        'The price has too many decimals (at most 2)',
      ],
      [{ type: 1, amount: '0.01', target_price: '65000' }, 'LIMIT_PRICE_INVALID'],
      [{ type: 1, amount: '0.01', target_price: '70000' }, 'LIMIT_PRICE_INVALID'],
      [{ type: 2, amount: '0.01', target_price: '64000' }, 'LIMIT_PRICE_INVALID'],
      // ETH has no live feed price in this app.
      [{ type: 1, amount: '0.01', currency_id: ETH }, 'PRICE_UNAVAILABLE'],
      [{ type: 1, amount: '0' }, 'PARAMETER_ERROR'],
      [{ type: 1, amount: '-1' }, 'PARAMETER_ERROR'],
      [{ type: 1, amount: 'abc' }, 'PARAMETER_ERROR'],
      [{ type: 3, amount: '0.01' }, 'PARAMETER_ERROR'],
      [{ type: 1, amount: '0.01', target_price: '-5' }, 'PARAMETER_ERROR'],
      [{ type: 1, amount: '100000000000' }, 'PARAMETER_ERROR'],
    ];
    for (const [body, code, message] of cases) {
      const answer = failure(await trade(t, u.token, { lang: 'en', ...body }));
      expect({ body, code: answer.code }).toEqual({ body, code });
      if (message) expect(answer.message).toBe(message);
    }
    expect(
      failure(await trade(t, u.token, { lang: 'zh', type: 1, amount: '0.0000001' })).message,
    ).toBe('数量小数位过多（最多 6 位）');
    expect(await countRows(t.db, 'spot_orders')).toBe(0);
    expect(await postingsOf(t, 'spot:')).toEqual([]);
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '1000', frozen: '0' });
    expect(await balanceOf(t.db, u.id, BTC)).toEqual({ available: '1', frozen: '0' });
    expect(
      failure(
        await t.post('/api/coin/trade', {
          currency_id: BTC,
          legal_id: USDT,
          type: 1,
          amount: '0.01',
        }),
      ).code,
    ).toBe('SESSION_INVALID');
    await expectLedgerClean(t.db);
  });

  it('refuses an order above the balance with INSUFFICIENT_BALANCE and writes nothing', async () => {
    const t = await start();
    const u = await user(t, '100', '0.001');
    const bodies: Body[] = [
      { type: 1, amount: '0.01' },
      { type: 1, amount: '0.01', target_price: '64000' },
      { type: 2, amount: '0.01' },
      { type: 2, amount: '0.01', target_price: '66000' },
    ];
    for (const body of bodies) {
      expect(failure(await trade(t, u.token, body)).code).toBe('INSUFFICIENT_BALANCE');
    }
    expect(failure(await trade(t, (await user(t)).token, { type: 1, amount: '0.001' })).code).toBe(
      'INSUFFICIENT_BALANCE',
    );
    expect(await countRows(t.db, 'spot_orders')).toBe(0);
    expect(await postingsOf(t, 'spot:')).toEqual([]);
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '100', frozen: '0' });
    expect(await balanceOf(t.db, u.id, BTC)).toEqual({ available: '0.001', frozen: '0' });
    await expectLedgerClean(t.db);
  });

  it('of 20 concurrent market buys with a balance for 10, exactly 10 fill', async () => {
    const t = await start();
    // 10 × 650.325
    const u = await user(t, '6503.25');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => trade(t, u.token, { type: 1, amount: '0.01' })),
    );
    const codes = answers.map((a) => a.json<{ type: string; code?: string }>().code ?? 'ok');
    expect(codes.filter((c) => c === 'ok')).toHaveLength(10);
    expect(codes.filter((c) => c === 'INSUFFICIENT_BALANCE')).toHaveLength(10);
    expect(await countRows(t.db, 'spot_orders')).toBe(10);
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '0', frozen: '0' });
    expect(await balanceOf(t.db, u.id, BTC)).toEqual({ available: '0.0999', frozen: '0' });
    await expectLedgerClean(t.db);
  });

  it('places one order for a repeated Idempotency-Key and answers the first result', async () => {
    const t = await start();
    const u = await user(t, '1000');
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/coin/trade',
        payload: new URLSearchParams({
          currency_id: String(BTC),
          legal_id: String(USDT),
          type: '1',
          amount: '0.01',
          target_price: '64000',
        }).toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: u.token,
          'idempotency-key': 'spot-order-key-0001',
        },
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect(second.json()).toEqual(first.json());
    expect(await countRows(t.db, 'spot_orders')).toBe(1);
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '360', frozen: '640' });
    await expectLedgerClean(t.db);
  });
});

describe('GET and POST /api/coin/list', () => {
  it("pages the caller's orders newest first, filtered by status and coin", async () => {
    const t = await start();
    const u = await user(t, '10000', '1');
    const market = ok<SpotOrderView>(await trade(t, u.token, { type: 1, amount: '0.01' }));
    const open = await placeLimit(t, u.token, { type: 1, amount: '0.01', target_price: '60000' });
    const cancelled = await placeLimit(t, u.token, {
      type: 2,
      amount: '0.1',
      target_price: '70000',
    });
    ok(await cancel(t, u.token, cancelled.id));

    const all = ok<Page<SpotOrderView>>(await t.get('/api/coin/list', {}, u.token));
    expect(all).toMatchObject({ current_page: 1, per_page: 10, total: 3, last_page: 1 });
    expect(all.data.map((o) => [o.id, o.status])).toEqual([
      [cancelled.id, 3],
      [open.id, 1],
      [market.id, 2],
    ]);
    const page2 = ok<Page<SpotOrderView>>(
      await t.post('/api/coin/list', { page: 2, limit: 2 }, u.token),
    );
    expect(page2).toMatchObject({ current_page: 2, per_page: 2, total: 3, last_page: 2 });
    expect(page2.data.map((o) => o.id)).toEqual([market.id]);
    expect(
      ok<Page<SpotOrderView>>(await t.post('/api/coin/list', { status: 1 }, u.token)).data.map(
        (o) => o.id,
      ),
    ).toEqual([open.id]);
    expect(
      ok<Page<SpotOrderView>>(
        await t.get('/api/coin/list', { status: '', currency_id: BTC }, u.token),
      ).total,
    ).toBe(3);
    expect(
      ok<Page<SpotOrderView>>(await t.get('/api/coin/list', { currency_id: ETH }, u.token)).total,
    ).toBe(0);
    expect(failure(await t.get('/api/coin/list', { status: 7 }, u.token)).code).toBe(
      'PARAMETER_ERROR',
    );
    expect(failure(await t.get('/api/coin/list')).code).toBe('SESSION_INVALID');
  });
});
