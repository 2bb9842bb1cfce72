import { toMoney } from '@meridian/contract';

/** A pair's 24 h trend as GET /market/sparklines answers it: hourly closes, oldest first. */
export interface SparklineView {
  symbol: string;
  closes: string[];
}

/** The closes with the live price as the last point (the answer's last point is its price then). */
export function withLivePrice(closes: readonly string[], price: string | null): string[] {
  if (closes.length === 0 || price === null) return [...closes];
  return [...closes.slice(0, -1), price];
}

/**
 * The SVG polyline points of `closes` in a `width` × `height` box, lowest close at the bottom;
 * a flat line runs through the middle. Fewer than two closes draw nothing (an empty string).
 * E.g. ['1','3','2'] in 10 × 4 → "0,4 5,0 10,2".
 */
export function sparklinePoints(closes: readonly string[], width: number, height: number): string {
  if (closes.length < 2) return '';
  const values = closes.map((c) => toMoney(c));
  const low = values.reduce((m, v) => (v.lt(m) ? v : m));
  const high = values.reduce((m, v) => (v.gt(m) ? v : m));
  const span = high.minus(low);
  const step = width / (values.length - 1);
  const round = (n: number) => Math.round(n * 100) / 100;
  return values
    .map((v, i) => {
      const y = span.isZero()
        ? height / 2
        : height - v.minus(low).div(span).times(height).toNumber();
      return `${round(i * step)},${round(y)}`;
    })
    .join(' ');
}

/** Up, down or flat from the first close to the last. */
export function trendOf(closes: readonly string[]): 'up' | 'down' | 'flat' {
  if (closes.length < 2) return 'flat';
  const diff = toMoney(closes[closes.length - 1]!).comparedTo(toMoney(closes[0]!));
  return diff > 0 ? 'up' : diff < 0 ? 'down' : 'flat';
}
