import {
  loanRules as rules,
  type AdminLoanView,
  type LoanCollateralView,
  type LoanEventView,
  type LoanView,
} from '@meridian/contract';

import { listActiveCurrencies } from '../../db/currencies.js';
import type { Executor } from '../../db/database.js';
import type { Market } from '../../market-data/market-runtime.js';
import type { CollateralRow, LoanEventRow, LoanRow } from './loans.repository.js';

/** Decimals of an LTV on the wire (0.650000 is 65 %). */
export const LTV_DECIMALS = 6;
/** Decimals a pair's coin is sold in when the pair is unknown (a delisted pair). */
const FALLBACK_DECIMALS = 8;

const ms = (v: string | number | null) => (v === null ? null : Number(v));
const plainOrNull = (v: string | null) => (v === null ? null : rules.plain(v));

/** Currency names by id (the active currencies, from the reference cache). */
export async function currencyNames(db: Executor): Promise<Map<number, string>> {
  return new Map((await listActiveCurrencies(db)).map((c) => [c.id, c.name]));
}

/** Decimals the collateral of `symbol` is sold in (the pair's amount precision). */
export const collateralDecimals = (market: Market, symbol: string) =>
  market.pair(symbol)?.amount_precision ?? FALLBACK_DECIMALS;

export function collateralView(row: CollateralRow, market: Market): LoanCollateralView {
  const pair = market.pair(row.symbol);
  return {
    currency_id: row.currency_id,
    currency: row.currency,
    symbol: row.symbol,
    hourly_rate: rules.plain(row.hourly_rate),
    apr: rules.aprOf(row.hourly_rate),
    price_precision: pair?.price_precision ?? 2,
    amount_precision: pair?.amount_precision ?? FALLBACK_DECIMALS,
  };
}

/** A loan with its live figures at the feed's current price (none when the price is stale). */
export function loanView(row: LoanRow, names: Map<number, string>, market: Market): LoanView {
  const open = row.status === 'open';
  const price = open ? (market.liveTick(row.symbol)?.price ?? null) : null;
  const picture = rules.pictureOf({
    principal: row.principal,
    interest: row.interest,
    collateral: row.collateral,
    price,
    collateralDecimals: collateralDecimals(market, row.symbol),
  });
  return {
    id: row.id,
    status: row.status,
    currency_id: row.currency_id,
    currency: names.get(row.currency_id) ?? '',
    symbol: row.symbol,
    loan_currency: names.get(row.loan_currency_id) ?? '',
    collateral: rules.plain(row.collateral),
    borrowed: rules.plain(row.borrowed),
    principal: rules.plain(row.principal),
    interest: rules.plain(row.interest),
    debt: picture.debt,
    next_hour_interest: open ? rules.hourlyInterest(row.principal, row.hourly_rate) : '0',
    hourly_rate: rules.plain(row.hourly_rate),
    apr: rules.aprOf(row.hourly_rate),
    open_price: rules.plain(row.open_price),
    open_tick_time: Number(row.open_tick_time),
    margin_call_price: open ? picture.marginCallPrice : null,
    liquidation_price: open ? picture.liquidationPrice : null,
    price,
    ltv:
      open && price !== null
        ? rules.ltvOf(picture.debt, row.collateral, price, LTV_DECIMALS)
        : null,
    withdrawable: open ? picture.withdrawable : '0',
    margin_called: open && row.margin_call_at !== null,
    margin_call_at: row.margin_call_at ? row.margin_call_at.getTime() : null,
    created_at: row.created_at.getTime(),
    closed_at: row.closed_at ? row.closed_at.getTime() : null,
    liquidation:
      row.liq_price === null
        ? null
        : {
            price: rules.plain(row.liq_price),
            tick_time: Number(row.liq_tick_time),
            debt: rules.plain(row.liq_debt ?? '0'),
            sold: rules.plain(row.liq_sold ?? '0'),
            proceeds: rules.plain(row.liq_proceeds ?? '0'),
            returned: rules.plain(row.liq_returned ?? '0'),
            surplus: rules.plain(row.liq_surplus ?? '0'),
            shortfall: rules.plain(row.liq_shortfall ?? '0'),
          },
  };
}

export function adminLoanView(
  row: LoanRow & { user_email: string | null },
  names: Map<number, string>,
  market: Market,
): AdminLoanView {
  return { ...loanView(row, names, market), user_id: row.user_id, user_email: row.user_email };
}

export function loanEventView(row: LoanEventRow): LoanEventView {
  return {
    id: row.id,
    loan_id: row.loan_id,
    kind: row.kind,
    amount: plainOrNull(row.amount),
    currency: row.currency,
    price: plainOrNull(row.price),
    tick_time: ms(row.tick_time),
    ltv: plainOrNull(row.ltv),
    principal_after: rules.plain(row.principal_after),
    interest_after: rules.plain(row.interest_after),
    collateral_after: rules.plain(row.collateral_after),
    created_at: row.created_at.getTime(),
  };
}
