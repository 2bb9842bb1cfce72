import type { LockupCategory, LockupTexts } from '@meridian/contract';
import type { ColumnType, Generated } from 'kysely';

type Numeric = ColumnType<string, string, string>;
type Created = ColumnType<Date, Date | string | undefined, never>;
type Changed = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Json<T> = ColumnType<T, string, string>;

/** A lock-up product (migration 0020): its terms apply to deposits made while they hold. */
export interface LockupProductsTable {
  id: Generated<number>;
  /** `{ en, zh, … }`: English required, a missing language shows the English. */
  name: Json<LockupTexts>;
  /** Where the yield comes from, in plain words, in the same shape. */
  yield_source: Json<LockupTexts>;
  category: LockupCategory;
  currency_id: number;
  daily_rate: Numeric;
  lock_days: number;
  min_amount: Numeric;
  penalty_ratio: Numeric;
  sort: ColumnType<number, number | undefined, number>;
  /** Users may deposit only while open; orders already made run on whatever happens. */
  open: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Created;
  updated_at: Changed;
}

/**
 * One user's lock-up (migration 0020), with the terms copied from its product when it was made:
 * a later edit of the product never touches it. `first_day` is the UTC day number (days since
 * 1970-01-01) of its first paying day; `days_paid` the days whose yield was posted.
 */
export interface LockupOrdersTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  currency_id: number;
  amount: Numeric;
  daily_rate: Numeric;
  lock_days: number;
  penalty_ratio: Numeric;
  first_day: number;
  days_paid: ColumnType<number, number | undefined, number>;
  accrued: ColumnType<string, string | undefined, string>;
  penalty: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 in progress, 2 redeemed early, 3 ended. */
  status: ColumnType<number, number | undefined, number>;
  created_at: Created;
  closed_at: NullableTimestamp;
}
