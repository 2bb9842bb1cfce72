import { z } from 'zod';

import { ErrorCode } from './errors.js';
import { localizedTextsSchema, type LocalizedTexts } from './localized-texts.js';
import { Money, positiveAmount } from './money.js';
import { digitsInt, formBooleanSchema, idSchema, pagingShape } from './paging.js';
import type { LockupStatus } from './rules/lockup.js';

export type { LockupStatus };

/**
 * Lock-up mining (#17 item 4, PRODUCT-RULES.md §8): products with a daily rate, a lock period, a
 * minimum single amount and an early-redemption penalty ratio; operators choose each product's
 * category, which the home tiles filter on.
 */
export const LOCKUP_CATEGORIES = ['lock', 'mining', 'defi', 'cloud'] as const;
export type LockupCategory = (typeof LOCKUP_CATEGORIES)[number];

/** One text in the eight languages (the shared `LocalizedTexts`). */
export type LockupTexts = LocalizedTexts;

/** GET /lh/deposit/config: one product as users see it, in the request's language. */
export interface LockupProductView {
  id: number;
  name: string;
  category: LockupCategory;
  currency_id: number;
  currency_name: string;
  /** e.g. "0.004" (0.4 % a day). */
  daily_rate: string;
  /** daily_rate × 365, e.g. "1.46". */
  apr: string;
  lock_days: number;
  /** Minimum single amount. */
  min_amount: string;
  /** Penalty per remaining day, as a share of the amount, e.g. "0.004". */
  penalty_ratio: string;
  /** Where the yield comes from, in plain words. */
  yield_source: string;
}

/** GET /lh/deposit/order: one of the caller's lock-ups. */
export interface LockupOrderView {
  id: number;
  config_id: number;
  name: string;
  category: LockupCategory;
  currency_id: number;
  currency_name: string;
  amount: string;
  daily_rate: string;
  /** What one full day pays (amount × daily rate, rounded down to 8 decimals). */
  daily_yield: string;
  lock_days: number;
  penalty_ratio: string;
  /** Days paid so far. */
  days_paid: number;
  /** Yield paid so far. */
  accrued: string;
  /** Days not paid yet (0 once redeemed or ended). */
  remaining_days: number;
  /** Exactly what redeeming now would cost (0 once redeemed or ended). */
  penalty_now: string;
  /** The penalty charged at an early redemption; null otherwise. */
  penalty: string | null;
  /** 1 in progress, 2 redeemed (early), 3 ended. */
  status: LockupStatus;
  /** The first UTC day that pays, e.g. "2026-11-27". */
  first_day: string;
  /** When the principal returns (ms). */
  ends_at: number;
  created_at: number;
  /** When it was redeemed or ended (ms); null while in progress. */
  closed_at: number | null;
}

/** GET /lh/deposit/config: optionally one category (the home tiles). */
export const lockupConfigInputSchema = z.object({
  category: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(LOCKUP_CATEGORIES, { message: ErrorCode.PARAMETER_ERROR }).optional(),
  ),
});
export type LockupConfigInput = z.infer<typeof lockupConfigInputSchema>;

/** POST /lh/deposit, e.g. `{ config_id: 1, amount: '1000' }`. */
export const lockupDepositInputSchema = z.object({
  config_id: idSchema,
  amount: positiveAmount(8),
});
export type LockupDepositInput = z.infer<typeof lockupDepositInputSchema>;

/** GET /lh/deposit/order. */
export const lockupOrderListInputSchema = z.object({ ...pagingShape });
export type LockupOrderListInput = z.infer<typeof lockupOrderListInputSchema>;

const textsSchema = localizedTextsSchema(500);

/** A rate or ratio of at most 8 decimals, at most 1 (100 %). */
const ratioSchema = positiveAmount(8).refine((v) => new Money(v).lessThanOrEqualTo(1), {
  message: ErrorCode.PARAMETER_ERROR,
  abort: true,
});

/**
 * POST /admin/lockup/products/save (JSON): without `id` creates a product (closed until opened);
 * with `id` changes the given fields. Terms apply to deposits made afterwards: each order keeps
 * the rate, days and ratio it was opened with.
 */
export const adminLockupSaveInputSchema = z.object({
  id: idSchema.optional(),
  name: textsSchema.optional(),
  yield_source: textsSchema.optional(),
  category: z.enum(LOCKUP_CATEGORIES, { message: ErrorCode.PARAMETER_ERROR }).optional(),
  currency_id: idSchema.optional(),
  daily_rate: ratioSchema.optional(),
  lock_days: digitsInt({ min: 1, max: 3650 }).optional(),
  min_amount: positiveAmount(8).optional(),
  penalty_ratio: z
    .preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z.string().regex(/^(0|[1-9]\d*)(\.\d{1,8})?$/, { message: ErrorCode.PARAMETER_ERROR }),
    )
    .refine((v) => new Money(v).lessThanOrEqualTo(1), { message: ErrorCode.PARAMETER_ERROR })
    .optional(),
  sort: digitsInt({ min: 0, max: 1_000_000 }).optional(),
});
export type AdminLockupSaveInput = z.infer<typeof adminLockupSaveInputSchema>;

/** POST /admin/lockup/products/status: open (users may deposit) or close a product. */
export const adminLockupStatusInputSchema = z.object({ id: idSchema, open: formBooleanSchema });
export type AdminLockupStatusInput = z.infer<typeof adminLockupStatusInputSchema>;

/** A product as operators see it: every language, open or not, and what it holds. */
export interface AdminLockupProductView {
  id: number;
  name: LockupTexts;
  yield_source: LockupTexts;
  category: LockupCategory;
  currency_id: number;
  currency_name: string;
  daily_rate: string;
  lock_days: number;
  min_amount: string;
  penalty_ratio: string;
  sort: number;
  open: boolean;
  /** Orders in progress and the principal they hold. */
  active_orders: number;
  held: string;
}
