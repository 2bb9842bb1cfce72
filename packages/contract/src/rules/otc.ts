import { Decimal } from 'decimal.js';

import { Money } from '../money.js';
import { plain } from './plain.js';

/**
 * The pure maths of OTC / P2P trading (issue #19 items 1 and 2, PRODUCT-RULES.md §10). No I/O:
 * the web previews with these functions and the server decides with them.
 *
 * - a floating price = feed price (USDT) × fiat rate (per USD) × (1 + premium % / 100), rounded
 *   half-up to the fiat's 2 decimals; USDT is 1 USD (SPEC.md §9);
 * - an order's total = quantity × price, rounded half-up to 2 decimals; an amount entered in fiat
 *   buys trunc(fiat / price) of the coin, so the total never exceeds what was entered;
 * - the fiat single-trade limit (SPEC.md §6) is read in USD: total / fiat rate ≤ the level's limit.
 */

export { plain };

/** Ad sides, from the merchant's view: `sell` ads sell coins to takers, `buy` ads buy from them. */
export const OTC_SIDES = ['buy', 'sell'] as const;
export type OtcSide = (typeof OTC_SIDES)[number];
/** The coins traded over the counter. */
export const OTC_COINS = ['USDT', 'BTC', 'ETH'] as const;
export type OtcCoin = (typeof OTC_COINS)[number];
/** Decimals of a coin quantity on an order or an ad. */
export const OTC_QUANTITY_DECIMALS = 8;
/** Decimals of a fiat price or total. */
export const OTC_FIAT_DECIMALS = 2;
/** The payment window when an ad does not say (minutes). */
export const OTC_DEFAULT_WINDOW_MINUTES = 15;
export const OTC_MIN_WINDOW_MINUTES = 5;
export const OTC_MAX_WINDOW_MINUTES = 120;
/** A floating premium's bounds in percent, either way. */
export const OTC_MAX_PREMIUM_PCT = 20;

/** Order states: escrowed and waiting for the buyer's payment, paid, under appeal, or final. */
export const OTC_ORDER_STATUSES = ['open', 'paid', 'appeal', 'completed', 'cancelled'] as const;
export type OtcOrderStatus = (typeof OTC_ORDER_STATUSES)[number];

const m = (v: Decimal.Value) => new Money(v);

/**
 * A floating ad's price in its fiat, e.g. BTC at 60000 USDT, CNY at 7.2 per USD, +0.5 % →
 * 60000 × 7.2 × 1.005 = 434160.
 */
export function floatingPrice(
  feedPrice: Decimal.Value,
  fiatRate: Decimal.Value,
  premiumPct: Decimal.Value,
): string {
  const factor = m(1).plus(m(premiumPct).dividedBy(100));
  return plain(
    m(feedPrice)
      .times(fiatRate)
      .times(factor)
      .toDecimalPlaces(OTC_FIAT_DECIMALS, Decimal.ROUND_HALF_UP),
  );
}

/** An order's fiat total, e.g. 150 USDT at 7.23 → 1084.5. */
export function orderTotal(quantity: Decimal.Value, price: Decimal.Value): string {
  return plain(m(quantity).times(price).toDecimalPlaces(OTC_FIAT_DECIMALS, Decimal.ROUND_HALF_UP));
}

/** The coin a fiat amount buys at `price`, cut to the quantity decimals, e.g. 1000 at 7.23 → 138.31258644. */
export function quantityForFiat(fiat: Decimal.Value, price: Decimal.Value): string {
  return plain(m(fiat).dividedBy(price).toDecimalPlaces(OTC_QUANTITY_DECIMALS, Decimal.ROUND_DOWN));
}

/** A fiat amount in USD by the fiat's rate per USD, e.g. 14400 CNY at 7.2 → 2000. */
export function fiatToUsd(total: Decimal.Value, fiatRate: Decimal.Value): string {
  return plain(m(total).dividedBy(fiatRate).toDecimalPlaces(8, Decimal.ROUND_HALF_UP));
}

/** Whether a total in fiat is within a single-trade limit in USD (the limit itself passes). */
export function withinSingleTradeLimit(
  total: Decimal.Value,
  fiatRate: Decimal.Value,
  limitUsd: Decimal.Value,
): boolean {
  return m(fiatToUsd(total, fiatRate)).lessThanOrEqualTo(limitUsd);
}

/** Whether a total is within an ad's per-order bounds (both inclusive). */
export function withinOrderBounds(
  total: Decimal.Value,
  min: Decimal.Value,
  max: Decimal.Value,
): boolean {
  return m(total).greaterThanOrEqualTo(min) && m(total).lessThanOrEqualTo(max);
}

/** When an order opened at `openedAt` (ms) auto-cancels unless paid. */
export function paymentDeadline(openedAt: number, windowMinutes: number): number {
  return openedAt + windowMinutes * 60_000;
}

export interface QuoteAd {
  id: number;
  price: string;
  available: string;
  min_total: string;
  max_total: string;
}

/**
 * Quick buy: the best ad for `quantity` of a coin, the lowest price for a buyer (the highest for
 * a seller) among ads whose quantity and per-order bounds fit; ties go to the older ad. Null when
 * none fits.
 */
export function bestAd<T extends QuoteAd>(
  ads: readonly T[],
  taker: 'buy' | 'sell',
  amount: { quantity?: string; fiat?: string },
): { ad: T; quantity: string; total: string } | null {
  let best: { ad: T; quantity: string; total: string } | null = null;
  for (const ad of ads) {
    const quantity =
      amount.quantity !== undefined
        ? plain(amount.quantity)
        : quantityForFiat(amount.fiat!, ad.price);
    if (m(quantity).isZero() || m(quantity).greaterThan(ad.available)) continue;
    const total = orderTotal(quantity, ad.price);
    if (!withinOrderBounds(total, ad.min_total, ad.max_total)) continue;
    const better =
      best === null ||
      (taker === 'buy'
        ? m(ad.price).lessThan(best.ad.price)
        : m(ad.price).greaterThan(best.ad.price)) ||
      (m(ad.price).equals(best.ad.price) && ad.id < best.ad.id);
    if (better) best = { ad, quantity, total };
  }
  return best;
}

export interface MerchantStatsInput {
  completed: number;
  cancelled: number;
  /** Seconds from "paid" to release, of each completed order the seller released. */
  releaseSeconds: readonly number[];
}

/**
 * A merchant's published numbers: completed orders, completion rate = completed / finished
 * (completed + cancelled; null with none) to 4 decimals, and the mean release time in whole
 * seconds (null with none), e.g. 9 completed, 1 cancelled, releases 60 s and 120 s → 0.9, 90.
 */
export function merchantStats(input: MerchantStatsInput): {
  orders: number;
  completion_rate: string | null;
  avg_release_seconds: number | null;
} {
  const finished = input.completed + input.cancelled;
  const rate =
    finished === 0
      ? null
      : plain(m(input.completed).dividedBy(finished).toDecimalPlaces(4, Decimal.ROUND_HALF_UP));
  const n = input.releaseSeconds.length;
  const avg = n === 0 ? null : Math.round(input.releaseSeconds.reduce((a, b) => a + b, 0) / n);
  return { orders: input.completed, completion_rate: rate, avg_release_seconds: avg };
}
