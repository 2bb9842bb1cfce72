import { z } from 'zod';

import { ErrorCode } from './errors.js';
import { localizedTextsSchema, type LocalizedTexts } from './localized-texts.js';
import { Money, positiveAmount } from './money.js';
import { digitsInt, idSchema, pagingShape } from './paging.js';
import type { CurrencyAmount } from './invite.js';

/**
 * Coupons (#20 item 3, PRODUCT-RULES.md §10): fee discounts only. A claimed coupon takes a share
 * of the trading (spot, futures) or withdrawal fees its holder pays, one fee posting per use, and gives that share back from the
 * fee income in a posting of its own (reason `coupon_discount`, visible in the bill). It never
 * creates a balance: the discount is at most the fee that was paid.
 */
export const COUPON_KINDS = ['spot_fee', 'futures_fee', 'withdraw_fee'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Who may claim: everyone, users registered within `new_user_days`, or a list of user ids. */
export const COUPON_AUDIENCES = ['all', 'new', 'list'] as const;
export type CouponAudience = (typeof COUPON_AUDIENCES)[number];

/** A claim's state: uses left and not expired, used up, or past its end. */
export const USER_COUPON_STATUSES = ['usable', 'used', 'expired'] as const;
export type UserCouponStatus = (typeof USER_COUPON_STATUSES)[number];

/** The ledger reasons whose fees each kind discounts (the fee legs of these postings). */
export const COUPON_FEE_REASONS: Record<CouponKind, readonly string[]> = {
  spot_fee: ['spot_order', 'spot_fill'],
  futures_fee: ['lever_open', 'lever_order', 'lever_close'],
  // A withdrawal's fee is taken when it is paid out, so its discount follows the payout.
  withdraw_fee: ['withdraw_paid'],
};

export const COUPON_MAX_USES = 1000;
export const COUPON_MAX_VALID_DAYS = 365;
export const COUPON_MAX_LIST = 1000;

/** A coupon in the centre, as one user sees it. */
export interface CouponView {
  id: number;
  kind: CouponKind;
  name: string;
  /** The share of each fee given back, e.g. "1" (fee-free) or "0.5". */
  discount_rate: string;
  /** Fee postings one claim discounts. */
  uses: number;
  /** Days a claim stays usable. */
  valid_days: number;
  /** Claims close at this instant (ms). */
  claim_until: number;
  /** Claims left, or null without a limit. */
  remaining: number | null;
  claimed: boolean;
}

/** One of the user's claimed coupons. */
export interface UserCouponView {
  id: number;
  coupon_id: number;
  kind: CouponKind;
  name: string;
  discount_rate: string;
  uses: number;
  uses_left: number;
  claimed_at: number;
  expires_at: number;
  status: UserCouponStatus;
  /** What it has given back so far, per currency. */
  saved: CurrencyAmount[];
}

/** POST /coupon/claim. */
export const couponClaimInputSchema = z.object({ id: idSchema });
export type CouponClaimInput = z.infer<typeof couponClaimInputSchema>;

/** GET /coupon/mine. */
export const couponMineInputSchema = z.object({
  status: z.enum(USER_COUPON_STATUSES, { message: ErrorCode.PARAMETER_ERROR }).default('usable'),
  ...pagingShape,
});
export type CouponMineInput = z.infer<typeof couponMineInputSchema>;

/** GET /coupon/next: the coupon the next fee of `kind` would use. */
export const couponNextInputSchema = z.object({
  kind: z.enum(COUPON_KINDS, { message: ErrorCode.PARAMETER_ERROR }),
});
export type CouponNextInput = z.infer<typeof couponNextInputSchema>;

/** A share above 0, at most 1, of at most 4 decimals. */
const discountRateSchema = positiveAmount(4).refine((v) => new Money(v).lessThanOrEqualTo(1), {
  message: ErrorCode.PARAMETER_ERROR,
  abort: true,
});

/** POST /admin/coupons/create (JSON). A coupon's terms never change once issued. */
export const adminCouponCreateInputSchema = z
  .object({
    name: localizedTextsSchema(60),
    kind: z.enum(COUPON_KINDS, { message: ErrorCode.PARAMETER_ERROR }),
    discount_rate: discountRateSchema,
    uses: digitsInt({ min: 1, max: COUPON_MAX_USES }),
    valid_days: digitsInt({ min: 1, max: COUPON_MAX_VALID_DAYS }),
    claim_until: z.number().int().positive(),
    audience: z.enum(COUPON_AUDIENCES, { message: ErrorCode.PARAMETER_ERROR }),
    /** For `new`: registered at most this many days before claiming. */
    new_user_days: digitsInt({ min: 1, max: 365 }).optional(),
    /** For `list`: the users who may claim. */
    user_ids: z.array(idSchema).max(COUPON_MAX_LIST).optional(),
    /** Claims in all, or absent for no limit. */
    quantity: digitsInt({ min: 1, max: 10_000_000 }).optional(),
  })
  .refine((v) => v.audience !== 'list' || (v.user_ids?.length ?? 0) > 0, {
    message: ErrorCode.PARAMETER_ERROR,
    path: ['user_ids'],
  });
export type AdminCouponCreateInput = z.infer<typeof adminCouponCreateInputSchema>;

/** A coupon as operators see it: its texts, audience and real counts. */
export interface AdminCouponView {
  id: number;
  name: LocalizedTexts;
  kind: CouponKind;
  discount_rate: string;
  uses: number;
  valid_days: number;
  claim_until: number;
  audience: CouponAudience;
  new_user_days: number | null;
  listed_users: number;
  quantity: number | null;
  claimed: number;
  used: number;
  revoked_at: number | null;
  created_at: number;
}
