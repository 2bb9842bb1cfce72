import { futuresRules, sanitizeDecimalInput, toWireDecimal } from '@meridian/contract';

import { expectedOpenPrice, parseLots, type OrderFormValues } from './order-form';
import { lotBounds, type FuturesPair } from './pair';

/**
 * How the ticket sizes an order and sets its stops (issue #14 item 3): by lots, by a USDT cost or
 * by a share of the lever available; TP/SL by price or by return on margin (ROE). Cost and share
 * become whole lots with the contract's `maxLotsWithin`/`lotsForPercent`, ROE becomes a price with
 * `priceAtRoe`: the same functions a server check would use.
 */

export type SizeMode = 'lots' | 'cost' | 'percent';
export type StopsMode = 'price' | 'roe';

export const SIZE_MODES: readonly SizeMode[] = ['lots', 'cost', 'percent'];
/** The shares of the available margin the ticket offers. */
export const PERCENT_STEPS = [25, 50, 75, 100] as const;
/** Decimals of a typed USDT cost (a cent is the smallest stake that matters). */
export const COST_DECIMALS = 2;

/** A typed USDT cost with at most 2 decimals (the contract's sanitiser), e.g. "1,500.129" → "1500.12". */
export function sanitizeCost(raw: string): string {
  return sanitizeDecimalInput(raw, COST_DECIMALS).slice(0, 15);
}

/** A typed ROE percentage, a positive number with at most 2 decimals, e.g. "25.555" → "25.55". */
export function sanitizeRoe(raw: string): string {
  return sanitizeDecimalInput(raw, 2).slice(0, 9);
}

export interface Sizing {
  mode: SizeMode;
  /** Whole lots the order opens; 0 when the budget buys none; null while it cannot be known. */
  lots: number | null;
  /** Margin + fee of those lots (USDT); null without lots. */
  cost: string | null;
}

/** What one lot costs to open at the price the order expects, or null while unknown. */
function pricingOf(values: OrderFormValues, pair: FuturesPair): futuresRules.LotPricing | null {
  const price = expectedOpenPrice(values, pair);
  if (price === null || values.leverage === null) return null;
  return { price, lotSize: pair.lot_size, multiple: values.leverage, feeRate: pair.fee_rate };
}

/**
 * The lots of the order by its size mode. Lots as typed; a USDT cost or a share of `available`
 * as the most whole lots whose margin + fee fit, within the pair's bounds (fewer than its minimum
 * is 0). E.g. BTC/USDT (0.01 BTC lots, ask 65032.50, 10x, fee 0.1 %: 65.682825 a lot): cost 200 →
 * 3 lots costing 197.048475; 25 % of 1000 → 3; 25 % of 200 → 0.
 */
export function sizeOrder(
  values: OrderFormValues,
  pair: FuturesPair,
  available: string | null,
): Sizing {
  const mode = values.sizeMode ?? 'lots';
  const pricing = pricingOf(values, pair);
  const lots = lotsOf(mode, values, pair, available, pricing);
  const cost = lots && pricing ? futuresRules.openCost({ ...pricing, share: lots }).total : null;
  return { mode, lots, cost };
}

function lotsOf(
  mode: SizeMode,
  values: OrderFormValues,
  pair: FuturesPair,
  available: string | null,
  pricing: futuresRules.LotPricing | null,
): number | null {
  if (mode === 'lots') return parseLots(values.lots);
  if (!pricing) return null;
  const bounds = lotBounds(pair);
  let lots: number;
  if (mode === 'cost') {
    const cost = toWireDecimal(values.cost ?? '');
    if (cost === null) return null;
    lots = futuresRules.maxLotsWithin(cost, pricing, bounds.max);
  } else {
    if (values.percent == null || available === null) return null;
    lots = futuresRules.lotsForPercent(values.percent, available, pricing, bounds.max);
  }
  return lots < bounds.min ? 0 : lots;
}

export interface StopPricesByRoe {
  /** The prices the order sends ('' when none); in price mode the typed ones. */
  takeProfit: string;
  stopLoss: string;
  /** A typed ROE that has no price (a loss larger than the whole margin can bear). */
  invalid: { takeProfit?: true; stopLoss?: true };
}

/**
 * The stop prices of the order. In ROE mode the take-profit is the price at +ROE % and the
 * stop-loss the price at −ROE % (typed as a positive loss), from the expected open price at the
 * chosen leverage, e.g. long from 65032.50 at 10x: TP 20 → 66333.15, SL 10 → 64382.18.
 */
export function stopPricesOf(values: OrderFormValues, pair: FuturesPair): StopPricesByRoe {
  if ((values.stopsMode ?? 'price') === 'price')
    return { takeProfit: values.takeProfit, stopLoss: values.stopLoss, invalid: {} };
  const open = expectedOpenPrice(values, pair);
  const invalid: StopPricesByRoe['invalid'] = {};
  const priceAt = (typed: string | undefined, sign: '' | '-', key: 'takeProfit' | 'stopLoss') => {
    const roe = toWireDecimal(typed ?? '');
    if (roe === null || open === null || values.leverage === null) return '';
    const price = futuresRules.priceAtRoe(
      values.direction,
      open,
      `${sign}${roe}`,
      values.leverage,
      pair.price_precision,
    );
    if (price === null) invalid[key] = true;
    return price ?? '';
  };
  return {
    takeProfit: priceAt(values.takeProfitRoe, '', 'takeProfit'),
    stopLoss: priceAt(values.stopLossRoe, '-', 'stopLoss'),
    invalid,
  };
}

/**
 * The ROE in percent a stop price means, from the expected open price at the chosen leverage, or
 * null while either is unknown, e.g. long from 65032.50 at 10x: 66333.15 → "20".
 */
export function roeOfPrice(
  values: OrderFormValues,
  pair: FuturesPair,
  price: string,
): string | null {
  const open = expectedOpenPrice(values, pair);
  const wire = toWireDecimal(price);
  if (open === null || wire === null || values.leverage === null) return null;
  return futuresRules.roeAtPrice(values.direction, open, wire, values.leverage);
}
