import { DIRECTION, futuresRules, Money } from '@meridian/contract';

import type { Direction } from './pair';

/** Error keys of a price field, translated under `futures.errors.*`. */
export type PriceError = 'PRICE_INVALID' | 'PRICE_PRECISION';
export type StopError = PriceError | 'TAKE_PROFIT_INVALID' | 'STOP_LOSS_INVALID';

/**
 * Checks a typed price: a positive decimal with at most `precision` places. Null when valid.
 * E.g. ("65000.5", 2) → null, ("65000.555", 2) → PRICE_PRECISION, ("0", 2) → PRICE_INVALID.
 */
export function checkPrice(text: string, precision: number): PriceError | null {
  const value = text.trim();
  if (!/^\d+(\.\d+)?$/.test(value) || new Money(value).lessThanOrEqualTo(0)) return 'PRICE_INVALID';
  return futuresRules.decimalsIn(value) > precision ? 'PRICE_PRECISION' : null;
}

export interface StopBounds {
  /** Take-profit must be above this price (long) or below it (short). */
  takeProfit: string;
  /** Stop-loss must be below this price (long) or above it (short). */
  stopLoss: string;
  /** 'above' when take-profit must be above its bound (a long), 'below' for a short. */
  takeProfitSide: 'above' | 'below';
}

/**
 * The TP/SL rule (PRODUCT-RULES.md §5): a long's take-profit is above both the open and the
 * current price and its stop-loss below both; a short's mirrored.
 * E.g. long open 65032.50, current 65000: TP > 65032.50, SL < 65000.
 */
export function stopBounds(
  direction: Direction,
  openPrice: string,
  currentPrice: string,
): StopBounds {
  const open = new Money(openPrice);
  const current = new Money(currentPrice);
  const high = Money.max(open, current).toFixed();
  const low = Money.min(open, current).toFixed();
  return direction === DIRECTION.long
    ? { takeProfit: high, stopLoss: low, takeProfitSide: 'above' }
    : { takeProfit: low, stopLoss: high, takeProfitSide: 'below' };
}

export interface StopsInput {
  direction: Direction;
  openPrice: string;
  currentPrice: string;
  /** Typed prices; empty means none. */
  takeProfit: string;
  stopLoss: string;
  precision: number;
}

export interface StopsErrors {
  takeProfit?: StopError;
  stopLoss?: StopError;
}

/**
 * Validates optional take-profit and stop-loss prices against the rule. Empty fields pass.
 * E.g. long open 65032.50, current 65000: TP 66000 and SL 64000 pass; TP 65010 →
 * TAKE_PROFIT_INVALID (not above the open price); SL 65000 → STOP_LOSS_INVALID (not below).
 */
export function validateStops(input: StopsInput): StopsErrors {
  const { direction, openPrice, currentPrice, precision } = input;
  const errors: StopsErrors = {};
  const takeProfit = stopError(input.takeProfit, precision, 'TAKE_PROFIT_INVALID', (tp) =>
    futuresRules.isTakeProfitValid(direction, tp, openPrice, currentPrice),
  );
  if (takeProfit) errors.takeProfit = takeProfit;
  const stopLoss = stopError(input.stopLoss, precision, 'STOP_LOSS_INVALID', (sl) =>
    futuresRules.isStopLossValid(direction, sl, openPrice, currentPrice),
  );
  if (stopLoss) errors.stopLoss = stopLoss;
  return errors;
}

/** What is wrong with one typed stop price: its format, else `invalid` when the rule refuses it. */
function stopError(
  typed: string,
  precision: number,
  invalid: StopError,
  valid: (price: string) => boolean,
): StopError | null {
  const price = typed.trim();
  if (!price) return null;
  return checkPrice(price, precision) ?? (valid(price) ? null : invalid);
}
