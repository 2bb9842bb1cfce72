import { z } from 'zod';

import { ErrorCode } from './errors.js';
import { integerDigits, isDecimalString, Money, positiveAmount } from './money.js';
import { formBooleanSchema, idSchema, pagingShape } from './paging.js';
import {
  LOAN_COLLATERAL_DECIMALS,
  LOAN_MONEY_DECIMALS,
  LOAN_STATUSES,
  type LoanStatus,
} from './rules/loans.js';

/*
 * Crypto loans (issue #19 item 3, PRODUCT-RULES.md §10): USDT borrowed from the platform's
 * lending pool against BTC or ETH collateral held (frozen) in the user's exchange account. The
 * maths lives in rules/loans.ts (`loanRules`); these are the calls' inputs and answers.
 */

export { LOAN_STATUSES, type LoanStatus };

/** What a loan's history records. */
export const LOAN_EVENT_KINDS = [
  'borrow',
  'repay',
  'collateral_add',
  'collateral_withdraw',
  'margin_call',
  'liquidation',
] as const;
export type LoanEventKind = (typeof LOAN_EVENT_KINDS)[number];

/** POST /loan/borrow: `amount` USDT against `collateral` of coin `currency_id`. */
export const loanBorrowInputSchema = z.object({
  currency_id: idSchema,
  collateral: positiveAmount(LOAN_COLLATERAL_DECIMALS),
  amount: positiveAmount(LOAN_MONEY_DECIMALS),
});
export type LoanBorrowInput = z.infer<typeof loanBorrowInputSchema>;

/**
 * POST /loan/repay: `amount` USDT of loan `id` (interest first; the debt or more repays the debt
 * only), or `all=1`: the whole debt. Repaying the whole debt closes the loan and returns the
 * collateral; there is no penalty either way.
 */
export const loanRepayInputSchema = z
  .object({
    id: idSchema,
    amount: positiveAmount(LOAN_MONEY_DECIMALS).optional(),
    all: formBooleanSchema.optional(),
  })
  .refine((v) => v.all === true || v.amount !== undefined, {
    path: ['amount'],
    message: ErrorCode.PARAMETER_ERROR,
  });
export type LoanRepayInput = z.infer<typeof loanRepayInputSchema>;

/** POST /loan/collateral/add and /loan/collateral/withdraw: `amount` of loan `id`'s coin. */
export const loanCollateralInputSchema = z.object({
  id: idSchema,
  amount: positiveAmount(LOAN_COLLATERAL_DECIMALS),
});
export type LoanCollateralInput = z.infer<typeof loanCollateralInputSchema>;

/** GET /loan/list: the caller's loans, newest first; `open` or `closed` (repaid, liquidated). */
export const loanListInputSchema = z.object({
  ...pagingShape,
  status: z.enum(['open', 'closed']).optional(),
});
export type LoanListInput = z.infer<typeof loanListInputSchema>;

/** GET /loan/events: one of the caller's loans' history, newest first. */
export const loanEventsInputSchema = z.object({ ...pagingShape, id: idSchema });
export type LoanEventsInput = z.infer<typeof loanEventsInputSchema>;

/** The three LTV levels (fractions of 1), as published. */
export interface LoanLevelsView {
  initial: string;
  margin_call: string;
  liquidation: string;
}

/** A coin loans take as collateral, with its rate. */
export interface LoanCollateralView {
  currency_id: number;
  currency: string;
  /** The pair whose feed price values it, e.g. `BTC/USDT`. */
  symbol: string;
  /** Interest per hour on the principal, e.g. 0.00001. */
  hourly_rate: string;
  /** hourly_rate × 8760, e.g. 0.0876 (8.76 %). */
  apr: string;
  price_precision: number;
  /** Decimals a sale of the coin (a liquidation) is rounded to. */
  amount_precision: number;
}

/** The lending pool: what it may lend in all, what is lent, what is left. */
export interface LoanPoolView {
  limit: string;
  lent: string;
  available: string;
}

/** GET /loan/config (public): what may be borrowed, against what, at what rates and levels. */
export interface LoanConfigView {
  loan_currency_id: number;
  loan_currency: string;
  levels: LoanLevelsView;
  pool: LoanPoolView;
  collaterals: LoanCollateralView[];
}

/** How the engine liquidated a loan: the tick that decided it and what the sale did. */
export interface LoanLiquidationView {
  /** The feed tick's price and time (ms): the recorded evidence. */
  price: string;
  tick_time: number;
  /** The debt repaid. */
  debt: string;
  sold: string;
  proceeds: string;
  /** Collateral given back. */
  returned: string;
  /** USDT given back: the sale's rounding above the debt. */
  surplus: string;
  /** Debt the collateral did not cover, borne by the insurance account (never the user). */
  shortfall: string;
}

/** One loan. */
export interface LoanView {
  id: number;
  status: LoanStatus;
  /** The collateral's coin. */
  currency_id: number;
  currency: string;
  symbol: string;
  loan_currency: string;
  collateral: string;
  /** The amount first borrowed. */
  borrowed: string;
  principal: string;
  /** Interest charged and not yet repaid (each clock hour's at its start). */
  interest: string;
  /** principal + interest: what repaying all takes now. */
  debt: string;
  /** Interest the next hour adds at the current principal. */
  next_hour_interest: string;
  hourly_rate: string;
  apr: string;
  /** The tick the loan opened at (its LTV check's evidence). */
  open_price: string;
  open_tick_time: number;
  margin_call_price: string | null;
  liquidation_price: string | null;
  /** The feed's price now, and the LTV at it; null without a live price. */
  price: string | null;
  ltv: string | null;
  /** Collateral that can be withdrawn now with the LTV staying at or below 65 %. */
  withdrawable: string;
  /** Told of the margin call at `margin_call_at` (ms) and not yet back under the initial level. */
  margin_called: boolean;
  margin_call_at: number | null;
  created_at: number;
  closed_at: number | null;
  liquidation: LoanLiquidationView | null;
}

/** One entry of a loan's history. */
export interface LoanEventView {
  id: number;
  loan_id: number;
  kind: LoanEventKind;
  /** USDT (borrow, repay) or the collateral's coin (collateral moves, a liquidation's sale). */
  amount: string | null;
  currency: string | null;
  /** The feed tick that decided or checked it, when one did. */
  price: string | null;
  tick_time: number | null;
  /** The LTV at that price after the event. */
  ltv: string | null;
  principal_after: string;
  interest_after: string;
  collateral_after: string;
  created_at: number;
}

/** Socket `loan`: one of the user's loans changed without them (a margin call, a liquidation). */
export interface LoanSocketEvent {
  id: number;
  kind: 'margin_call' | 'liquidation';
}

// ---- operators ------------------------------------------------------------------------------------

/** An hourly rate: a decimal of at most 10 places from 0 to 0.01 (1 % an hour, 87.6 % a year). */
const hourlyRateSchema = z
  .string()
  .trim()
  .refine((v) => isDecimalString(v, 10) && new Money(v).lessThanOrEqualTo('0.01'), {
    message: ErrorCode.PARAMETER_ERROR,
  });

/** POST /admin/loans/collateral: a collateral coin's hourly rate and whether new loans may use it. */
export const adminLoanCollateralInputSchema = z.object({
  currency_id: idSchema,
  hourly_rate: hourlyRateSchema,
  enabled: formBooleanSchema,
});
export type AdminLoanCollateralInput = z.infer<typeof adminLoanCollateralInputSchema>;

/** POST /admin/loans/pool: the most the pool may have lent at once (0 lends nothing new). */
export const adminLoanPoolInputSchema = z.object({
  limit: z
    .string()
    .trim()
    .refine((v) => isDecimalString(v, LOAN_MONEY_DECIMALS), { message: ErrorCode.PARAMETER_ERROR })
    .refine((v) => integerDigits(v) <= 15, { message: ErrorCode.AMOUNT_TOO_LARGE }),
});
export type AdminLoanPoolInput = z.infer<typeof adminLoanPoolInputSchema>;

/** GET /admin/loans: every loan, newest first; by status and user. */
export const adminLoanListInputSchema = z.object({
  ...pagingShape,
  status: z.enum(LOAN_STATUSES).optional(),
  user_id: idSchema.optional(),
});
export type AdminLoanListInput = z.infer<typeof adminLoanListInputSchema>;

/** A loan as operators see it: the user's view plus whose it is. */
export interface AdminLoanView extends LoanView {
  user_id: number;
  user_email: string | null;
}

/** A collateral coin as operators see it: its rate, switch and what open loans hold. */
export interface AdminLoanCollateralView extends LoanCollateralView {
  enabled: boolean;
  open_loans: number;
  collateral_held: string;
}

/** GET /admin/loans/config. */
export interface AdminLoanConfigView {
  pool: LoanPoolView;
  collaterals: AdminLoanCollateralView[];
}
