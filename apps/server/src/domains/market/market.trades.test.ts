import type { MarketTradeView, SpotOrderView } from '@meridian/contract';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';

import { BTC, CHANGE, ETH, failure, ok, USDT } from '../../testing/money.js';
import { buildDatabaseTemplateFirst, closedAfterEach } from '../../testing/lifecycle.js';
import { withSockets } from '../../testing/sockets.js';
import { trader } from '../../testing/traders.js';
import { tradingApp, type TradingTestApp } from '../../testing/trading.js';

buildDatabaseTemplateFirst();
const apps = closedAfterEach<TradingTestApp>();

const SYMBOL = 'BTC/USDT';

async function start() {
  const t = await tradingApp({ [SYMBOL]: '65000', 'ETH/USDT': '3000' });
  apps.push(t);
  return t;
}

const marketBuy = (t: TradingTestApp, token: string, amount: string) =>
  t.post('/api/coin/trade', { currency_id: BTC, legal_id: USDT, type: 1, amount }, token);

const tradesOf = (t: TradingTestApp, query: Record<string, unknown>) =>
  t.get('/api/market/trades', query);

/** Collects `trade` events on a socket subscribed to `symbols`. */
async function hearTrades(socket: Socket, symbols: string[]) {
  const heard: MarketTradeView[] = [];
  socket.on('trade', (event: MarketTradeView) => heard.push(event));
  socket.emit('subscribe', { symbols });
  await new Promise((resolve) => setTimeout(resolve, 100));
  return heard;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET /api/market/trades', () => {
  it("answers the pair's fills newest first, anonymous: type, price, amount and time only", async () => {
    const t = await start();
    const buyer = await trader(t, { [CHANGE]: { [USDT]: '10000' } });
    const seller = await trader(t, { [CHANGE]: { [BTC]: '1' } });

    const bought = ok<SpotOrderView>(await marketBuy(t, buyer.token, '0.01'));
    const resting = ok<SpotOrderView>(
      await t.post(
        '/api/coin/trade',
        { currency_id: BTC, legal_id: USDT, type: 2, amount: '0.02', target_price: '65500' },
        seller.token,
      ),
    );
    await t.settle();
    // An open limit is no trade, nor a cancelled one.
    expect(ok<MarketTradeView[]>(await tradesOf(t, { symbol: SYMBOL }))).toHaveLength(1);
    await t.tick(SYMBOL, '65600');

    const rows = ok<MarketTradeView[]>(await tradesOf(t, { symbol: 'btc-usdt' }));
    expect(rows).toHaveLength(2);
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual(['amount', 'price', 'symbol', 'time', 'type']);
    const sellerOrders = ok<{ data: SpotOrderView[] }>(
      await t.get('/api/coin/list', {}, seller.token),
    );
    const filledLimit = sellerOrders.data.find((o) => o.id === resting.id)!;
    expect(rows).toEqual([
      {
        symbol: SYMBOL,
        type: 2,
        price: '65500',
        amount: '0.02',
        time: filledLimit.filled_at,
      },
      { symbol: SYMBOL, type: 1, price: bought.fill_price, amount: '0.01', time: bought.filled_at },
    ]);
    expect(rows[0]!.time).toBeGreaterThanOrEqual(rows[1]!.time);
    // Another pair's tape is its own.
    expect(ok<MarketTradeView[]>(await tradesOf(t, { symbol: 'ETH/USDT' }))).toEqual([]);
  });

  it('bounds limit to 1..100 (50 by default) and refuses an unknown or malformed symbol', async () => {
    const t = await start();
    const buyer = await trader(t, { [CHANGE]: { [USDT]: '10000' } });
    for (let i = 0; i < 3; i++) ok(await marketBuy(t, buyer.token, '0.001'));
    expect(ok<MarketTradeView[]>(await tradesOf(t, { symbol: SYMBOL }))).toHaveLength(3);
    expect(ok<MarketTradeView[]>(await tradesOf(t, { symbol: SYMBOL, limit: 2 }))).toHaveLength(2);
    expect(ok<MarketTradeView[]>(await tradesOf(t, { symbol: SYMBOL, limit: 100 }))).toHaveLength(
      3,
    );
    for (const limit of ['0', '101', '-1', '1.5', 'x'])
      expect(failure(await tradesOf(t, { symbol: SYMBOL, limit })).type).not.toBe('ok');
    expect(failure(await tradesOf(t, { symbol: 'XYZ/USDT' })).code).toBe('SYMBOL_UNKNOWN');
    expect(failure(await tradesOf(t, { symbol: 'not a pair' })).code).toBe('SYMBOL_UNKNOWN');
    expect(failure(await tradesOf(t, {})).type).not.toBe('ok');
  });
});

describe('socket `trade`', () => {
  it("tells the pair's room of each fill once, anonymous, and other rooms nothing", async () => {
    const t = await start();
    const buyer = await trader(t, { [CHANGE]: { [USDT]: '10000' } });
    await withSockets(t, ['', ''], async ([btcRoom, ethRoom]) => {
      const heard = await hearTrades(btcRoom, [SYMBOL]);
      const elsewhere = await hearTrades(ethRoom, ['ETH/USDT']);

      const order = ok<SpotOrderView>(await marketBuy(t, buyer.token, '0.01'));
      await expect.poll(() => heard.length).toBe(1);
      await pause(200);
      expect(heard).toEqual([
        {
          symbol: SYMBOL,
          type: 1,
          price: order.fill_price,
          amount: '0.01',
          time: order.filled_at,
        },
      ]);
      expect(elsewhere).toEqual([]);

      // A limit filled by the engine is told too.
      const eth = await trader(t, { [CHANGE]: { [ETH]: '1' } });
      await t.post(
        '/api/coin/trade',
        { currency_id: ETH, legal_id: USDT, type: 2, amount: '0.5', target_price: '3010' },
        eth.token,
      );
      await t.settle();
      await t.tick('ETH/USDT', '3020');
      await expect.poll(() => elsewhere.length).toBe(1);
      expect(elsewhere[0]).toMatchObject({
        symbol: 'ETH/USDT',
        type: 2,
        price: '3010',
        amount: '0.5',
      });
      expect(heard).toHaveLength(1);
    });
  });
});
