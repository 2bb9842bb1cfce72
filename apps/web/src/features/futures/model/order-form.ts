import {
  DIRECTION,
  futuresRules,
  LEVER_ENTRY,
  Money,
  sanitizeDecimalInput,
  type LeverSubmitInput,
} from '@meridian/contract';

import { lotBounds, platformPrice, type Direction, type FuturesPair } from './pair';
import type { SizeMode, StopsMode } from './sizing';
import { checkPrice, validateStops, type StopError } from './stops';

/**
 * The order form as the user left it; every typed value stays text until submitted. The sizing
 * and ROE fields are optional so that a form without them is a lots-and-prices form.
 */
export interface OrderFormValues {
  direction: Direction;
  entry: 'market' | 'limit';
  limitPrice: string;
  leverage: number | null;
  /** The lots as typed; in the cost and percent modes the ticket's summary writes the result. */
  lots: string;
  /** The stop prices; in ROE mode the ticket's summary writes the prices the ROEs mean. */
  takeProfit: string;
  stopLoss: string;
  /** Size by lots (default), by a USDT cost, or by a share of the lever available. */
  sizeMode?: SizeMode;
  /** The USDT cost typed in the cost mode. */
  cost?: string;
  /** The share (25, 50, 75, 100) chosen in the percent mode. */
  percent?: number | null;
  /** TP/SL by price (default) or by ROE %. */
  stopsMode?: StopsMode;
  /** The ROE % typed for the take-profit (a gain) and the stop-loss (a loss, typed positive). */
  takeProfitRoe?: string;
  stopLossRoe?: string;
}

export type OrderField = 'limitPrice' | 'leverage' | 'lots' | 'takeProfit' | 'stopLoss' | 'balance';
/** Error keys, translated under `futures.errors.*`. */
export type OrderError =
  | StopError
  | 'REQUIRED'
  | 'LIMIT_LONG_ABOVE'
  | 'LIMIT_SHORT_BELOW'
  | 'LEVERAGE_INVALID'
  | 'LOTS_INVALID'
  | 'LOTS_RANGE'
  | 'INSUFFICIENT_BALANCE'
  | 'NO_PRICE'
  | 'SIZE_TOO_SMALL'
  | 'ROE_INVALID';
export type OrderErrors = Partial<Record<OrderField, OrderError>>;

export function initialOrderValues(pair: Pick<FuturesPair, 'leverages'> | null): OrderFormValues {
  return {
    direction: DIRECTION.long,
    entry: 'market',
    limitPrice: '',
    leverage: defaultLeverage(pair?.leverages ?? []),
    lots: '1',
    takeProfit: '',
    stopLoss: '',
    sizeMode: 'lots',
    cost: '',
    percent: null,
    stopsMode: 'price',
    takeProfitRoe: '',
    stopLossRoe: '',
  };
}

/** The leverage a form starts with: 10x when offered, else the lowest choice. */
export function defaultLeverage(leverages: readonly number[]): number | null {
  if (leverages.includes(10)) return 10;
  return leverages.length ? Math.min(...leverages) : null;
}

/**
 * A typed lot count: a whole number (the contract's decimal sanitiser with no decimals) of at
 * most 9 digits, e.g. "1a2" → "12", "007" → "7", "2.5" → "2".
 */
export function sanitizeLots(raw: string): string {
  return sanitizeDecimalInput(raw, 0).slice(0, 9);
}

/**
 * A typed price with at most `precision` decimals (the contract's `sanitizeDecimalInput`):
 * "65,000.129" with 2 → "65000.12"; a comma is a decimal point only when there is no point.
 */
export const sanitizePrice: (raw: string, precision: number) => string = sanitizeDecimalInput;

/** Lots as a whole number, or null when the text is not one. */
export function parseLots(text: string): number | null {
  const value = text.trim();
  if (!/^\d+$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

/** One lot more or less, kept within the pair's bounds. */
export function stepLots(text: string, step: 1 | -1, bounds: { min: number; max: number }): string {
  const current = parseLots(text) ?? bounds.min - step;
  return String(Math.min(bounds.max, Math.max(bounds.min, current + step)));
}

/** Lots must be a whole number within the pair's bounds (min and max inclusive). */
export function validateLots(
  text: string,
  bounds: { min: number; max: number },
): OrderError | null {
  if (text.trim() === '') return 'REQUIRED';
  const lots = parseLots(text);
  if (lots === null) return 'LOTS_INVALID';
  return lots < bounds.min || lots > bounds.max ? 'LOTS_RANGE' : null;
}

/** Leverage must be one of the pair's choices. */
export function validateLeverage(
  leverage: number | null,
  leverages: readonly number[],
): OrderError | null {
  return leverage !== null && leverages.includes(leverage) ? null : 'LEVERAGE_INVALID';
}

/**
 * A limit entry waits for the price to come to it: a long below the current (feed) price, a short
 * above it. E.g. current 65000: long 64000 passes, long 65000 → LIMIT_LONG_ABOVE.
 */
export function validateLimitPrice(
  direction: Direction,
  text: string,
  currentPrice: string,
  precision: number,
): OrderError | null {
  if (text.trim() === '') return 'REQUIRED';
  const format = checkPrice(text, precision);
  if (format) return format;
  if (futuresRules.isLimitPriceValid(direction, text.trim(), currentPrice)) return null;
  return direction === DIRECTION.long ? 'LIMIT_LONG_ABOVE' : 'LIMIT_SHORT_BELOW';
}

/** The open price the TP/SL rule is checked against before the order exists. */
export function expectedOpenPrice(values: OrderFormValues, pair: FuturesPair): string | null {
  if (pair.now_price === null) return null;
  if (values.entry === 'limit')
    return checkPrice(values.limitPrice, pair.price_precision) ? null : values.limitPrice.trim();
  return platformPrice(pair.now_price, pair.spread, pair.price_precision, values.direction);
}

/**
 * Everything wrong with the form, field by field (error keys). `available` is the lever account's
 * USDT available, and `cost` the previewed margin + fee; either may be null when unknown.
 */
export function validateOrder(
  values: OrderFormValues,
  pair: FuturesPair,
  available: string | null = null,
  cost: string | null = null,
): OrderErrors {
  const errors: OrderErrors = {};
  if (pair.now_price === null) {
    errors.limitPrice = 'NO_PRICE';
    return errors;
  }
  const leverage = validateLeverage(values.leverage, pair.leverages);
  if (leverage) errors.leverage = leverage;
  const lots = validateLots(values.lots, lotBounds(pair));
  if (lots) errors.lots = lots;
  if (values.entry === 'limit') {
    const limit = validateLimitPrice(
      values.direction,
      values.limitPrice,
      pair.now_price,
      pair.price_precision,
    );
    if (limit) errors.limitPrice = limit;
  }
  const open = expectedOpenPrice(values, pair);
  if (open && !errors.limitPrice) {
    const stops = validateStops({
      direction: values.direction,
      openPrice: open,
      currentPrice: pair.now_price,
      takeProfit: values.takeProfit,
      stopLoss: values.stopLoss,
      precision: pair.price_precision,
    });
    if (stops.takeProfit) errors.takeProfit = stops.takeProfit;
    if (stops.stopLoss) errors.stopLoss = stops.stopLoss;
  }
  if (available !== null && cost !== null && new Money(available).lessThan(cost)) {
    errors.balance = 'INSUFFICIENT_BALANCE';
  }
  return errors;
}

/** The POST /lever/submit body (leverSubmitInputSchema's wire names). */
export function toSubmitInput(values: OrderFormValues, pair: FuturesPair): LeverSubmitInput {
  return {
    currency_id: pair.currency_id,
    legal_id: pair.legal_id,
    type: values.direction,
    share: parseLots(values.lots) ?? 0,
    multiple: values.leverage ?? 0,
    status: values.entry === 'market' ? LEVER_ENTRY.market : LEVER_ENTRY.limit,
    target_price: values.entry === 'limit' ? values.limitPrice.trim() : undefined,
    target_profit_price: values.takeProfit.trim() || undefined,
    stop_loss_price: values.stopLoss.trim() || undefined,
  };
}
