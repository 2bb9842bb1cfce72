import { Decimal } from 'decimal.js';

import { Money } from '../money.js';
import { plain } from './plain.js';

/**
 * The maths of a fee coupon, previewed by the web at confirmation and settled by the server (the
 * server's statement repeats `discountOf` in SQL as `trunc(fee * rate, 8)`).
 */
export const COUPON_DECIMALS = 8;

/** The discount on one fee: fee × rate, rounded down to 8 decimals, e.g. 1.2 at 0.5 → 0.6. */
export function discountOf(fee: Decimal.Value, rate: Decimal.Value): string {
  return plain(new Money(fee).times(rate).toDecimalPlaces(COUPON_DECIMALS, Decimal.ROUND_DOWN));
}

/** The fee left to pay after the discount, e.g. 1.2 at 1 → 0; 0.00000003 at 0.5 → 0.00000002. */
export function feeAfterCoupon(fee: Decimal.Value, rate: Decimal.Value): string {
  return plain(new Money(fee).minus(discountOf(fee, rate)));
}
