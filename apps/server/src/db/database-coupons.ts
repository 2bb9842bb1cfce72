import type { CouponAudience, CouponKind, LocalizedTexts } from '@meridian/contract';
import type { ColumnType, Generated } from 'kysely';

/** A coupon an operator issued (migration 0036); its terms never change. */
export interface CouponsTable {
  id: Generated<number>;
  name: ColumnType<LocalizedTexts, string, never>;
  kind: ColumnType<CouponKind, CouponKind, never>;
  discount_rate: ColumnType<string, string, never>;
  uses: ColumnType<number, number, never>;
  valid_days: ColumnType<number, number, never>;
  claim_until: ColumnType<Date, Date | string, never>;
  audience: ColumnType<CouponAudience, CouponAudience, never>;
  new_user_days: ColumnType<number | null, number | null | undefined, never>;
  quantity: ColumnType<number | null, number | null | undefined, never>;
  claimed: ColumnType<number, number | undefined, number>;
  created_by: ColumnType<number, number, never>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The users a listed coupon is for. */
export interface CouponUsersTable {
  coupon_id: number;
  user_id: number;
}

/** One user's claim of a coupon, with the kind and rate copied from it. */
export interface UserCouponsTable {
  id: Generated<number>;
  coupon_id: number;
  user_id: number;
  kind: ColumnType<CouponKind, CouponKind, never>;
  discount_rate: ColumnType<string, string, never>;
  uses_left: number;
  /** Fees in journal entries after this id are the claim's to discount. */
  after_entry_id: ColumnType<string, string | number, never>;
  claimed_at: ColumnType<Date, Date | string | undefined, never>;
  expires_at: ColumnType<Date, Date | string, never>;
}

/** One discounted fee: a fee posting and currency, discounted once. */
export interface CouponDiscountsTable {
  fee_posting_id: ColumnType<string, string | number, never>;
  currency_id: number;
  user_coupon_id: number;
  user_id: number;
  fee: ColumnType<string, string, never>;
  discount: ColumnType<string, string, never>;
  posting_id: ColumnType<string, string | number, never>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}
