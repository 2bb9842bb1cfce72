import { z } from 'zod';

import { ErrorCode } from './errors.js';
import { Money, positiveAmount } from './money.js';
import { digitsInt, idSchema, pagingShape } from './paging.js';
import type { InvestStatus, InvestType, PayoutSide } from './rules/invest.js';

export type { InvestOutcome, InvestStatus, InvestType, PayoutSide } from './rules/invest.js';

/**
 * Invest (dual) products (#17 item 2, PRODUCT-RULES.md §8): views and input schemas of
 * /dual/* and /admin/invest/*. Amounts are decimal strings; times are Unix ms.
 */

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());
const typeSchema = digitsInt().pipe(
  z.union([z.literal(1), z.literal(2)], { message: ErrorCode.PARAMETER_ERROR }),
);

/** Most shares one product may offer; a purchase buys a positive integer number of them. */
export const INVEST_MAX_SHARES = 1_000_000;
/** Longest holding period an operator may publish (days). */
export const INVEST_MAX_DAYS = 365;

/** A product as users see it. */
export interface InvestProductView {
  id: number;
  /** 1 up (invest the coin), 2 down (invest USDT). */
  type: InvestType;
  /** The coin, e.g. BTC; the pair `symbol` (e.g. BTC/USDT) is what the feed prices. */
  currency_id: number;
  currency_name: string;
  usdt_id: number;
  symbol: string;
  /** The currency a share is paid in: the coin for up, USDT for down. */
  invest_currency: string;
  /** What one share costs, in `invest_currency`. */
  unit_price: string;
  /** Annualised yield as a fraction (0.12 = 12 %). */
  apr: string;
  linked_price: string;
  days: number;
  /** The settlement instant (end of the window) and the window's start. */
  settle_at: number;
  window_start: number;
  total_shares: number;
  sold_shares: number;
  remaining_shares: number;
  /** Percent sold, e.g. "37.5". */
  progress: string;
  /** 0 not yet open, 1 open for purchase, 2 closed to purchases. */
  status: 0 | 1 | 2;
  /** True while it can be bought now (open, shares left, before its window). */
  buyable: boolean;
  /** After its settlement: the price, the ticks averaged, and when. */
  settlement_price: string | null;
  tick_count: number | null;
  settled_at: number | null;
}

/** An order as its owner sees it. */
export interface InvestOrderView {
  id: number;
  product_id: number;
  type: InvestType;
  symbol: string;
  currency_name: string;
  invest_currency: string;
  shares: number;
  unit_price: string;
  /** unit_price × shares, in `invest_currency`. */
  amount: string;
  apr: string;
  linked_price: string;
  days: number;
  settle_at: number;
  window_start: number;
  /** 1 purchased, 2 settling, 3 success, 4 fail. */
  status: InvestStatus;
  settlement_price: string | null;
  tick_count: number | null;
  /** The currency and amount paid back (success), or the principal returned (fail). */
  payout_currency: string | null;
  payout: string | null;
  payout_side: PayoutSide | null;
  /** Why it failed (no_ticks_in_window), or null. */
  fail_reason: string | null;
  created_at: number;
  settled_at: number | null;
}

/** GET /dual/index: products of one coin (absent: all) and one type (absent: both). */
export const dualIndexInputSchema = z.object({
  currency_id: optional(idSchema),
  type: optional(typeSchema),
});
export type DualIndexInput = z.infer<typeof dualIndexInputSchema>;

/** POST /dual/buyDual: `num` shares (a positive integer) of product `id`. */
export const dualBuyInputSchema = z.object({
  id: idSchema,
  num: digitsInt({ min: 1, max: INVEST_MAX_SHARES }),
});
export type DualBuyInput = z.infer<typeof dualBuyInputSchema>;

/** POST /dual/dual_list: the caller's orders, newest first; `status` filters (absent: all). */
export const dualListInputSchema = z.object({
  ...pagingShape,
  status: optional(digitsInt({ min: 1, max: 4 })),
});
export type DualListInput = z.infer<typeof dualListInputSchema>;

const fraction = positiveAmount(8).refine((v) => new Money(v).lessThanOrEqualTo(10), {
  message: ErrorCode.PARAMETER_ERROR,
  abort: true,
});
const msSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.number({ message: ErrorCode.PARAMETER_ERROR }).int().min(0).max(8_640_000_000_000_000),
);

/**
 * POST /api/admin/invest/products/save: creates a product (no `id`; it starts not open) or
 * changes one. Terms (type, coin, unit price, APR, linked price, days, window) change only while
 * no share is sold; `total_shares` never below what is sold. Nothing changes a settled product.
 */
export const adminInvestSaveInputSchema = z.object({
  id: optional(idSchema),
  type: optional(typeSchema),
  currency_id: optional(idSchema),
  unit_price: optional(positiveAmount(8)),
  apr: optional(fraction),
  linked_price: optional(positiveAmount(8)),
  days: optional(digitsInt({ min: 1, max: INVEST_MAX_DAYS })),
  total_shares: optional(digitsInt({ min: 1, max: INVEST_MAX_SHARES })),
  /** The settlement instant (ms); absent on create: 08:00 UTC `days` days from today. */
  settle_at: optional(msSchema),
  /** Minutes of ticks averaged before `settle_at` (default 30). */
  window_minutes: optional(digitsInt({ min: 1, max: 1440 })),
});
export type AdminInvestSaveInput = z.infer<typeof adminInvestSaveInputSchema>;

/** A product as operators see it (with when it was created). */
export interface AdminInvestProductView extends InvestProductView {
  window_minutes: number;
  created_at: number;
}
