import { Decimal } from 'decimal.js';

import type { AccountType } from '@meridian/contract';

/** Money maths at a precision no amount here can exceed (numeric(36,18) has 36 digits). */
const Exact = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_UP });
/** Amounts the ledger moves keep at most 10 decimals (SPEC.md §5). */
const SCALE = 10;

export interface ConversionQuote {
  /** Units of the target coin per unit of the source coin. */
  rate: string;
  gross: string;
  fee: string;
  receive: string;
}

/**
 * A coin conversion at feed prices (both in USDT): the gross amount is rounded down and the
 * fee up, so the platform never pays out more than the prices allow.
 * e.g. 0.1 BTC at 65000 into ETH at 3250 with fee 0.002: gross 2, fee 0.004, receive 1.996.
 */
export function quoteConversion(input: {
  number: Decimal.Value;
  fromPrice: Decimal.Value;
  toPrice: Decimal.Value;
  feeRate: Decimal.Value;
}): ConversionQuote {
  const from = new Exact(input.fromPrice);
  const to = new Exact(input.toPrice);
  const gross = new Exact(input.number)
    .times(from)
    .dividedBy(to)
    .toDecimalPlaces(SCALE, Decimal.ROUND_DOWN);
  const fee = gross.times(input.feeRate).toDecimalPlaces(SCALE, Decimal.ROUND_UP);
  return {
    rate: from.dividedBy(to).toDecimalPlaces(SCALE, Decimal.ROUND_DOWN).toFixed(),
    gross: gross.toFixed(),
    fee: fee.toFixed(),
    receive: gross.minus(fee).toFixed(),
  };
}

/** What a withdrawal pays out: the amount less the fee; nothing when the fee eats it all. */
export function withdrawalPayout(amount: Decimal.Value, fee: Decimal.Value): string {
  const receive = new Exact(amount).minus(fee);
  return receive.greaterThan(0) ? receive.toFixed() : '0';
}

/**
 * The BTC-equivalent of an amount, rounded up so the limit is never undercounted,
 * e.g. 1000 USDT with BTC at 50000 is 0.02.
 */
export function btcEquivalent(
  amount: Decimal.Value,
  priceUsdt: Decimal.Value,
  btcPriceUsdt: Decimal.Value,
): string {
  return new Exact(amount)
    .times(priceUsdt)
    .dividedBy(btcPriceUsdt)
    .toDecimalPlaces(SCALE, Decimal.ROUND_UP)
    .toFixed();
}

/** What is left of a limit, never below zero. */
export function remaining(limit: Decimal.Value, used: Decimal.Value): string {
  return Decimal.max(new Exact(limit).minus(used), 0).toFixed();
}

/** `remainingBtc` expressed in a coin priced `priceUsdt`, rounded down. */
export function btcToAmount(
  remainingBtc: Decimal.Value,
  priceUsdt: Decimal.Value,
  btcPriceUsdt: Decimal.Value,
): string {
  return new Exact(remainingBtc)
    .times(btcPriceUsdt)
    .dividedBy(priceUsdt)
    .toDecimalPlaces(SCALE, Decimal.ROUND_DOWN)
    .toFixed();
}

/** The value of `amount` in USDT, or null without a price. */
export function usdtValue(amount: Decimal.Value, price: string | null): string | null {
  return price === null
    ? null
    : new Exact(amount).times(price).toDecimalPlaces(SCALE, Decimal.ROUND_DOWN).toFixed();
}

export function sum(values: Decimal.Value[]): string {
  return values.reduce<Decimal>((acc, v) => acc.plus(v), new Exact(0)).toFixed();
}

export function plus(a: Decimal.Value, b: Decimal.Value): string {
  return new Exact(a).plus(b).toFixed();
}

/** Which currency flag lets a coin sit in an account (PRODUCT-RULES.md §1). */
export function accountFlag(type: AccountType): 'is_legal' | 'is_spot' | 'is_lever' | 'is_micro' {
  return ({ 1: 'is_legal', 2: 'is_spot', 3: 'is_lever', 4: 'is_micro' } as const)[type];
}

/** Numeric columns come back with trailing zeros ("1.500000000000000000"); show them plainly. */
export function plain(value: Decimal.Value): string {
  return new Exact(value).toFixed();
}

export function isLess(a: Decimal.Value, b: Decimal.Value): boolean {
  return new Exact(a).lessThan(b);
}

export function negate(value: Decimal.Value): string {
  return new Exact(value).negated().toFixed();
}
