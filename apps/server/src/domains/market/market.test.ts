import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

import type { CandleView, KlineEvent, MarketDepthEvent, QuotationView } from '@meridian/contract';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';

import type { Leadership } from '../../engine/leadership.js';
import { findInstrument } from '../../market-data/instruments.js';
import * as repo from '../../market-data/market-data.repository.js';
import { aggregateCandles } from '../../market-data/periods.js';
import { ReplayFeed } from '../../market-data/replay-feed.js';
import { SimFeed } from '../../market-data/sim-feed.js';
import { SimWalk } from '../../market-data/sim-walk.js';
import { buildTestApp, expectOk, type TestApp } from '../../testing/test-app.js';

const apps: TestApp[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  sockets.splice(0).forEach((s) => s.close());
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function start(
  feed?: ReplayFeed | SimFeed,
  extra: Parameters<typeof buildTestApp>[1] = {},
  config = {},
) {
  const t = await buildTestApp(config, { ...extra, ...(feed ? { feed } : {}) });
  apps.push(t);
  if (feed) await t.app.market.start();
  return t;
}

const body = <T>(res: { json(): unknown }) => res.json() as T;
const T0 = Date.parse('2024-06-03T10:00:00Z'); // a Monday
const tick = (price: string, seconds: number, volume = '1', symbol = 'BTC/USDT') => ({
  symbol,
  price,
  volume,
  time: T0 + seconds * 1000,
});

describe('GET /api/currency/quotation_new', () => {
  it('lists every pair with its parameters, and says there is no price yet without a feed', async () => {
    const t = await start();
    const rows = (await expectOk(await t.get('/api/currency/quotation_new')))
      .message as QuotationView[];
    expect(rows).toHaveLength(18);
    expect(rows.map((r) => r.symbol).slice(0, 3)).toEqual(['BTC/USDT', 'ETH/USDT', 'LTC/USDT']);
    expect(rows.filter((r) => r.category === 'stock').map((r) => r.currency_name)).toEqual([
      'AAPL',
      'TSLA',
      'NVDA',
      'MSFT',
      'AMZN',
      'GOOGL',
      'META',
    ]);
    expect(rows[0]).toMatchObject({
      match_id: 1,
      currency_id: 1,
      legal_id: 3,
      currency_name: 'BTC',
      legal_name: 'USDT',
      category: 'crypto',
      now_price: null,
      change: null,
      volume: '0',
      open_lever: true,
      lot_size: '0.01',
      leverages: [5, 10, 20, 50, 100],
      fee_rate: '0.001',
      spread: '0.0005',
      price_precision: 2,
      amount_precision: 6,
      lever_min_share: 1,
      lever_max_share: 1000,
      feed: { name: 'none', simulated: false, stale: true, last_tick_at: null },
    });
  });

  it('shows the replayed price, 24 h high, low, volume and change, labelled simulated', async () => {
    const now = Date.now();
    const feed = new ReplayFeed({
      pace: 'manual',
      ticks: [
        { symbol: 'ETH/USDT', price: '3000', volume: '1.5', time: now - 120_000 },
        { symbol: 'ETH/USDT', price: '3100.5', volume: '0.5', time: now - 61_000 },
        { symbol: 'ETH/USDT', price: '2990', volume: '2', time: now - 1000 },
      ],
    });
    const t = await start(feed);
    feed.playAll();
    await t.app.market.flush();
    const rows = (await expectOk(await t.get('/api/currency/quotation_new')))
      .message as QuotationView[];
    expect(rows.find((r) => r.symbol === 'ETH/USDT')).toMatchObject({
      now_price: '2990',
      high: '3100.5',
      low: '2990',
      volume: '4',
      change: '-0.33',
      feed: { name: 'replay', simulated: true },
    });
    // The replay has ended, so its prices are marked stale.
    expect(rows.find((r) => r.symbol === 'ETH/USDT')!.feed.stale).toBe(true);
  });
});

describe('GET /api/currency/new_timeshar', () => {
  it('answers {code:1, msg, data} with candles built from the ticks, for either period spelling', async () => {
    const feed = new ReplayFeed({
      pace: 'manual',
      ticks: [
        tick('100', 0, '1'),
        tick('105', 30, '2'),
        tick('99', 59, '0.5'),
        tick('101', 60, '1'),
        tick('103', 301, '4'),
      ],
    });
    const t = await start(feed);
    feed.playAll();
    await t.app.market.flush();
    const query = { symbol: 'BTC/USDT', from: T0 / 1000, to: T0 / 1000 + 600 };
    const res = await t.get('/api/currency/new_timeshar', { ...query, period: '1min' });
    expect(body(res)).toEqual({
      code: 1,
      msg: 'ok',
      data: [
        { time: T0, open: '100', high: '105', low: '99', close: '99', volume: '3.5' },
        { time: T0 + 60_000, open: '101', high: '101', low: '101', close: '101', volume: '1' },
        { time: T0 + 300_000, open: '103', high: '103', low: '103', close: '103', volume: '4' },
      ],
    });
    for (const period of ['5min', '5m']) {
      expect(
        body<{ data: CandleView[] }>(
          await t.get('/api/currency/new_timeshar', { ...query, period }),
        ).data,
      ).toEqual([
        { time: T0, open: '100', high: '105', low: '99', close: '101', volume: '4.5' },
        { time: T0 + 300_000, open: '103', high: '103', low: '103', close: '103', volume: '4' },
      ]);
    }
  });

  it('aggregates in SQL exactly as the rules do, across hour, day, Monday and month boundaries', async () => {
    const t = await start();
    const minutes: CandleView[] = [];
    const starts = [
      '2024-03-31T22:58:00Z',
      '2024-03-31T23:59:00Z',
      '2024-04-01T00:00:00Z',
      '2024-04-01T00:01:00Z',
      '2024-04-07T23:59:00Z',
      '2024-04-08T00:00:00Z',
      '2024-04-30T23:59:00Z',
      '2024-05-01T00:00:00Z',
    ];
    starts.forEach((iso, i) => {
      const base = 100 + i * 3;
      minutes.push({
        time: Date.parse(iso),
        open: `${base}.5`,
        high: `${base + 2}.25`,
        low: `${base - 1}`,
        close: `${base + 1}`,
        volume: `${i + 1}.125`,
      });
    });
    await repo.upsertMinuteCandles(
      t.db,
      minutes.map((c) => ({ symbol: 'BTC/USDT', open_time: c.time, ...c })),
      'keep',
    );
    for (const period of [
      '1min',
      '5min',
      '15min',
      '30min',
      '60min',
      '4hour',
      '1day',
      '1week',
      '1mon',
    ] as const) {
      const res = await t.get('/api/currency/new_timeshar', {
        symbol: 'BTC/USDT',
        period,
        from: Date.parse('2024-03-01T00:00:00Z') / 1000,
        to: Date.parse('2024-05-01T00:00:00Z') / 1000,
      });
      if (['1min', '5min', '15min', '30min'].includes(period)) {
        expect(body<{ code: string }>(res).code).toBe('KLINE_RANGE_TOO_LARGE');
        continue;
      }
      expect(body<{ data: CandleView[] }>(res).data, period).toEqual(
        aggregateCandles(minutes, period),
      );
    }
  });

  it('refuses an unknown symbol, a bad period, from after to, a range too large and missing fields', async () => {
    const t = await start();
    const ok = { symbol: 'BTC/USDT', period: '1min', from: 1_717_200_000, to: 1_717_200_600 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ok, symbol: 'NOPE/USDT' }, 'SYMBOL_UNKNOWN'],
      [{ ...ok, symbol: 'B T C' }, 'SYMBOL_UNKNOWN'],
      [{ ...ok, period: '2min' }, 'KLINE_PERIOD_INVALID'],
      [{ ...ok, from: ok.to + 1 }, 'KLINE_RANGE_INVALID'],
      [{ ...ok, to: ok.from + 1500 * 60 }, 'KLINE_RANGE_TOO_LARGE'],
      [{ ...ok, from: 'yesterday' }, 'PARAMETER_ERROR'],
      [{ symbol: 'BTC/USDT', period: '1min' }, 'PARAMETER_ERROR'],
    ];
    for (const [query, code] of cases) {
      const res = body<{ type: string; code: string; message: string }>(
        await t.get('/api/currency/new_timeshar', { ...query, lang: 'zh' }),
      );
      expect(res, JSON.stringify(query)).toMatchObject({ type: 'error', code });
      expect(res.message).toMatch(/[\u4e00-\u9fff]/);
    }
    // 1,500 candles is the most one request may ask for.
    expect(
      body<{ code: number }>(
        await t.get('/api/currency/new_timeshar', { ...ok, to: ok.from + 1499 * 60 }),
      ).code,
    ).toBe(1);
  });
});

describe('favourites', () => {
  it('keeps favourites per user; another user cannot delete one', async () => {
    const t = await start();
    const alice = (await t.signUp()).token;
    const bob = (await t.signUp()).token;
    const added = (await expectOk(await t.post('/api/optional/add', { currency_id: 2 }, alice)))
      .message as { id: number; match_id: number };
    expect(added).toMatchObject({ match_id: 2, symbol: 'ETH/USDT' });
    await expectOk(await t.post('/api/optional/add', { currency_id: 13, legal_id: 3 }, alice));
    expect(body(await t.post('/api/optional/add', { currency_id: 2 }, alice))).toMatchObject({
      code: 'FAVOURITE_EXISTS',
    });
    expect(body(await t.post('/api/optional/add', { currency_id: 3 }, alice))).toMatchObject({
      code: 'PAIR_UNKNOWN',
    });
    expect(body(await t.post('/api/optional/add', { currency_id: 'x' }, alice))).toMatchObject({
      code: 'PARAMETER_ERROR',
      field: 'currency_id',
    });

    const list = (await expectOk(await t.get('/api/optional/list', {}, alice))).message as {
      id: number;
      symbol: string;
    }[];
    expect(list.map((f) => f.symbol)).toEqual(['ETH/USDT', 'AAPL/USDT']);
    expect((await expectOk(await t.get('/api/optional/list', {}, bob))).message).toEqual([]);

    expect(body(await t.post('/api/optional/del', { id: added.id }, bob))).toMatchObject({
      type: 'error',
      code: 'NOT_FOUND',
    });
    expect(
      ((await expectOk(await t.get('/api/optional/list', {}, alice))).message as unknown[]).length,
    ).toBe(2);
    await expectOk(await t.post('/api/optional/del', { id: added.id }, alice));
    expect(
      (
        (await expectOk(await t.get('/api/optional/list', {}, alice))).message as {
          symbol: string;
        }[]
      ).map((f) => f.symbol),
    ).toEqual(['AAPL/USDT']);
  });

  it('needs a session', async () => {
    const t = await start();
    expect(body(await t.get('/api/optional/list'))).toMatchObject({ type: '999' });
    expect(body(await t.post('/api/optional/add', { currency_id: 1 }))).toMatchObject({
      type: '999',
    });
    expect(body(await t.post('/api/optional/del', { id: 1 }))).toMatchObject({ type: '999' });
  });
});

describe('hot search and recent views', () => {
  it('ranks pairs by distinct users who opened their chart, and remembers each user’s recent pairs', async () => {
    const t = await start();
    const users = [(await t.signUp()).token, (await t.signUp()).token];
    const open = (symbol: string, token?: string) =>
      t.get(
        '/api/currency/new_timeshar',
        { symbol, period: '1day', from: 1_717_200_000, to: 1_717_286_400 },
        token,
      );
    await open('SOL/USDT', users[0]);
    await open('SOL/USDT', users[0]); // the same user again does not count twice
    await open('SOL/USDT', users[1]);
    await open('NVDA/USDT', users[1]);
    await open('DOGE/USDT'); // anonymous views are not counted
    const hot = (await expectOk(await t.get('/api/currency/hot'))).message as {
      symbol: string;
      views: number;
    }[];
    expect(hot.slice(0, 2)).toEqual([
      expect.objectContaining({ symbol: 'SOL/USDT', views: 2 }),
      expect.objectContaining({ symbol: 'NVDA/USDT', views: 1 }),
    ]);
    expect(hot.find((h) => h.symbol === 'DOGE/USDT')?.views ?? 0).toBe(0);
    const recent = (await expectOk(await t.get('/api/currency/recent', {}, users[1]))).message as {
      symbol: string;
    }[];
    expect(recent.map((r) => r.symbol)).toEqual(['NVDA/USDT', 'SOL/USDT']);
  });
});

describe('GET /api/currency/list', () => {
  it('lists the currencies with stable ids', async () => {
    const t = await start();
    const list = (await expectOk(await t.get('/api/currency/list'))).message as {
      id: number;
      name: string;
      type: string;
    }[];
    expect(list.slice(0, 4).map((c) => [c.id, c.name])).toEqual([
      [1, 'BTC'],
      [2, 'ETH'],
      [3, 'USDT'],
      [4, 'LTC'],
    ]);
    expect(list.find((c) => c.name === 'TSLA')).toMatchObject({
      id: 14,
      type: 'stock',
      is_transfer: false,
    });
  });
});

/** Connects a socket.io client to a listening test app and subscribes it. */
async function client(t: TestApp, subscribe: { tickers?: boolean; symbols?: string[] }) {
  const address = t.app.server.address() as AddressInfo;
  const socket = connect(`http://127.0.0.1:${address.port}`, {
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  socket.emit('subscribe', subscribe);
  // A round trip through the server makes sure the rooms are joined.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return socket;
}

/** A leadership a test hands over by hand (two nodes in one process). */
class SwitchedLeadership implements Leadership {
  #onChange: (leading: boolean) => void = () => {};
  constructor(private leading: boolean) {}
  async start(onChange: (leading: boolean) => void): Promise<void> {
    this.#onChange = onChange;
    onChange(this.leading);
  }
  set(leading: boolean): void {
    this.leading = leading;
    this.#onChange(leading);
  }
  async stop(): Promise<void> {}
  async publish(): Promise<void> {}
}

const next = <T>(socket: Socket, event: string, match: (payload: T) => boolean = () => true) =>
  new Promise<T>((resolve) => {
    const handler = (payload: T) => {
      if (!match(payload)) return;
      socket.off(event, handler);
      resolve(payload);
    };
    socket.on(event, handler);
  });

describe('realtime', () => {
  it('sends daymarket, kline and market_depth to a subscribed client after a replayed tick', async () => {
    const feed = new ReplayFeed({
      pace: 'manual',
      ticks: [tick('100', 0), tick('102.5', 61, '3')],
    });
    const t = await start(feed);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = await client(t, { tickers: true, symbols: ['BTC/USDT'] });
    const daymarket = next<QuotationView>(socket, 'daymarket', (q) => q.now_price === '102.5');
    const hour = next<KlineEvent>(
      socket,
      'kline',
      (k) => k.period === '60min' && k.candle.close === '102.5',
    );
    const depth = next<MarketDepthEvent>(socket, 'market_depth', (d) => d.feed_price === '102.5');
    feed.playAll();
    expect(await daymarket).toMatchObject({
      symbol: 'BTC/USDT',
      feed: { name: 'replay', simulated: true },
    });
    expect((await hour).candle).toEqual({
      time: T0,
      open: '100',
      high: '102.5',
      low: '100',
      close: '102.5',
      volume: '4',
    });
    expect(await depth).toEqual({
      kind: 'platform_quote',
      symbol: 'BTC/USDT',
      feed_price: '102.5',
      spread: '0.0005',
      bid: '102.44',
      ask: '102.56',
      time: T0 + 61_000,
    });
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.skipIf(!redisUrl)(
    "two nodes, one feed: the leader's ticks reach every client once, and the feed follows the leader",
    async () => {
      const socketKey = `meridian-test-${randomBytes(4).toString('hex')}`;
      const redis = () => new Redis(redisUrl!, { maxRetriesPerRequest: 2 });
      const connections = [redis(), redis()];
      try {
        // Each node is given the feed; only the leading node may run it.
        const feedA = new ReplayFeed({
          pace: 'manual',
          ticks: [tick('64000', 0), tick('63900', 3)],
        });
        const feedB = new ReplayFeed({
          pace: 'manual',
          ticks: [tick('64100', 1), tick('64200', 2)],
        });
        const leaderA = new SwitchedLeadership(true);
        const leaderB = new SwitchedLeadership(false);
        const nodeA = await start(feedA, {
          redis: connections[0]!,
          socketKey,
          leadership: leaderA,
        });
        const nodeB = await start(feedB, {
          redis: connections[1]!,
          socketKey,
          leadership: leaderB,
        });
        await nodeA.app.listen({ port: 0, host: '127.0.0.1' });
        await nodeB.app.listen({ port: 0, host: '127.0.0.1' });
        const clients = [
          await client(nodeA, { tickers: true }),
          await client(nodeB, { tickers: true }),
        ];
        const heard = clients.map((socket) => {
          const prices: (string | null)[] = [];
          socket.on('daymarket', (q: QuotationView) => prices.push(q.now_price));
          return prices;
        });
        const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

        // A follower's feed does not run: what it would say reaches no one.
        feedB.playNext();
        await settle();
        expect(heard).toEqual([[], []]);

        feedA.playNext();
        await settle();
        expect(heard).toEqual([['64000'], ['64000']]);
        expect(nodeB.app.market.quotation('BTC/USDT')).toMatchObject({ now_price: '64000' });

        // The leader moves: the old leader's feed stops, the new leader's runs and is relayed.
        leaderA.set(false);
        leaderB.set(true);
        await settle();
        feedA.playNext();
        feedB.playNext();
        await settle();
        expect(heard).toEqual([
          ['64000', '64200'],
          ['64000', '64200'],
        ]);
        expect(nodeA.app.market.quotation('BTC/USDT')).toMatchObject({ now_price: '64200' });
      } finally {
        await Promise.all(apps.splice(0).map((x) => x.close()));
        connections.forEach((c) => c.disconnect());
      }
    },
  );
});

describe('sim feed history', () => {
  it('backfills 1-minute candles from the same walk as the live ticks, then joins them', async () => {
    const instruments = [findInstrument('BTC/USDT')!, findInstrument('TSLA/USDT')!];
    const feed = new SimFeed({ seed: 'test-seed', instruments });
    const t = await start(feed, {}, { marketBackfillDays: 1 });
    const result = await t.app.market.backfillDone();
    expect(result!.candles).toBeGreaterThanOrEqual(2 * 1440);
    const walk = new SimWalk('test-seed', 'TSLA/USDT', instruments[1]!);
    const stored = await t.db
      .selectFrom('market_candles_1m')
      .selectAll()
      .where('symbol', '=', 'TSLA/USDT')
      .orderBy('open_time')
      .execute();
    const day = Math.floor(stored[5]!.open_time / 86_400_000);
    const minute = (stored[5]!.open_time - day * 86_400_000) / 60_000;
    const [expected] = walk.minuteCandles(day, minute, minute + 1);
    expect(stored[5]).toMatchObject({ open_time: expected!.open_time });
    expect(
      [stored[5]!.open, stored[5]!.high, stored[5]!.low, stored[5]!.close, stored[5]!.volume].map(
        Number,
      ),
    ).toEqual(
      [expected!.open, expected!.high, expected!.low, expected!.close, expected!.volume].map(
        Number,
      ),
    );
    // The live feed has already replayed the current minute's seconds from the same walk.
    await t.app.market.flush();
    const row = t.app.market.quotation('TSLA/USDT')!;
    const nowSecond = Math.floor(row.feed.last_tick_at! / 1000);
    expect(Number(row.now_price)).toBe(Number(walk.tickAt(nowSecond).price));
    expect(row.feed).toMatchObject({ name: 'sim', simulated: true, stale: false });
  });
});
