import { Money, type MarketDepthEvent } from '@meridian/contract';

/** One feed price the quote ladder lists under "recent prices", with its move from the one before. */
export interface RecentPrice {
  price: string;
  /** Feed time of the tick (ms). */
  time: number;
  direction: 'up' | 'down' | 'flat';
}

/** How many recent feed prices the ladder keeps. */
export const RECENT_PRICES = 8;

/**
 * Adds the feed price of a `market_depth` event to the recent prices, newest first, at most
 * `max`. An event of another pair, or one not newer than the newest kept, changes nothing.
 * After 100 then 101: [{ 101, up }, { 100, flat }].
 */
export function pushRecentPrice(
  list: readonly RecentPrice[],
  event: Pick<MarketDepthEvent, 'feed_price' | 'time'>,
  max: number = RECENT_PRICES,
): RecentPrice[] {
  const newest = list[0];
  if (newest && event.time <= newest.time) return list as RecentPrice[];
  let direction: RecentPrice['direction'] = 'flat';
  if (newest) {
    const cmp = new Money(event.feed_price).comparedTo(newest.price);
    direction = cmp > 0 ? 'up' : cmp < 0 ? 'down' : 'flat';
  }
  return [{ price: event.feed_price, time: event.time, direction }, ...list].slice(0, max);
}
