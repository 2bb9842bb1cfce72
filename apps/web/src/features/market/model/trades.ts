import type { MarketTradeView } from '@meridian/contract';

/** How many of a pair's latest fills the trades tab reads and keeps. */
export const TRADES_SHOWN = 50;

/** Two reports of one fill (the list read and the live event may both carry it). */
const sameFill = (a: MarketTradeView, b: MarketTradeView) =>
  a.time === b.time && a.type === b.type && a.price === b.price && a.amount === b.amount;

/**
 * The list with a live `trade` put in its place, newest first, at most `max` rows. A fill the
 * list already holds (it arrived with the read) is not shown twice; an event of another pair, or
 * before the list was read, changes nothing.
 * pushTrade([{time: 2}], {time: 3}) → [{time: 3}, {time: 2}].
 */
export function pushTrade(
  rows: readonly MarketTradeView[] | undefined,
  trade: MarketTradeView,
  symbol: string,
  max = TRADES_SHOWN,
): MarketTradeView[] | undefined {
  if (!rows || trade.symbol !== symbol) return rows as MarketTradeView[] | undefined;
  if (rows.some((row) => sameFill(row, trade))) return rows as MarketTradeView[];
  const at = rows.findIndex((row) => row.time <= trade.time);
  const next = at === -1 ? [...rows, trade] : [...rows.slice(0, at), trade, ...rows.slice(at)];
  return next.slice(0, max);
}
