import { toMoney, type QuotationView } from '@meridian/contract';

import { readStorage, writeStorage, type StorageKey } from '../../../lib/storage';
import { sortQuotations } from './quotations';

/** The markets list's tabs: the user's favourites, every pair, and three rankings. */
export const MARKET_TABS = ['favourites', 'all', 'gainers', 'losers', 'volume'] as const;
export type MarketTab = (typeof MARKET_TABS)[number];

export function isMarketTab(value: unknown): value is MarketTab {
  return typeof value === 'string' && (MARKET_TABS as readonly string[]).includes(value);
}

/** A pair's 24 h traded value in its quote currency (base volume × last price); null without a price. */
export function quoteVolume(row: Pick<QuotationView, 'volume' | 'now_price'>): string | null {
  if (row.now_price === null) return null;
  return toMoney(row.volume).times(row.now_price).toFixed();
}

const byChange = (a: QuotationView, b: QuotationView) =>
  toMoney(a.change ?? 0).comparedTo(toMoney(b.change ?? 0));

/**
 * The rows a ranking tab shows: gainers are the pairs up over 24 h, biggest rise first; losers
 * those down, biggest fall first; volume every priced pair by 24 h quote volume, largest first.
 * A pair without a price or a 24 h change is in no ranking (it is never ranked as zero).
 */
export function rankedRows<T extends QuotationView>(
  rows: readonly T[],
  tab: 'gainers' | 'losers' | 'volume',
): T[] {
  const ordered = sortQuotations(rows, null);
  if (tab === 'volume') {
    return ordered
      .filter((row) => row.now_price !== null)
      .sort((a, b) => toMoney(quoteVolume(b) ?? 0).comparedTo(toMoney(quoteVolume(a) ?? 0)));
  }
  const moved = ordered.filter((row) => row.now_price !== null && row.change !== null);
  if (tab === 'gainers')
    return moved.filter((row) => toMoney(row.change!).gt(0)).sort((a, b) => byChange(b, a));
  return moved.filter((row) => toMoney(row.change!).lt(0)).sort(byChange);
}

/** The tab the markets list opened on last, on this device (this feature's own storage key). */
const TAB_KEY = 'marketTab' as StorageKey;

export function rememberedTab(): MarketTab {
  const stored = readStorage<unknown>(TAB_KEY);
  return isMarketTab(stored) ? stored : 'all';
}

export function rememberTab(tab: MarketTab): void {
  writeStorage(TAB_KEY, tab);
}
