import type { Decimal } from 'decimal.js';

import { Money, toMoney } from '../money.js';
import { DIRECTION } from '../trading.js';
import { plain } from './plain.js';
import { platformQuote } from './quote.js';

/**
 * Futures maths (PRODUCT-RULES.md §5), pure: no I/O, every input a decimal string or number.
 * Money amounts (margin, fee, P/L, overnight fee) keep 8 decimals, rounded against the user's
 * favour by one unit at most and never in it: what the user pays (margin, fees) rounds up, what
 * they receive rounds down (a P/L rounds towards minus infinity: a gain down, a loss up). Prices
 * keep the pair's price precision. docs/trading/futures.md has the worked examples.
 */

/** Decimals of every lever money amount (margin, fee, P/L, overnight fee). */
export const LEVER_MONEY_DECIMALS = 8;

/** 1 long, 2 short. */
export type Direction = 1 | 2;

const isLong = (direction: Direction) => direction === DIRECTION.long;
/** An amount the user pays, rounded up to 8 decimals, e.g. 0.123456781 → 0.12345679. */
const paid = (v: Decimal) => v.toDecimalPlaces(LEVER_MONEY_DECIMALS, Money.ROUND_UP);
/** A signed result for the user, rounded towards minus infinity, e.g. 0.123456789 → 0.12345678, −0.123456781 → −0.12345679. */
const result = (v: Decimal) => v.toDecimalPlaces(LEVER_MONEY_DECIMALS, Money.ROUND_FLOOR);
/** A decimal string without trailing zeros, e.g. "65032.500000000000000000" → "65032.5". */
export { plain };

/** Decimal places written in a decimal string, e.g. "0.125" → 3, "100" → 0. */
export function decimalsIn(value: string): number {
  return value.split('.')[1]?.length ?? 0;
}

/**
 * The price a position opens at from the feed price: a long pays the ask, a short sells at the
 * bid, e.g. feed 65000, spread 0.0005, 2 decimals → long 65032.50, short 64967.50.
 */
export function openPrice(
  direction: Direction,
  feedPrice: string,
  spread: string,
  precision: number,
): string {
  const quote = platformQuote(feedPrice, spread, precision);
  return plain(isLong(direction) ? quote.ask : quote.bid);
}

/**
 * The price a position closes at from the feed price: a long sells at the bid, a short buys
 * back at the ask, e.g. feed 70000, spread 0.0005 → long 69965, short 70035.
 */
export function closePrice(
  direction: Direction,
  feedPrice: string,
  spread: string,
  precision: number,
): string {
  const quote = platformQuote(feedPrice, spread, precision);
  return plain(isLong(direction) ? quote.bid : quote.ask);
}

/** Base quantity of a position: lots × lot size, e.g. 3 lots of 0.01 BTC = 0.03. */
export function quantity(share: number, lotSize: string): string {
  return toMoney(lotSize).times(share).toFixed();
}

/** Notional value: price × lots × lot size, e.g. 65032.5 × 2 × 0.01 = 1300.65. */
export function notional(price: string, share: number, lotSize: string): string {
  return toMoney(price).times(share).times(lotSize).toFixed();
}

/**
 * Margin (caution money): notional / leverage, 8 decimals rounded up, e.g. 1300.65 / 100 =
 * 13.0065; 100 / 3 = 33.33333334.
 */
export function marginOf(notionalValue: string, multiple: number): string {
  return paid(toMoney(notionalValue).dividedBy(multiple)).toFixed();
}

/**
 * Opening fee: notional × the pair's fee rate, 8 decimals rounded up, e.g. 1300.65 × 0.001 =
 * 1.30065; 0.000000015 × 0.5 → 0.00000001.
 */
export function tradeFeeOf(notionalValue: string, feeRate: string): string {
  return paid(toMoney(notionalValue).times(feeRate)).toFixed();
}

/** Everything a new position costs: margin, fee and their sum, at `price`. */
export function openCost(input: {
  price: string;
  share: number;
  lotSize: string;
  multiple: number;
  feeRate: string;
}) {
  const value = notional(input.price, input.share, input.lotSize);
  const margin = marginOf(value, input.multiple);
  const fee = tradeFeeOf(value, input.feeRate);
  return { notional: value, margin, fee, total: toMoney(margin).plus(fee).toFixed() };
}

/**
 * Profit or loss of a position at `price`: (price − open) × quantity for a long, reversed for a
 * short, 8 decimals towards minus infinity, e.g. long 0.02 BTC from 65032.5 at 69965 → 98.65;
 * the same short → −98.65; long 0.003 from 1.000000001 at 1.000000004 → 0 (not 0.00000001).
 */
export function profitLoss(direction: Direction, open: string, price: string, qty: string): string {
  const move = toMoney(price).minus(open).times(qty);
  return result(isLong(direction) ? move : move.negated()).toFixed();
}

/** The open positions of one user as the risk maths needs them. */
export interface RiskPosition {
  direction: Direction;
  /** Open price. */
  open: string;
  qty: string;
  /** Margin (caution money) now. */
  margin: string;
  /** Mark: the feed price now. */
  mark: string;
  /**
   * The pair: positions of one pair move together, so they share one exposure (and one
   * liquidation price). Without it each position is a pair of its own.
   */
  symbol?: string;
}

/**
 * What an account holds in one pair, summed over its open positions: the signed quantity (long +,
 * short −), the signed cost Σ ± quantity × open price, and the margin. The risk rate and every
 * liquidation price follow from these sums, so they cost O(pairs), never O(positions); the server
 * keeps them per user and pair. E.g. long 0.02 from 65032.5 and short 0.01 from 64967.5:
 * net 0.01, cost 1300.65 − 649.675 = 650.975.
 */
export interface Exposure {
  netQty: string;
  cost: string;
  margin: string;
  /** Mark: the feed price now. */
  mark: string;
}

/** One position as an exposure of its own. */
export function exposureOf(p: RiskPosition): Exposure {
  const qty = isLong(p.direction) ? toMoney(p.qty) : toMoney(p.qty).negated();
  return {
    netQty: qty.toFixed(),
    cost: qty.times(p.open).toFixed(),
    margin: toMoney(p.margin).toFixed(),
    mark: p.mark,
  };
}

/** Positions summed per pair (`symbol`; a position without one stands alone), first seen first. */
export function exposuresOf(positions: readonly RiskPosition[]): {
  exposures: Exposure[];
  /** For each position, the index of its exposure. */
  indexOf: number[];
} {
  const bySymbol = new Map<string, number>();
  const exposures: Exposure[] = [];
  const indexOf = positions.map((p) => {
    const own = exposureOf(p);
    const at = p.symbol === undefined ? undefined : bySymbol.get(p.symbol);
    if (at === undefined) {
      if (p.symbol !== undefined) bySymbol.set(p.symbol, exposures.length);
      exposures.push(own);
      return exposures.length - 1;
    }
    const sum = exposures[at]!;
    exposures[at] = {
      netQty: toMoney(sum.netQty).plus(own.netQty).toFixed(),
      cost: toMoney(sum.cost).plus(own.cost).toFixed(),
      margin: toMoney(sum.margin).plus(own.margin).toFixed(),
      mark: sum.mark,
    };
    return at;
  });
  return { exposures, indexOf };
}

/**
 * Unrealised P/L of a pair at its mark: net quantity × mark − cost, 8 decimals towards minus
 * infinity (for one position exactly `profitLoss`), e.g. net 0.01 at 65000, cost 650.975 → −0.975.
 */
export function exposureProfitLoss(e: Exposure): string {
  return result(toMoney(e.netQty).times(e.mark).minus(e.cost)).toFixed();
}

export interface Risk {
  totalMargin: string;
  /** Sum of unrealised P/L at the marks. */
  unrealised: string;
  /** Lever available + total margin + unrealised. */
  equity: string;
}

/** The sums the risk rate is made of, from the account's exposures. */
export function riskOfExposures(available: string, exposures: readonly Exposure[]): Risk {
  let totalMargin = toMoney(0);
  let unrealised = toMoney(0);
  for (const e of exposures) {
    totalMargin = totalMargin.plus(e.margin);
    unrealised = unrealised.plus(exposureProfitLoss(e));
  }
  return riskOfTotals(available, totalMargin.toFixed(), unrealised.toFixed());
}

/**
 * The sums the risk rate is made of, e.g. available 100, one margin 13.0065 with P/L −20 →
 * equity 93.0065. Positions of one pair are summed first (their P/L rounds once per pair).
 */
export function riskOf(available: string, positions: readonly RiskPosition[]): Risk {
  return riskOfExposures(available, exposuresOf(positions).exposures);
}

/**
 * The same sums from an account's totals instead of its positions (the H5 order preview holds
 * the lever account's totals, not every position): equity = available + total margin +
 * unrealised, e.g. available 34.317175, margin 65.0325, P/L −0.325 → equity 99.024675.
 */
export function riskOfTotals(available: string, totalMargin: string, unrealised: string): Risk {
  return {
    totalMargin: toMoney(totalMargin).toFixed(),
    unrealised: toMoney(unrealised).toFixed(),
    equity: toMoney(available).plus(totalMargin).plus(unrealised).toFixed(),
  };
}

/**
 * Risk rate in percent with 2 decimals: (lever available + total margin + unrealised P/L) /
 * total margin × 100, e.g. (100 + 13.0065 − 20) / 13.0065 × 100 = "715.08"; null without margin.
 */
export function riskRate(risk: Risk): string | null {
  if (toMoney(risk.totalMargin).lessThanOrEqualTo(0)) return null;
  return toMoney(risk.equity)
    .dividedBy(risk.totalMargin)
    .times(100)
    .toDecimalPlaces(2, Money.ROUND_HALF_UP)
    .toFixed(2);
}

/**
 * Liquidate when the risk rate is at or below the threshold (percent): equity × 100 ≤
 * threshold × total margin (no division, so a margin eaten to 0 by overnight fees liquidates at
 * equity ≤ 0), e.g. equity 2.6 on margin 13 at 20 % → 260 ≤ 260 → liquidate.
 */
export function isLiquidatable(risk: Risk, thresholdPercent: string): boolean {
  return toMoney(risk.equity)
    .times(100)
    .lessThanOrEqualTo(toMoney(thresholdPercent).times(risk.totalMargin));
}

/**
 * Estimated liquidation price of position `index`: the mark of its pair at which the risk rate
 * reaches the threshold while the other pairs' marks stay where they are (see
 * `exposureLiquidationPrice`). Null when no positive price liquidates it.
 * E.g. available 92.846425, one long 0.01 BTC from 65032.5, margin 6.50325, 20 %:
 * p = 65032.5 + (1.30065 − 92.846425 − 6.50325) / 0.01 = 55227.5975 → "55227.59".
 */
export function liquidationPrice(
  available: string,
  positions: readonly RiskPosition[],
  index: number,
  thresholdPercent: string,
  precision: number,
): string | null {
  return (
    liquidationPrices(
      available,
      positions.map((p) => ({ ...p, precision })),
      thresholdPercent,
    )[index] ?? null
  );
}

/** Every position's estimated liquidation price (its pair's), in the order given. */
export function liquidationPrices(
  available: string,
  positions: readonly (RiskPosition & { precision: number })[],
  thresholdPercent: string,
): (string | null)[] {
  const { exposures, indexOf } = exposuresOf(positions);
  const base = liquidationBase(available, riskOfExposures(available, exposures), thresholdPercent);
  const prices = exposures.map((e, i) =>
    exposureLiquidationPriceAt(base, e, positions[indexOf.indexOf(i)]!.precision),
  );
  return indexOf.map((i) => prices[i] ?? null);
}

/**
 * The estimated liquidation price of every pair from the account's exposures: the mark of the
 * pair at which available + ΣM + U_other pairs + (net × p − cost) = r × ΣM, i.e.
 * p = (base + U_pair + cost) / net with base = r × ΣM − available − ΣM − U. Rounded to
 * `precision` towards the danger (down for a net long, up for a net short); null for a pair
 * whose longs and shorts cancel out, or when no positive price liquidates.
 */
export function exposureLiquidationPrices(
  available: string,
  exposures: readonly (Exposure & { precision: number })[],
  thresholdPercent: string,
): (string | null)[] {
  const base = liquidationBase(available, riskOfExposures(available, exposures), thresholdPercent);
  return exposures.map((e) => exposureLiquidationPriceAt(base, e, e.precision));
}

/**
 * The risk rate (percent) at which a trader is warned, once, before liquidation: twice the
 * liquidation threshold, and never above halfway from it to 100 %, so the warning comes while
 * there is margin left to add: 20 % → 40 %, 60 % → 80 %. Its price is the liquidation price
 * at this rate (`exposureLiquidationPrices`). Worked example: available 92.846425, the long
 * 0.01 BTC from 65032.5 with margin 6.50325 is liquidated at 55227.59 (equity 1.30065 = 20 %
 * of the margin) and warned at 65032.5 + (2.6013 − 92.846425 − 6.50325) / 0.01 = 55357.6625
 * → "55357.66" (equity 2.6013 = 40 %).
 */
export function warningRiskRate(liquidationRiskRate: string): string {
  const threshold = toMoney(liquidationRiskRate);
  const twice = threshold.times(2);
  const halfway = threshold.plus(100).dividedBy(2);
  return (twice.lessThan(halfway) ? twice : halfway).toFixed();
}

/** A position as its liquidation price needs it: no margin (that is in the account's sums). */
export type LiquidationPosition = Omit<RiskPosition, 'margin'> & { precision: number };

/**
 * The estimated liquidation price of one position from the account's sums (`risk`, this
 * position's margin and P/L at `mark` included) rather than from every position, for a caller
 * that holds the account's totals (the H5 order preview: the lever account now plus the
 * position about to open). `held` is what the account already holds in the same pair (its net
 * quantity and cost at the pair's mark): the position then shares the pair's price. E.g.
 * available 92.846425, total margin 6.50325, unrealised −0.325, the long 0.01 BTC from 65032.5
 * at mark 65000 alone in its pair, 20 %:
 * p = 65032.5 + (1.30065 − 92.846425 − 6.50325 + 0.325 − 0.325) / 0.01 = 55227.5975 → "55227.59".
 */
export function liquidationPriceOf(
  available: string,
  risk: Pick<Risk, 'totalMargin' | 'unrealised'>,
  position: LiquidationPosition,
  thresholdPercent: string,
  held?: Omit<Exposure, 'margin'>,
): string | null {
  const own = exposureOf({ ...position, margin: '0' });
  const parts = held ? [own, { ...held, margin: '0' }] : [own];
  return pairLiquidationPrice(
    liquidationBase(available, risk, thresholdPercent),
    parts,
    position.precision,
  );
}

/** threshold × ΣM − available − ΣM − U: the part of the equation every pair shares. */
function liquidationBase(
  available: string,
  risk: Pick<Risk, 'totalMargin' | 'unrealised'>,
  thresholdPercent: string,
): Decimal {
  const target = toMoney(thresholdPercent).dividedBy(100).times(risk.totalMargin);
  return target.minus(available).minus(risk.totalMargin).minus(risk.unrealised);
}

/** Solves for one pair's price given the shared `base` (see `exposureLiquidationPrices`). */
function exposureLiquidationPriceAt(base: Decimal, e: Exposure, precision: number): string | null {
  return pairLiquidationPrice(base, [e], precision);
}

/**
 * The pair's price from its parts: p = (base + Σ P/L + Σ cost) / Σ net. Parts at the same mark
 * are one exposure (their P/L rounds once, as the server's sums do); a part valued elsewhere (an
 * entry valued at its own price) rounds on its own.
 */
function pairLiquidationPrice(
  base: Decimal,
  parts: readonly Exposure[],
  precision: number,
): string | null {
  const byMark = new Map<string, Exposure>();
  for (const p of parts) {
    const key = toMoney(p.mark).toFixed();
    const sum = byMark.get(key);
    byMark.set(
      key,
      sum
        ? {
            netQty: toMoney(sum.netQty).plus(p.netQty).toFixed(),
            cost: toMoney(sum.cost).plus(p.cost).toFixed(),
            margin: '0',
            mark: sum.mark,
          }
        : p,
    );
  }
  let net = toMoney(0);
  let top = base;
  for (const e of byMark.values()) {
    net = net.plus(e.netQty);
    top = top.plus(exposureProfitLoss(e)).plus(e.cost);
  }
  if (net.isZero()) return null;
  const price = top.dividedBy(net);
  const long = net.isPositive();
  const rounded = price.toDecimalPlaces(precision, long ? Money.ROUND_FLOOR : Money.ROUND_CEIL);
  return rounded.lessThanOrEqualTo(0) ? null : rounded.toFixed(precision);
}

/**
 * A take-profit must lie on the winning side of both the open price and the current (feed)
 * price: above both for a long, below both for a short, e.g. long open 65032.5, feed 65000:
 * 66000 valid, 65010 not.
 */
export function isTakeProfitValid(
  direction: Direction,
  takeProfit: string,
  open: string,
  current: string,
): boolean {
  const tp = toMoney(takeProfit);
  return isLong(direction)
    ? tp.greaterThan(open) && tp.greaterThan(current)
    : tp.lessThan(open) && tp.lessThan(current);
}

/**
 * A stop-loss must lie on the losing side of both: below the open and current price for a long,
 * above both for a short, e.g. long open 65032.5, feed 65000: 64000 valid, 65010 not.
 */
export function isStopLossValid(
  direction: Direction,
  stopLoss: string,
  open: string,
  current: string,
): boolean {
  const sl = toMoney(stopLoss);
  return isLong(direction)
    ? sl.lessThan(open) && sl.lessThan(current)
    : sl.greaterThan(open) && sl.greaterThan(current);
}

/** A limit long waits below the current price, a limit short above it, e.g. feed 65000: long 64000 ok, 65000 not. */
export function isLimitPriceValid(direction: Direction, limit: string, current: string): boolean {
  return isLong(direction) ? toMoney(limit).lessThan(current) : toMoney(limit).greaterThan(current);
}

/** Does a feed price reach a limit entry? A long fills at or below its limit, a short at or above. */
export function reachesLimit(direction: Direction, feedPrice: string, limit: string): boolean {
  return isLong(direction)
    ? toMoney(feedPrice).lessThanOrEqualTo(limit)
    : toMoney(feedPrice).greaterThanOrEqualTo(limit);
}

/** How a close moves the lever account: the margin leaves `frozen`, margin + P/L lands in `available`. */
export interface Settlement {
  /** Change of the user's lever available (never takes it below zero). */
  available: string;
  /** Change of the user's lever frozen (−margin). */
  frozen: string;
  /** What the counterparty (`exchange`) pays: +P/L is paid to the user, a loss is received. */
  exchange: string;
  /** What the insurance account covers of a loss the lever account cannot (0 or more). */
  shortfall: string;
}

/**
 * Settles a close against the lever account. The loss is capped at the account: when
 * available + margin + P/L would go below zero, the account ends at 0 and insurance pays the
 * rest; the counterparty always receives the full loss. E.g. available 92.846425, margin
 * 6.50325, P/L −150.575 → available −92.846425 (to 0), shortfall 51.225325, exchange +150.575.
 */
export function settleClose(available: string, margin: string, pnl: string): Settlement {
  const settle = toMoney(margin).plus(pnl);
  const after = toMoney(available).plus(settle);
  const shortfall = after.lessThan(0) ? after.negated() : toMoney(0);
  return {
    available: settle.plus(shortfall).toFixed(),
    frozen: toMoney(margin).negated().toFixed(),
    exchange: toMoney(pnl).negated().toFixed(),
    shortfall: shortfall.toFixed(),
  };
}

/** Daily overnight fee: notional × daily rate at the open price, rounded up, e.g. 1300.65 × 0.0005 = 0.650325. */
export function overnightFeeOf(
  open: string,
  share: number,
  lotSize: string,
  dailyRate: string,
): string {
  return paid(toMoney(notional(open, share, lotSize)).times(dailyRate)).toFixed();
}

/**
 * Where an overnight fee comes from: the position's margin first, then the lever available; a
 * fee larger than both is charged only up to what they hold. E.g. fee 0.65 on margin 0.5 with
 * 10 available → 0.5 from margin, 0.15 from available.
 */
export function splitOvernightFee(fee: string, margin: string, available: string) {
  const wanted = toMoney(fee);
  const fromMargin = Money.min(wanted, Money.max(toMoney(margin), 0));
  const fromAvailable = Money.min(wanted.minus(fromMargin), Money.max(toMoney(available), 0));
  return {
    fromMargin: fromMargin.toFixed(),
    fromAvailable: fromAvailable.toFixed(),
    charged: fromMargin.plus(fromAvailable).toFixed(),
  };
}

const DAY_MS = 86_400_000;

/** Start (ms) of the UTC day containing `now`. */
export function utcDayStart(now: number): number {
  return Math.floor(now / DAY_MS) * DAY_MS;
}

/** The UTC date of `now`, e.g. 2024-06-05T13:47Z → "2024-06-05". */
export function utcDay(now: number): string {
  return new Date(utcDayStart(now)).toISOString().slice(0, 10);
}

/** The next 00:00 UTC strictly after `now`, e.g. 2024-06-05T13:47Z → 2024-06-06T00:00Z. */
export function nextUtcMidnight(now: number): number {
  return utcDayStart(now) + DAY_MS;
}

/** What a lot costs to open: the price, the pair's lot size and fee rate, the leverage. */
export interface LotPricing {
  price: string;
  lotSize: string;
  multiple: number;
  feeRate: string;
}

/**
 * The most whole lots whose margin + fee (`openCost(...).total`, what the server takes from the
 * lever account) fit in `budget`, capped at `maxLots`; 0 when not even one fits. E.g. 0.01 BTC
 * lots at 65032.5 with 10x and fee 0.001 cost 65.0325 + 0.650325 = 65.682825 each: a budget of
 * 200 buys 3 (197.048475), 65.68 buys 0.
 */
export function maxLotsWithin(budget: string, pricing: LotPricing, maxLots: number): number {
  const one = toMoney(openCost({ ...pricing, share: 1 }).total);
  const money = toMoney(budget);
  if (!one.gt(0) || !money.gt(0) || maxLots < 1) return 0;
  // The per-lot estimate is exact up to the 8-decimal rounding of margin and fee: correct it by
  // the real cost on either side so the answer is the true largest fit.
  let lots = Math.min(maxLots, money.dividedBy(one).floor().toNumber());
  const fits = (n: number) => toMoney(openCost({ ...pricing, share: n }).total).lte(money);
  while (lots > 0 && !fits(lots)) lots--;
  while (lots < maxLots && fits(lots + 1)) lots++;
  return lots;
}

/**
 * Lots for `percent` % of the lever available: the most whole lots whose margin + fee fit in that
 * share, e.g. 25 % of 1000 USDT = 250 → 3 lots of the example above (197.048475 USDT).
 */
export function lotsForPercent(
  percent: number,
  available: string,
  pricing: LotPricing,
  maxLots: number,
): number {
  const budget = toMoney(available).times(percent).dividedBy(100);
  return maxLotsWithin(budget.toFixed(), pricing, maxLots);
}

/**
 * Return on equity in percent at `price` of a position opened at `open` with leverage `multiple`:
 * P/L / margin × 100 = ±(price − open) / open × multiple × 100 (lots cancel out), 2 decimals
 * half-up. E.g. long from 65000 at 10x: 66300 → "20", 64350 → "-10"; a short mirrors it.
 */
export function roeAtPrice(
  direction: Direction,
  open: string,
  price: string,
  multiple: number,
): string {
  const move = toMoney(price).minus(open).dividedBy(open).times(multiple).times(100);
  const signed = isLong(direction) ? move : move.negated();
  return signed.toDecimalPlaces(2, Money.ROUND_HALF_UP).toFixed();
}

/**
 * The price at which a position reaches `roePercent` % return on its margin (negative for a
 * loss): open × (1 ± roe / (100 × multiple)), rounded half-up to the pair's precision; null when
 * it is not a positive price. E.g. long from 65000 at 10x: +20 → 66300.00, −10 → 64350.00;
 * short: +20 → 63700.00, −10 → 65650.00.
 */
export function priceAtRoe(
  direction: Direction,
  open: string,
  roePercent: string,
  multiple: number,
  precision: number,
): string | null {
  const move = toMoney(roePercent).dividedBy(100).dividedBy(multiple);
  const factor = isLong(direction) ? toMoney(1).plus(move) : toMoney(1).minus(move);
  const price = toMoney(open).times(factor).toDecimalPlaces(precision, Money.ROUND_HALF_UP);
  return price.gt(0) ? price.toFixed(precision) : null;
}
