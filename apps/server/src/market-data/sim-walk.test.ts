import { describe, expect, it } from 'vitest';

import { findInstrument, INSTRUMENTS, pairSymbol } from './instruments.js';
import { parseTicks } from './replay-feed.js';
import { formatUnits, SimWalk } from './sim-walk.js';

const BTC = findInstrument('BTC/USDT')!;
const DAY_SECONDS = 86_400;
const day = 20_000; // 2024-10-04
const series = (walk: SimWalk, from: number, n: number) =>
  Array.from({ length: n }, (_, i) => walk.tickAt(from + i));

describe('the simulated market', () => {
  it('gives the same series for the same seed, on any instance', () => {
    const a = series(new SimWalk('seed-1', 'BTC/USDT', BTC), day * DAY_SECONDS + 123, 300);
    const b = series(new SimWalk('seed-1', 'BTC/USDT', BTC), day * DAY_SECONDS + 123, 300);
    expect(a).toEqual(b);
  });

  it('gives a different series for another seed or another symbol', () => {
    const a = series(new SimWalk('seed-1', 'BTC/USDT', BTC), day * DAY_SECONDS, 60).map(
      (t) => t.price,
    );
    const b = series(new SimWalk('seed-2', 'BTC/USDT', BTC), day * DAY_SECONDS, 60).map(
      (t) => t.price,
    );
    const c = series(new SimWalk('seed-1', 'X/USDT', BTC), day * DAY_SECONDS, 60).map(
      (t) => t.price,
    );
    expect(a).not.toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('evaluates any second on its own exactly as a whole day in one pass', () => {
    const walk = new SimWalk('s', 'ETH/USDT', findInstrument('ETH/USDT')!);
    const filled = walk.fillDay(day);
    for (const offset of [0, 1, 2, 4321, 43_200, 86_399, 86_400]) {
      expect(walk.logPriceAt(day * DAY_SECONDS + offset)).toBe(filled[offset]);
    }
  });

  it('builds each backfilled minute exactly from the ticks of its 60 seconds', () => {
    for (const instrument of [BTC, findInstrument('DOGE/USDT')!, findInstrument('AAPL/USDT')!]) {
      const walk = new SimWalk('s', pairSymbol(instrument), instrument);
      const [candle] = walk.minuteCandles(day, 600, 601);
      const ticks = series(walk, day * DAY_SECONDS + 600 * 60, 60);
      const prices = ticks.map((t) => Number(t.price));
      expect(candle!.open).toBe(ticks[0]!.price);
      expect(candle!.close).toBe(ticks[59]!.price);
      expect(Number(candle!.high)).toBe(Math.max(...prices));
      expect(Number(candle!.low)).toBe(Math.min(...prices));
      const units = 10 ** instrument.amountDecimals;
      const volume = ticks.reduce((sum, t) => sum + Math.round(Number(t.volume) * units), 0);
      expect(candle!.volume).toBe(formatUnits(volume, instrument.amountDecimals));
    }
  });

  it('keeps every price a positive multiple of the tick size and near its centre', () => {
    for (const instrument of INSTRUMENTS) {
      const walk = new SimWalk('meridian', pairSymbol(instrument), instrument);
      const tick = Number(instrument.tickSize);
      for (const t of series(walk, (day + 400) * DAY_SECONDS, 5)) {
        const price = Number(t.price);
        expect(price).toBeGreaterThan(0);
        expect(Math.abs(price / tick - Math.round(price / tick))).toBeLessThan(1e-6);
        expect(price / instrument.startPrice).toBeGreaterThan(0.2);
        expect(price / instrument.startPrice).toBeLessThan(5);
      }
    }
  });
});

describe('recorded ticks', () => {
  it('reads JSON lines and CSV, sorted by time', () => {
    const ticks = parseTicks(
      [
        'symbol,price,volume,time',
        'BTC/USDT,65000.5,0.2,2000',
        '{"symbol":"BTC/USDT","price":"65001","volume":"1","time":1000}',
      ].join('\n'),
    );
    expect(ticks).toEqual([
      { symbol: 'BTC/USDT', price: '65001', volume: '1', time: 1000 },
      { symbol: 'BTC/USDT', price: '65000.5', volume: '0.2', time: 2000 },
    ]);
  });

  it('refuses a bad line, naming it', () => {
    expect(() => parseTicks('BTC/USDT,65000,1,1000\nBTC/USDT,-1,1,2000')).toThrow(/line 2/);
    expect(() => parseTicks('{oops')).toThrow(/line 1/);
  });
});
