import type { CandleView, KlinePeriod } from '@meridian/contract';

/** The chart's period buttons in order: the wire name, its i18n key and its length in seconds. */
export const CHART_PERIODS = [
  { period: '1min', key: 'm1', seconds: 60 },
  { period: '5min', key: 'm5', seconds: 300 },
  { period: '15min', key: 'm15', seconds: 900 },
  { period: '30min', key: 'm30', seconds: 1800 },
  { period: '60min', key: 'h1', seconds: 3600 },
  { period: '4hour', key: 'h4', seconds: 14_400 },
  { period: '1day', key: 'd1', seconds: 86_400 },
  { period: '1week', key: 'w1', seconds: 604_800 },
  { period: '1mon', key: 'mo1', seconds: 2_592_000 },
] as const satisfies readonly { period: KlinePeriod; key: string; seconds: number }[];

export type ChartPeriodKey = (typeof CHART_PERIODS)[number]['key'];

/** How many candles the chart asks for; the server allows up to MAX_KLINE_CANDLES (1500). */
export const CHART_CANDLES = 300;

/** Moving averages drawn over the candles (client-side, on close prices). */
export const MA_LENGTHS = [5, 10, 30] as const;
/** The three moving averages' colours (MA5, MA10, MA30). */
export const MA_COLOURS = ['#d4ba83', '#5b9cf6', '#c77dff'] as const;

/**
 * The `from`/`to` (Unix seconds) of the last `count` candles of `period` up to `nowMs`, e.g.
 * 1min at 1_717_200_000_000 → { from: 1_717_182_060, to: 1_717_200_000 } for 300 candles.
 */
export function candleRange(
  period: KlinePeriod,
  nowMs: number,
  count: number = CHART_CANDLES,
): { from: number; to: number } {
  const seconds = CHART_PERIODS.find((p) => p.period === period)?.seconds ?? 60;
  const to = Math.floor(nowMs / 1000);
  return { from: to - seconds * (count - 1), to };
}

export interface MaPoint {
  /** Candle open time in ms. */
  time: number;
  value: number;
}

/**
 * Simple moving average of the close over `length` candles; the first `length - 1` candles have
 * none. Closes 1, 2, 3, 4 with length 3 give [{t3, 2}, {t4, 3}].
 */
export function movingAverage(candles: readonly CandleView[], length: number): MaPoint[] {
  const out: MaPoint[] = [];
  let sum = 0;
  for (let i = 0; i < candles.length; i += 1) {
    sum += Number(candles[i]?.close);
    if (i >= length) sum -= Number(candles[i - length]?.close);
    if (i >= length - 1) out.push({ time: candles[i]?.time ?? 0, value: sum / length });
  }
  return out;
}

/**
 * Puts the candle being built into a series: replaces the candle with the same open time, appends
 * a newer one, and ignores one older than the last (a late event).
 */
export function mergeCandle(candles: readonly CandleView[], candle: CandleView): CandleView[] {
  const last = candles[candles.length - 1];
  if (!last || candle.time > last.time) return [...candles, candle];
  if (candle.time === last.time) return [...candles.slice(0, -1), candle];
  return candles as CandleView[];
}
