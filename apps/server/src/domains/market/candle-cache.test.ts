import {
  KLINE_PERIODS,
  type KlineEvent,
  type KlinePeriod,
  type QuotationView,
} from '@meridian/contract';
import { afterEach, describe, expect, it } from 'vitest';

import { findInstrument } from '../../market-data/instruments.js';
import * as repo from '../../market-data/market-data.repository.js';
import { ReplayFeed } from '../../market-data/replay-feed.js';
import { SimFeed } from '../../market-data/sim-feed.js';
import { buildTestApp, expectOk, type TestApp } from '../../testing/test-app.js';
import { getCandles } from './market.service.js';

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

const MINUTE = 60_000;
// Sunday 23:57 UTC, the last day of June: the ticks below cross an hour, a day, a Monday and a month.
const T0 = Date.parse('2024-06-30T23:57:00Z');

/** The chart answer as the route writes it, and the same computed without any cache, in SQL. */
async function compare(t: TestApp, period: KlinePeriod, from: number, to: number) {
  const input = { symbol: 'BTC/USDT', period, from: from / 1000, to: to / 1000 };
  const res = await t.get('/api/currency/new_timeshar', input);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  const data = await getCandles({ db: t.db, market: t.app.market }, input);
  expect(res.body, period).toBe(JSON.stringify({ code: 1, msg: 'ok', data }));
  return data.length;
}

describe('chart candles kept serialised in memory', () => {
  it('answers byte for byte what the SQL aggregation answers, for every period, across minutes closing', async () => {
    // Two days of stored history before the live ticks, a minute every 7 minutes.
    const history = Array.from({ length: 400 }, (_, i) => {
      const p = 60_000 + ((i * 37) % 500);
      return {
        symbol: 'BTC/USDT',
        open_time: T0 - 7 * MINUTE * (400 - i),
        open: `${p}.50`,
        high: `${p + 20}.25`,
        low: `${p - 20}`,
        close: `${p + 1}.000`,
        volume: `${(i % 5) + 1}.125`,
      };
    });
    const ticks = Array.from({ length: 24 }, (_, i) => ({
      symbol: 'BTC/USDT',
      price: `${60_000 + ((i * 53) % 700)}.${i % 10}`,
      volume: `0.${(i % 9) + 1}`,
      time: T0 + i * 15_000,
    }));
    const feed = new ReplayFeed({ pace: 'manual', ticks });
    const t = await buildTestApp({}, { feed });
    apps.push(t);
    await repo.upsertMinuteCandles(t.db, history, 'keep');
    await t.app.market.start();

    const from = T0 - 2 * 86_400_000;
    const to = T0 + 20 * MINUTE;
    const check = async () => {
      for (const period of KLINE_PERIODS) {
        // 1-minute candles over two days are too many for one request: their last 1,000 minutes.
        const start = period === '1min' ? to - 1000 * MINUTE : from;
        expect(await compare(t, period, start, to)).toBeGreaterThan(0);
      }
    };
    // No live minute yet: straight from the database.
    await check();
    // Five ticks a round (75 s): every round closes a minute, some an hour, the day, the month.
    for (let played = 0; played < ticks.length; played += 5) {
      for (let k = 0; k < 5; k++) feed.playNext();
      await t.app.market.flush();
      await check();
    }
    // A window that starts inside the live candle, and one that ends before it.
    await compare(t, '1min', T0 + 3 * MINUTE, T0 + 5 * MINUTE);
    await compare(t, '60min', T0 - 10 * 3_600_000, T0 - 3_600_000);
  }, 120_000);

  it('quotes a price on a first start, the 30-day backfill running behind it', async () => {
    // A fresh in-memory database and every instrument, as a first start of the embedded database.
    const feed = new SimFeed({ seed: 'first-start' });
    const t = await buildTestApp({ marketBackfillDays: 30 }, { feed });
    apps.push(t);
    // As main.ts does: the app answers first, the market starts behind it, not awaited.
    const started = t.app.market.start();
    let priced: QuotationView | undefined;
    // The time to the first price is measured in bench/startup.mjs; here only that it comes first.
    for (let i = 0; i < 600 && !priced; i++) {
      const rows = (await expectOk(await t.get('/api/currency/quotation_new')))
        .message as QuotationView[];
      // A live price: the replayed ticks of the current minute come first, the feed's own after.
      priced = rows.find((r) => r.symbol === 'BTC/USDT' && r.now_price !== null && !r.feed.stale);
      if (!priced) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(priced?.now_price).toMatch(/^\d+(\.\d+)?$/);
    expect(priced?.feed.stale).toBe(false);
    await started;
  }, 60_000);

  it('gives a chart of the sim market from the first second, whole, and the same once stored', async () => {
    const instruments = [findInstrument('BTC/USDT')!];
    const feed = new SimFeed({ seed: 'first-second', instruments });
    const t = await buildTestApp({ marketBackfillDays: 2 }, { feed });
    apps.push(t);
    await t.app.market.start();
    // A price at once, before the backfill has stored the history.
    const rows = (await expectOk(await t.get('/api/currency/quotation_new')))
      .message as QuotationView[];
    expect(rows.find((r) => r.symbol === 'BTC/USDT')!.now_price).not.toBeNull();

    const now = Date.now();
    const day = Math.floor(now / 86_400_000) * 86_400_000;
    const query = (period: KlinePeriod, from: number) => ({
      symbol: 'BTC/USDT',
      period,
      from: Math.floor(from / 1000),
      to: Math.floor((day - 1) / 1000),
    });
    const early = await Promise.all(
      (['1min', '60min', '1day'] as const).map(async (period) =>
        t.get(
          '/api/currency/new_timeshar',
          query(period, period === '1min' ? day - 1000 * MINUTE : day - 86_400_000),
        ),
      ),
    );
    await t.app.market.backfillDone();
    for (const [i, period] of (['1min', '60min', '1day'] as const).entries()) {
      const input = query(period, period === '1min' ? day - 1000 * MINUTE : day - 86_400_000);
      const stored = await getCandles({ db: t.db, market: t.app.market }, input);
      expect(stored.length, period).toBeGreaterThan(0);
      expect(early[i]!.body, period).toBe(JSON.stringify({ code: 1, msg: 'ok', data: stored }));
    }
  }, 60_000);

  it('sends the day candle on the socket only once its history is stored, whole from the first minute of the day', async () => {
    const feed = new SimFeed({ seed: 'klines', instruments: [findInstrument('BTC/USDT')!] });
    const t = await buildTestApp({ marketBackfillDays: 1 }, { feed });
    apps.push(t);
    const days: KlineEvent[] = [];
    t.app.market.onUpdate((u) => days.push(...u.klines.filter((k) => k.period === '1day')));
    await t.app.market.start();
    await t.app.market.backfillDone();
    for (let i = 0; i < 200 && days.length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const day = Math.floor(Date.now() / 86_400_000) * 86_400_000;
    const [first] = await repo.minuteCandles(t.db, 'BTC/USDT', day, day + 60_000);
    // The day candle a chart keeps updating opens with the day's first minute, not the live one.
    expect(days[0]).toMatchObject({ symbol: 'BTC/USDT', candle: { time: day } });
    expect(days[0]!.candle.open).toBe(String(Number(first!.open)));
  }, 60_000);
});
