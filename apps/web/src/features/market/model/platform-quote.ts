import { Money } from '@meridian/contract';

/**
 * The gap between the platform's ask and bid, in the quote coin and as a percent of the mid
 * price (two decimals, rounded half up): what a buy-then-sell costs besides the fees.
 * spreadOf('64967.50', '65032.50') → { absolute: '65', percent: '0.10' }.
 */
export function spreadOf(bid: string, ask: string): { absolute: string; percent: string } {
  const low = new Money(bid);
  const high = new Money(ask);
  const absolute = high.minus(low);
  const mid = high.plus(low).dividedBy(2);
  const percent = mid.isZero() ? new Money(0) : absolute.dividedBy(mid).times(100);
  return { absolute: absolute.toFixed(), percent: percent.toFixed(2) };
}
