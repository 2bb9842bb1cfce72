import { DIRECTION, Money, TRADING_SETTINGS, type LeverAccountView } from '@meridian/contract';

import { platformPrice, quantityOf, type Direction, type FuturesPair } from './pair';

/** The account figures the liquidation estimate needs (LeverAccountView). */
export type AccountFigures = Pick<
  LeverAccountView,
  'available' | 'total_margin' | 'total_profits' | 'liquidation_risk_rate'
>;

export interface PositionCost {
  /** notional = price × lots × lot size */
  notional: Money;
  /** margin = notional / leverage */
  margin: Money;
  /** fee = notional × fee rate */
  fee: Money;
}

/** Decimals of the margin and fee the server charges (lever.rules.ts LEVER_MONEY_DECIMALS). */
export const LEVER_MONEY_DECIMALS = 8;

/**
 * What opening costs (PRODUCT-RULES.md §5): the notional exactly, the margin and fee to 8
 * decimals half-up, as the server charges them.
 * E.g. 1 lot of 0.01 BTC at 65032.50, 10x, fee rate 0.001: notional 650.325, margin 65.0325,
 * fee 0.650325.
 */
export function positionCost(
  price: string,
  lots: number,
  lotSize: string,
  leverage: number,
  feeRate: string,
): PositionCost {
  const notional = new Money(price).times(quantityOf(lots, lotSize));
  return {
    notional,
    // What the user pays rounds up, as the server charges it (lever.rules.ts).
    margin: notional.dividedBy(leverage).toDecimalPlaces(LEVER_MONEY_DECIMALS, Money.ROUND_UP),
    fee: notional.times(feeRate).toDecimalPlaces(LEVER_MONEY_DECIMALS, Money.ROUND_UP),
  };
}

/**
 * Risk rate in percent: (available + total margin + total unrealised P/L) / total margin × 100;
 * null without margin. E.g. (34.317175 + 65.0325 − 0.325) / 65.0325 × 100 = 152.27…
 */
export function riskRateOf(available: Money, totalMargin: Money, unrealised: Money): Money | null {
  if (totalMargin.lessThanOrEqualTo(0)) return null;
  return available.plus(totalMargin).plus(unrealised).dividedBy(totalMargin).times(100);
}

export interface LiquidationInput {
  direction: Direction;
  /** The new position's open price. */
  openPrice: string;
  /** Base quantity (lots × lot size). */
  quantity: Money;
  margin: Money;
  fee: Money;
  account: AccountFigures;
  precision: number;
}

/**
 * Estimated liquidation (mark) price of a new position, with the account as it is now and the
 * other positions' P/L held where it is. After opening, available A' = A − margin − fee and total
 * margin M' = M + margin; the account liquidates when
 *   (A' + M' + U + s × q × (p − open)) / M' × 100 ≤ threshold R   (s = +1 long, −1 short),
 * so p = open − s × (A' + M' + U − R × M' / 100) / q, rounded towards the danger (a long down, a
 * short up) as the server rounds it, so that the price shown is one at which liquidation is due.
 * Null when no positive price can liquidate it.
 * E.g. long 0.01 BTC at 65032.50, 10x, fee 0.650325, account 100 available, nothing open, R 20:
 * A' 34.317175, M' 65.0325, cushion 34.317175 + 65.0325 − 13.0065 = 86.343175,
 * p = 65032.50 − 8634.3175 = 56398.1825 → 56398.18.
 */
export function estimateLiquidationPrice(input: LiquidationInput): string | null {
  const { direction, quantity, account, precision } = input;
  if (quantity.lessThanOrEqualTo(0)) return null;
  const threshold = new Money(
    account.liquidation_risk_rate || TRADING_SETTINGS.lever_liquidation_risk_rate,
  );
  const availableAfter = new Money(account.available).minus(input.margin).minus(input.fee);
  const marginAfter = new Money(account.total_margin).plus(input.margin);
  const cushion = availableAfter
    .plus(marginAfter)
    .plus(account.total_profits)
    .minus(threshold.times(marginAfter).dividedBy(100));
  const move = cushion.dividedBy(quantity);
  const open = new Money(input.openPrice);
  if (direction === DIRECTION.long) {
    const price = open.minus(move);
    const rounded = price.toDecimalPlaces(precision, Money.ROUND_FLOOR);
    return rounded.lessThanOrEqualTo(0) ? null : rounded.toFixed(precision);
  }
  const rounded = open.plus(move).toDecimalPlaces(precision, Money.ROUND_CEIL);
  return rounded.lessThanOrEqualTo(0) ? null : rounded.toFixed(precision);
}

export interface OrderPreviewInput {
  pair: FuturesPair;
  direction: Direction;
  entry: 'market' | 'limit';
  /** The limit entry price (ignored for market). */
  limitPrice?: string | null;
  lots: number;
  leverage: number;
  /** The lever account now; null when unknown (a visitor): no liquidation estimate then. */
  account: AccountFigures | null;
}

export interface OrderPreview {
  /** Estimated open price: the ask (long) or bid (short) now, or the limit price. */
  entryPrice: string;
  /** Feed price now. */
  markPrice: string;
  quantity: string;
  notional: string;
  margin: string;
  fee: string;
  /** margin + fee: what leaves the available balance. */
  cost: string;
  /** Null when unknown (no account) or when no price can liquidate it. */
  liquidationPrice: string | null;
  /** Risk rate (percent, 2 decimals half-up as the server shows it) right after opening at the current price; null when unknown. */
  riskRateAfter: string | null;
  /** Whether the lever account covers margin + fee; null when unknown. */
  enough: boolean | null;
}

/**
 * The figures shown before confirming (PRODUCT-RULES.md §0: margin, fee, estimated liquidation
 * price), from the platform quote now. Null while the pair has no price, or when the lots,
 * leverage or limit price cannot be priced.
 */
export function previewOrder(input: OrderPreviewInput): OrderPreview | null {
  const { pair, direction, lots, leverage, account } = input;
  if (pair.now_price === null) return null;
  if (!Number.isInteger(lots) || lots < 1 || !Number.isInteger(leverage) || leverage < 1) {
    return null;
  }
  let entryPrice: string;
  if (input.entry === 'limit') {
    const limit = input.limitPrice?.trim() ?? '';
    if (!/^\d+(\.\d+)?$/.test(limit) || new Money(limit).lessThanOrEqualTo(0)) return null;
    entryPrice = new Money(limit).toFixed();
  } else {
    entryPrice = platformPrice(pair.now_price, pair.spread, pair.price_precision, direction);
  }
  const quantity = quantityOf(lots, pair.lot_size);
  const cost = positionCost(entryPrice, lots, pair.lot_size, leverage, pair.fee_rate);
  const total = cost.margin.plus(cost.fee);

  let liquidationPrice: string | null = null;
  let riskRateAfter: string | null = null;
  let enough: boolean | null = null;
  if (account) {
    enough = new Money(account.available).greaterThanOrEqualTo(total);
    liquidationPrice = estimateLiquidationPrice({
      direction,
      openPrice: entryPrice,
      quantity,
      margin: cost.margin,
      fee: cost.fee,
      account,
      precision: pair.price_precision,
    });
    // A market entry starts with the spread as its P/L; a limit entry is valued at its own price.
    const mark = input.entry === 'market' ? pair.now_price : entryPrice;
    const sign = direction === DIRECTION.long ? 1 : -1;
    const ownProfit = new Money(mark).minus(entryPrice).times(quantity).times(sign);
    const rate = riskRateOf(
      new Money(account.available).minus(total),
      new Money(account.total_margin).plus(cost.margin),
      new Money(account.total_profits).plus(ownProfit),
    );
    riskRateAfter = rate ? rate.toDecimalPlaces(2, Money.ROUND_HALF_UP).toFixed(2) : null;
  }

  return {
    entryPrice,
    markPrice: pair.now_price,
    quantity: quantity.toFixed(),
    notional: cost.notional.toFixed(),
    margin: cost.margin.toFixed(),
    fee: cost.fee.toFixed(),
    cost: total.toFixed(),
    liquidationPrice,
    riskRateAfter,
    enough,
  };
}
