import { TRADING_SETTINGS, USDT_CURRENCY_ID, futuresRules as rules } from '@meridian/contract';

import type { Executor } from '../../db/database.js';
import { readSettings } from '../../db/settings.js';
import type { AppDeps } from '../../deps.js';
import { currentTick } from '../../engine/prices.js';
import type { EngineTick } from '../../engine/types.js';
import { AppError } from '../../lib/app-error.js';
import type { PairRow } from '../../market-data/market-data.repository.js';

/**
 * What futures reads of the world around a position: the pair it trades, the feed's tick and
 * mark, and the operators' futures settings.
 */

const SETTING_KEYS = ['lever_liquidation_risk_rate', 'lever_overnight_rate'] as const;

export interface FuturesSettings {
  /** Percent, e.g. "20". */
  liquidationRiskRate: string;
  /** Daily share of the notional, e.g. "0.0005". */
  overnightRate: string;
}

/** The futures settings in force now (operators may change them). */
export async function readFuturesSettings(db: Executor): Promise<FuturesSettings> {
  const values = await readSettings(db, SETTING_KEYS);
  return {
    liquidationRiskRate:
      values.lever_liquidation_risk_rate || TRADING_SETTINGS.lever_liquidation_risk_rate,
    overnightRate: values.lever_overnight_rate || TRADING_SETTINGS.lever_overnight_rate,
  };
}

/** The USDT pair of a coin, or PAIR_UNKNOWN. */
export function pairOf(deps: AppDeps, currencyId: number, legalId: number): PairRow {
  const pair = deps.market
    .pairs()
    .find((p) => p.currency_id === currencyId && p.legal_id === legalId);
  if (!pair || pair.legal_id !== USDT_CURRENCY_ID) throw new AppError('PAIR_UNKNOWN');
  return pair;
}

/** The tick money may change hands at, or PRICE_UNAVAILABLE when the feed is quiet. */
export function feedTick(deps: AppDeps, symbol: string): EngineTick {
  const tick = currentTick(deps.market, symbol);
  if (!tick) throw new AppError('PRICE_UNAVAILABLE');
  return tick;
}

/** The mark shown for a symbol: the feed's last price (display only), or null when none. */
export function markOf(deps: AppDeps, symbol: string): string | null {
  return deps.market.quotation(symbol)?.now_price ?? null;
}

/** The price precision risk maths rounds to (8 for a pair no longer listed). */
export const precisionFor = (deps: AppDeps) => (symbol: string) =>
  deps.market.pair(symbol)?.price_precision ?? 8;

/** Spread and price precision to close at; a pair no longer listed closes at the feed price. */
export function closeQuoteOf(deps: AppDeps, symbol: string) {
  const pair = deps.market.pair(symbol);
  return pair
    ? { spread: pair.spread, precision: pair.price_precision }
    : { spread: '0', precision: 18 };
}

/** PRICE_PRECISION when a price has more decimals than the pair quotes. */
export function assertPriceDecimals(value: string | undefined, precision: number) {
  if (value !== undefined && rules.decimalsIn(value) > precision)
    throw new AppError('PRICE_PRECISION', { decimals: precision });
}
