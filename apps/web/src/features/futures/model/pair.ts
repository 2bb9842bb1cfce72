import { DIRECTION, futuresRules, Money, quoteRules, type QuotationView } from '@meridian/contract';

/** 1 long, 2 short (PRODUCT-RULES.md §5). */
export type Direction = futuresRules.Direction;

/**
 * What the futures screens need of a pair: its quotation row. The lot bounds are the pair's
 * `lever_min_share`/`lever_max_share` when the quotation carries them.
 */
export type FuturesPair = Pick<
  QuotationView,
  | 'symbol'
  | 'currency_id'
  | 'legal_id'
  | 'currency_name'
  | 'legal_name'
  | 'now_price'
  | 'spread'
  | 'price_precision'
  | 'lot_size'
  | 'leverages'
  | 'fee_rate'
> & {
  lever_min_share?: number | string | null;
  lever_max_share?: number | string | null;
};

/** Lots when the pair sets no bounds of its own. */
export const DEFAULT_LOT_BOUNDS = { min: 1, max: 1000 } as const;

function boundOf(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : null;
}

/** Allowed lots of a pair: its own bounds, else 1..1000. */
export function lotBounds(pair: Pick<FuturesPair, 'lever_min_share' | 'lever_max_share'>): {
  min: number;
  max: number;
} {
  const min = boundOf(pair.lever_min_share) ?? DEFAULT_LOT_BOUNDS.min;
  const max = boundOf(pair.lever_max_share) ?? DEFAULT_LOT_BOUNDS.max;
  return max >= min ? { min, max } : { min, max: min };
}

/**
 * The platform's price for opening a position: the contract's `platformQuote`, the one the
 * server fills at; a long buys at the ask (rounded up), a short sells at the bid (rounded down),
 * to the pair's precision. E.g. feed 65000, spread 0.0005, 2 decimals: ask 65032.50, bid 64967.50.
 */
export function platformPrice(
  feedPrice: string,
  spread: string,
  precision: number,
  direction: Direction,
): string {
  const quote = quoteRules.platformQuote(feedPrice, spread, precision);
  return direction === DIRECTION.long ? quote.ask : quote.bid;
}

/** Base quantity of `lots` lots (the contract's `quantity`), e.g. 3 lots of 0.01 BTC = 0.03. */
export function quantityOf(lots: number, lotSize: string): Money {
  return new Money(futuresRules.quantity(lots, lotSize));
}
