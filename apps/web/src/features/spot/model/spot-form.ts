import {
  isDecimalString,
  Money,
  quoteRules,
  SIDE,
  SPOT_MONEY_DECIMALS,
  spotRules,
  toWireDecimal,
  type CoinTradeInput,
  type QuotationView,
} from '@meridian/contract';

import type { FormErrors } from '../../../lib/form';

/**
 * The spot order form as plain functions (STYLE.md: order-form logic returns error keys, never
 * text). Every figure comes from the contract's `quoteRules` and `spotRules`, the functions the
 * server settles with (docs/trading/spot.md): amounts moved have 8 decimals, what the user pays
 * rounds up, what they receive rounds down, the fee rounds up. Amounts offered by the percentage
 * shortcuts are rounded DOWN to the pair's precision, so a shortcut never asks for more than the
 * balance.
 */

/** The typed-decimal helpers every form shares, from the contract. */
export { sanitizeDecimalInput, toWireDecimal } from '@meridian/contract';

const receiveRounding = (v: Money) => v.toDecimalPlaces(SPOT_MONEY_DECIMALS, Money.ROUND_DOWN);

/**
 * What a buy of `amount` at `price` pays in the quote coin (what the server freezes for it):
 * amount x price rounded UP to 8 decimals. buyCost('0.000003', '0.33333333') === '0.000001'
 * (0.00000099999999 up).
 */
export function buyCost(amount: string | Money, price: string | Money): Money {
  return new Money(spotRules.frozenFor(SIDE.buy, amount, price));
}

/** 1 buy, 2 sell (SIDE in the contract). */
export type SpotSide = (typeof SIDE)[keyof typeof SIDE];
export type OrderKind = 'market' | 'limit';

/** What the form needs of a pair: a row of /currency/quotation_new. */
export type SpotPair = Pick<
  QuotationView,
  | 'symbol'
  | 'currency_id'
  | 'legal_id'
  | 'currency_name'
  | 'legal_name'
  | 'price_precision'
  | 'amount_precision'
  | 'fee_rate'
  | 'spread'
>;

/** The platform's quote: buys fill at `ask`, sells at `bid` (socket `market_depth`). */
export interface FillQuote {
  bid: string;
  ask: string;
}

/** Size by the base amount, or by the total in the quote coin (issue #14 item 3). */
export type SpotSizeMode = 'amount' | 'total';

export interface SpotFormValues {
  side: SpotSide;
  kind: OrderKind;
  /** The limit price as typed (ignored for market orders). */
  price: string;
  /** The base amount as typed; in the total mode the ticket works it out from the total. */
  amount: string;
  /** By amount unless set. */
  sizeMode?: SpotSizeMode;
  /** The quote total as typed in the total mode. */
  total?: string;
}

/** The exchange-account balances the order draws on (null while unknown). */
export interface SpotAvailable {
  /** Quote coin (USDT): what a buy spends. */
  quote: string | null;
  /** Base coin: what a sell spends. */
  base: string | null;
}

/** Error keys, translated under `spot.errors.*`. */
export type SpotFieldError =
  | 'PRICE_REQUIRED'
  | 'PRICE_INVALID'
  | 'PRICE_DECIMALS'
  | 'PRICE_NOT_POSITIVE'
  | 'AMOUNT_REQUIRED'
  | 'AMOUNT_INVALID'
  | 'AMOUNT_DECIMALS'
  | 'AMOUNT_NOT_POSITIVE'
  | 'LIMIT_BUY_TOO_HIGH'
  | 'LIMIT_SELL_TOO_LOW'
  | 'AMOUNT_TOO_SMALL'
  | 'INSUFFICIENT_BALANCE'
  | 'PRICE_UNAVAILABLE'
  | 'TOTAL_REQUIRED'
  | 'TOTAL_INVALID'
  | 'TOTAL_TOO_SMALL';

export type SpotField = 'price' | 'amount' | 'total';
export type SpotFormErrors = FormErrors<SpotField, SpotFieldError>;

/** The percentage shortcuts under the amount. */
export const PERCENT_SHORTCUTS = [25, 50, 75, 100] as const;

/**
 * The platform's quote from a feed price: the contract's `platformQuote`, the one the server
 * fills at (bid rounded down, ask rounded up, to the pair's price precision). Used only until
 * the first `market_depth` event arrives. platformQuote('65000', '0.001', 2) → bid 64935.00,
 * ask 65065.00.
 */
export function platformQuote(feedPrice: string, spread: string, precision: number): FillQuote {
  return quoteRules.platformQuote(feedPrice, spread, precision);
}

/**
 * The price the order is expected to fill at: the limit price as typed, or for a market order
 * the quote's ask (buy) or bid (sell). Null when it cannot be known yet.
 */
export function executionPrice(values: SpotFormValues, quote: FillQuote | null): string | null {
  if (values.kind === 'limit') {
    const price = toWireDecimal(values.price);
    return price !== null && new Money(price).greaterThan(0) ? price : null;
  }
  if (!quote) return null;
  return values.side === SIDE.buy ? quote.ask : quote.bid;
}

export interface OrderEstimate {
  /** The price the figures use. */
  price: string | null;
  /** Quote value: amount x price (what a buy pays, what a sell is worth before its fee). */
  total: string | null;
  /** The fee on the received side: base coin for buys, quote coin for sells. */
  fee: string | null;
  feeCurrency: string;
  /** What the user receives after the fee. */
  receive: string | null;
  receiveCurrency: string;
}

/**
 * Estimated total, fee and net received, as the server will settle them (fee on the received
 * side, 8 decimals). A buy of 0.01 BTC at 65032.5 with fee rate 0.001 pays 650.325 USDT and
 * receives 0.01 - 0.00001 = 0.00999 BTC; a sell of 0.01 BTC at 64967.5 is worth 649.675 USDT,
 * pays 0.649675 USDT fee and receives 649.025325 USDT.
 */
export function estimateOrder(
  values: SpotFormValues,
  pair: SpotPair,
  quote: FillQuote | null,
): OrderEstimate {
  const buy = values.side === SIDE.buy;
  const feeCurrency = buy ? pair.currency_name : pair.legal_name;
  const empty: OrderEstimate = {
    price: executionPrice(values, quote),
    total: null,
    fee: null,
    feeCurrency,
    receive: null,
    receiveCurrency: feeCurrency,
  };
  const wire = toWireDecimal(values.amount);
  if (wire === null || empty.price === null) return empty;
  if (!new Money(wire).greaterThan(0)) return empty;
  // Buy: pays the total (up), receives the base amount less its fee. Sell: receives the total
  // (down) less its fee. The server's own fill.
  const fill = spotRules.fillOf(values.side, wire, empty.price, pair.fee_rate);
  return { ...empty, total: fill.total, fee: fill.fee, receive: fill.receive };
}

/**
 * `percent` % of what the order can spend, as a base amount rounded DOWN to `amountPrecision`:
 * for a buy, percent of the quote balance divided by the price (so its cost, rounded up, still
 * fits); for a sell, percent of the base balance. Null when the balance or (for a buy) the price is unknown.
 * percentOfAvailable(50, SIDE.buy, { quote: '1000', base: '0' }, '65000', 6) === '0.007692'
 * (500 / 65000 = 0.0076923…).
 */
export function percentOfAvailable(
  percent: number,
  side: SpotSide,
  available: SpotAvailable,
  price: string | null,
  amountPrecision: number,
): string | null {
  const share = new Money(percent).div(100);
  if (side === SIDE.sell) {
    if (available.base === null) return null;
    return new Money(available.base)
      .times(share)
      .toDecimalPlaces(amountPrecision, Money.ROUND_DOWN)
      .toFixed();
  }
  if (available.quote === null || price === null || !new Money(price).greaterThan(0)) return null;
  // The cost rounds up to 8 decimals, so it fits the budget exactly when amount x price fits
  // the budget rounded down to 8 decimals.
  const budget = receiveRounding(new Money(available.quote).times(share));
  return budget.div(price).toDecimalPlaces(amountPrecision, Money.ROUND_DOWN).toFixed();
}

/**
 * The base amount a quote `total` buys or sells at `price`, rounded DOWN to the pair's amount
 * precision, so a buy's cost (rounded up to 8 decimals) never exceeds a total of at most 8
 * decimals; null without a price or a number. amountForTotal('250', '65032.5', 6) === '0.003844'
 * (0.0038442… down): it costs 249.98493 USDT.
 */
export function amountForTotal(
  total: string,
  price: string | null,
  amountPrecision: number,
): string | null {
  const wire = toWireDecimal(total);
  if (wire === null || price === null || !new Money(price).greaterThan(0)) return null;
  return new Money(wire).div(price).toDecimalPlaces(amountPrecision, Money.ROUND_DOWN).toFixed();
}

/** A typed total: present, a number, at most 8 decimals (what the ledger keeps), above 0. */
export function validateTotal(text: string): SpotFieldError | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 'TOTAL_REQUIRED';
  const wire = toWireDecimal(trimmed);
  if (wire === null || !isDecimalString(wire, SPOT_MONEY_DECIMALS)) return 'TOTAL_INVALID';
  return new Money(wire).greaterThan(0) ? undefined : 'TOTAL_INVALID';
}

function validateDecimal(
  text: string,
  maxDecimals: number,
  keys: {
    required: SpotFieldError;
    invalid: SpotFieldError;
    decimals: SpotFieldError;
    positive: SpotFieldError;
  },
): SpotFieldError | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return keys.required;
  const wire = toWireDecimal(trimmed);
  if (wire === null) return keys.invalid;
  if (!isDecimalString(wire, maxDecimals)) return keys.decimals;
  if (!new Money(wire).greaterThan(0)) return keys.positive;
  return undefined;
}

export interface SpotValidationContext {
  available: SpotAvailable;
  /** The platform's quote now (market orders fill at it). */
  quote: FillQuote | null;
  /** The feed price now: a limit order must wait for the price, not cross it. */
  feedPrice: string | null;
}

/**
 * Checks the form in the order the user can fix it, with the server's rules
 * (docs/trading/spot.md). Limit price: present, a number, at most the pair's price decimals,
 * positive, and resting: a buy below the feed price, a sell above it (else it would pay worse
 * than a market order). Amount: present, a number, at most the pair's amount decimals,
 * positive, large enough to receive something after the fee, then within the balance: a buy's
 * cost within the quote balance, a sell's amount within the base balance. A market buy whose
 * price is not known yet is PRICE_UNAVAILABLE; a balance not loaded yet is left to the server.
 */
export function validateSpotOrder(
  values: SpotFormValues,
  pair: SpotPair,
  { available, quote, feedPrice }: SpotValidationContext,
): SpotFormErrors {
  const errors: SpotFormErrors = {};
  const buy = values.side === SIDE.buy;
  if (values.kind === 'limit') {
    const price = validateDecimal(values.price, pair.price_precision, {
      required: 'PRICE_REQUIRED',
      invalid: 'PRICE_INVALID',
      decimals: 'PRICE_DECIMALS',
      positive: 'PRICE_NOT_POSITIVE',
    });
    if (price) errors.price = price;
    else if (
      feedPrice !== null &&
      !spotRules.isRestingLimit(values.side, toWireDecimal(values.price)!, feedPrice)
    ) {
      errors.price = buy ? 'LIMIT_BUY_TOO_HIGH' : 'LIMIT_SELL_TOO_LOW';
    }
  }
  const amountError = validateDecimal(values.amount, pair.amount_precision, {
    required: 'AMOUNT_REQUIRED',
    invalid: 'AMOUNT_INVALID',
    decimals: 'AMOUNT_DECIMALS',
    positive: 'AMOUNT_NOT_POSITIVE',
  });
  if (amountError) {
    errors.amount = amountError;
    return errors;
  }
  if (errors.price) return errors;

  const amount = new Money(toWireDecimal(values.amount)!);
  const price = executionPrice(values, quote);
  if (price === null) {
    if (buy) errors.amount = 'PRICE_UNAVAILABLE';
    else if (available.base !== null && amount.greaterThan(available.base)) {
      errors.amount = 'INSUFFICIENT_BALANCE';
    }
    return errors;
  }
  const estimate = estimateOrder(values, pair, quote);
  if (estimate.receive !== null && !new Money(estimate.receive).greaterThan(0)) {
    errors.amount = 'AMOUNT_TOO_SMALL';
    return errors;
  }
  const balance = buy ? available.quote : available.base;
  const spends = buy ? buyCost(amount, price) : amount;
  if (balance !== null && spends.greaterThan(balance)) errors.amount = 'INSUFFICIENT_BALANCE';
  return errors;
}

/**
 * The POST /coin/trade body: base `amount` and, for a limit order, `target_price`; a market
 * order sends no price (the platform's quote at execution decides it).
 */
export function toCoinTradeInput(values: SpotFormValues, pair: SpotPair): CoinTradeInput {
  const input: CoinTradeInput = {
    currency_id: pair.currency_id,
    legal_id: pair.legal_id,
    type: values.side,
    amount: toWireDecimal(values.amount) ?? values.amount.trim(),
  };
  if (values.kind === 'limit')
    input.target_price = toWireDecimal(values.price) ?? values.price.trim();
  return input;
}

/**
 * The limit price a form starts with: one price step on the resting side of the feed price (a
 * buy below it, a sell above it, as a limit order must be), or empty without a price.
 */
export function initialLimitPrice(
  nowPrice: string | null,
  precision: number,
  side: SpotSide = SIDE.buy,
): string {
  if (nowPrice === null || !Number.isFinite(Number(nowPrice))) return '';
  const step = new Money(1).dividedBy(new Money(10).pow(precision));
  const price = new Money(nowPrice);
  return side === SIDE.buy
    ? price.toDecimalPlaces(precision, Money.ROUND_CEIL).minus(step).toFixed(precision)
    : price.toDecimalPlaces(precision, Money.ROUND_FLOOR).plus(step).toFixed(precision);
}
