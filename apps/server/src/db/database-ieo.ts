import type { IeoOrderStatus, LocalizedTexts } from '@meridian/contract';
import type { ColumnType, Generated } from 'kysely';

type Numeric = ColumnType<string, string, string>;
type NullableNumeric = ColumnType<string | null, string | null | undefined, string | null>;
/** Milliseconds since the epoch in a bigint column (read back as a string by the drivers). */
type Ms = ColumnType<string, number | string, number | string>;
type NullableMs = ColumnType<
  string | null,
  number | string | null | undefined,
  number | string | null
>;
type Created = ColumnType<Date, Date | string | undefined, never>;
type Changed = ColumnType<Date, Date | string | undefined, Date | string>;
/** A jsonb column: read parsed, written as JSON text. */
type Json<T> = ColumnType<T, string | undefined, string>;

/** An IEO project (migration 0019). Phase by time: warm-up before start_at, in progress until end_at. */
export interface IeoProjectsTable {
  id: Generated<number>;
  name: string;
  /** The token's symbol; its currency row is created at the listing. */
  symbol: string;
  token_decimals: number;
  pay_currency_id: number;
  price: Numeric;
  total_supply: Numeric;
  user_cap: Numeric;
  min_amount: Numeric;
  lock_days: ColumnType<number, number | undefined, number>;
  start_at: Ms;
  end_at: Ms;
  listing_at: Ms;
  white_paper: ColumnType<string, string | undefined, string>;
  website: ColumnType<string, string | undefined, string>;
  /** `{ en, zh, … }` (migration 0023): English required, a missing language shows the English. */
  description: Json<LocalizedTexts>;
  /** Users see only published projects. */
  published: ColumnType<boolean, boolean | undefined, boolean>;
  /** Claimed once by the allocation run, with its totals. */
  allocated_at: NullableMs;
  passed_total: NullableNumeric;
  dust: NullableNumeric;
  unsold: NullableNumeric;
  /** Claimed once by the listing, with the token's currency. */
  listed_at: NullableMs;
  token_currency_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Set at the listing when lock_days > 0: listing + lock_days days (migration 0023). */
  unlock_at: NullableMs;
  /** Claimed once by the unlock run. */
  unlocked_at: NullableMs;
  created_at: Created;
  updated_at: Changed;
}

/** One user's subscription (migration 0019): one per user and project, its price copied. */
export interface IeoOrdersTable {
  id: Generated<number>;
  project_id: number;
  user_id: number;
  pay_currency_id: number;
  price: Numeric;
  /** Tokens applied for. */
  applied: Numeric;
  /** Payment frozen: ceil(price × applied) at the payment currency's precision. */
  paid: Numeric;
  status: ColumnType<IeoOrderStatus, IeoOrderStatus | undefined, IeoOrderStatus>;
  passed: NullableNumeric;
  cost: NullableNumeric;
  refunded: NullableNumeric;
  created_at: Created;
  allocated_at: NullableMs;
  listed_at: NullableMs;
  /** Set when its frozen tokens were unlocked (migration 0023). */
  unlocked_at: NullableMs;
}
