import {
  futuresRules,
  LEVER_STATUS,
  Money,
  TRADING_SETTINGS,
  type LeverAccountView,
  type LeverPositionView,
} from '@meridian/contract';

import { platformPrice, quantityOf, type Direction, type FuturesPair } from './pair';

/**
 * The order preview of the futures form. Every figure comes from the contract's `futuresRules`,
 * the functions the server charges and liquidates with, so the preview cannot drift from them.
 */

/** The account figures the liquidation estimate needs (LeverAccountView). */
export type AccountFigures = Pick<
  LeverAccountView,
  'available' | 'total_margin' | 'total_profits' | 'liquidation_risk_rate'
>;

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
  /** What the account already holds open in the pair, valued at the pair's mark. */
  held?: Holding | null;
}

/** The open positions of one pair summed: net quantity (long +), Σ ± quantity × open price. */
export interface Holding {
  netQty: string;
  cost: string;
  /** The pair's mark (feed price now). */
  mark: string;
}

/**
 * What the account holds open in `symbol` (the server's liquidation price is per pair: a new
 * position shares it with those), or null when nothing; `mark` is the pair's price now.
 */
export function holdingOf(
  positions: readonly LeverPositionView[],
  symbol: string,
  mark: string,
): Holding | null {
  const open = positions.filter(
    (p) => p.symbol === symbol && p.status === LEVER_STATUS.open && p.price !== null,
  );
  if (open.length === 0) return null;
  const { exposures } = futuresRules.exposuresOf(
    open.map((p) => ({
      direction: p.type,
      open: p.price!,
      qty: futuresRules.quantity(p.share, p.lot_size),
      margin: p.caution_money,
      mark,
      symbol,
    })),
  );
  return { netQty: exposures[0]!.netQty, cost: exposures[0]!.cost, mark };
}

/**
 * Estimated liquidation (mark) price of a new position, with the account as it is now and the
 * other positions' P/L held where it is: the contract's `liquidationPriceOf` on the account
 * after opening (available A − margin − fee, total margin M + margin, the new position valued at
 * its open price), rounded towards the danger (a long down, a short up). Null when no positive
 * price can liquidate it.
 * E.g. long 0.01 BTC at 65032.50, 10x, fee 0.650325, account 100 available, nothing open, R 20:
 * A' 34.317175, M' 65.0325, cushion 34.317175 + 65.0325 − 13.0065 = 86.343175,
 * p = 65032.50 − 8634.3175 = 56398.1825 → 56398.18.
 */
export function estimateLiquidationPrice(input: LiquidationInput): string | null {
  const { direction, quantity, account, precision } = input;
  if (quantity.lessThanOrEqualTo(0)) return null;
  const threshold = account.liquidation_risk_rate || TRADING_SETTINGS.lever_liquidation_risk_rate;
  const availableAfter = new Money(account.available).minus(input.margin).minus(input.fee);
  const totalMargin = new Money(account.total_margin).plus(input.margin);
  return futuresRules.liquidationPriceOf(
    availableAfter.toFixed(),
    { totalMargin: totalMargin.toFixed(), unrealised: new Money(account.total_profits).toFixed() },
    {
      direction,
      open: input.openPrice,
      qty: quantity.toFixed(),
      // Valued at its own open price, the new position adds nothing to the unrealised P/L.
      mark: input.openPrice,
      precision,
    },
    threshold,
    input.held ?? undefined,
  );
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
  /** What the account already holds open in the pair. */
  held?: Holding | null;
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
  const cost = futuresRules.openCost({
    price: entryPrice,
    share: lots,
    lotSize: pair.lot_size,
    multiple: leverage,
    feeRate: pair.fee_rate,
  });

  let liquidationPrice: string | null = null;
  let riskRateAfter: string | null = null;
  let enough: boolean | null = null;
  if (account) {
    enough = new Money(account.available).greaterThanOrEqualTo(cost.total);
    liquidationPrice = estimateLiquidationPrice({
      direction,
      openPrice: entryPrice,
      quantity,
      margin: new Money(cost.margin),
      fee: new Money(cost.fee),
      account,
      precision: pair.price_precision,
      held: input.held ?? null,
    });
    // A market entry starts with the spread as its P/L; a limit entry is valued at its own price.
    const mark = input.entry === 'market' ? pair.now_price : entryPrice;
    const ownProfit = futuresRules.profitLoss(direction, entryPrice, mark, quantity.toFixed());
    riskRateAfter = futuresRules.riskRate(
      futuresRules.riskOfTotals(
        new Money(account.available).minus(cost.total).toFixed(),
        new Money(account.total_margin).plus(cost.margin).toFixed(),
        new Money(account.total_profits).plus(ownProfit).toFixed(),
      ),
    );
  }

  return {
    entryPrice,
    markPrice: pair.now_price,
    quantity: quantity.toFixed(),
    notional: cost.notional,
    margin: cost.margin,
    fee: cost.fee,
    cost: cost.total,
    liquidationPrice,
    riskRateAfter,
    enough,
  };
}
