import type { KyselyPlugin } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';

import * as repo from '../../market-data/market-data.repository.js';
import { ReplayFeed } from '../../market-data/replay-feed.js';
import { buildTestApp, expectOk, type TestApp } from '../../testing/test-app.js';
import { sparklineReader, type SparklineView } from './market.sparklines.js';

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A stored 1-minute candle whose close is `close`. */
const minute = (symbol: string, openTime: number, close: string) => ({
  symbol,
  open_time: openTime,
  open: close,
  high: close,
  low: close,
  close,
  volume: '1',
});

/** Counts the SQL statements run through the returned executor. */
function counted(t: TestApp) {
  const counter = { statements: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      counter.statements += 1;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: t.db.withPlugin(plugin), counter };
}

/**
 * BTC: two minutes in each of the last 25 hours (the later one's close is the hour's close), ETH:
 * one hour only. A live BTC tick gives the current price.
 */
async function seeded(now: number) {
  const hour = Math.floor(now / HOUR) * HOUR;
  const feed = new ReplayFeed({
    pace: 'manual',
    ticks: [{ symbol: 'BTC/USDT', price: '64000.5', volume: '1', time: now - 1000 }],
  });
  const t = await buildTestApp({}, { feed });
  apps.push(t);
  const history = [];
  for (let h = 25; h >= 1; h--) {
    const start = hour - h * HOUR;
    history.push(minute('BTC/USDT', start + 5 * MINUTE, `${60000 + h}.9`));
    history.push(minute('BTC/USDT', start + 50 * MINUTE, `${60000 + h}.000`));
  }
  history.push(minute('ETH/USDT', hour - 3 * HOUR + 10 * MINUTE, '3000.10'));
  // A minute of the hour under way: not a closed hour, the live price stands for it.
  history.push(minute('BTC/USDT', hour + MINUTE, '1'));
  await repo.upsertMinuteCandles(t.db, history, 'keep');
  await t.app.market.start();
  feed.playAll();
  await t.app.market.flush();
  return { t, hour };
}

/** BTC's closes of the hours `from`..1 before the current one, as seeded. */
const closedFrom = (from: number) => Array.from({ length: from }, (_, i) => `${60000 + from - i}`);

describe('GET /api/market/sparklines', () => {
  it('answers every pair with its last 23 hourly closes, oldest first, then its live price', async () => {
    const now = Date.now();
    const { t } = await seeded(now);
    const lines = (await expectOk(await t.get('/api/market/sparklines')))
      .message as SparklineView[];
    expect(lines).toHaveLength(18);
    const btc = lines.find((l) => l.symbol === 'BTC/USDT');
    // Hours 23..1 before this one: each hour's last minute's close, trailing zeros dropped.
    expect(btc?.closes).toEqual([...closedFrom(23), '64000.5']);
    // ETH has one stored hour, then whatever price the market shows for it (its last close once
    // the market has read it, none before); a pair with neither has an empty line.
    const eth = t.app.market.quotation('ETH/USDT')?.now_price ?? null;
    expect(lines.find((l) => l.symbol === 'ETH/USDT')?.closes).toEqual(
      eth === null ? ['3000.1'] : ['3000.1', eth],
    );
    expect(lines.find((l) => l.symbol === 'LTC/USDT')?.closes).toEqual([]);
  });

  it('costs at most one statement a call for all pairs, reused for a minute within the hour', async () => {
    const now = Date.now();
    const { t, hour } = await seeded(now);
    const { db, counter } = counted(t);
    const read = sparklineReader({ db, market: t.app.market });
    const at = hour + 10 * MINUTE;

    const first = await read(at);
    expect(counter.statements).toBe(1);
    expect(first.find((l) => l.symbol === 'BTC/USDT')?.closes).toHaveLength(24);
    // Ten calls within the minute, two at once: no statement.
    await Promise.all([read(at + 1000), read(at + 2000)]);
    for (let i = 0; i < 8; i++) await read(at + 30_000);
    expect(counter.statements).toBe(1);
    // A minute later the closed hours are read again (a backfill may have added some): one.
    await read(at + MINUTE);
    expect(counter.statements).toBe(2);
    // The next hour: read again, and the window moved by an hour.
    const next = await read(hour + HOUR + 1000);
    expect(counter.statements).toBe(3);
    const btc = next.find((l) => l.symbol === 'BTC/USDT')?.closes ?? [];
    // Hours 22..1, then the hour just closed (its last stored minute), then the live price.
    expect(btc.slice(0, 22)).toEqual(closedFrom(22));
    expect(btc.at(-1)).toBe('64000.5');
    expect(btc).toHaveLength(24);
  });
});
