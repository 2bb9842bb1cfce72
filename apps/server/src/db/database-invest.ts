import type { ColumnType, Generated } from 'kysely';

type Numeric = ColumnType<string, string, string>;
type NullableNumeric = ColumnType<string | null, string | null | undefined, string | null>;
type BigMs = ColumnType<number, number, number>;
type NullableBigMs = ColumnType<number | null, number | null | undefined, number | null>;
type NullableInt = ColumnType<number | null, number | null | undefined, number | null>;
type NullableText = ColumnType<string | null, string | null | undefined, string | null>;
type Created = ColumnType<Date, Date | string | undefined, never>;
type Changed = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/**
 * An invest (dual) product (migration 0018). Its terms are frozen once a share is sold; its
 * settlement price (the average of the window's recorded ticks) and tick count are set once.
 */
export interface InvestProductsTable {
  id: Generated<number>;
  /** 1 up (the coin invested), 2 down (USDT invested). */
  type: number;
  currency_id: number;
  usdt_id: number;
  invest_currency_id: number;
  symbol: string;
  unit_price: Numeric;
  apr: Numeric;
  linked_price: Numeric;
  days: number;
  total_shares: number;
  sold_shares: ColumnType<number, number | undefined, number>;
  settle_at: BigMs;
  window_minutes: number;
  window_start: BigMs;
  /** 0 not yet open, 1 open, 2 closed to purchases. */
  status: ColumnType<number, number | undefined, number>;
  settlement_price: NullableNumeric;
  tick_count: NullableInt;
  settled_at: NullableBigMs;
  created_at: Created;
  updated_at: Changed;
}

/** A purchase of shares of one product; settled once (status 3 success or 4 fail). */
export interface InvestOrdersTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  shares: number;
  amount: Numeric;
  invest_currency_id: number;
  /** 1 purchased, 2 settling, 3 success, 4 fail. */
  status: ColumnType<number, number | undefined, number>;
  settlement_price: NullableNumeric;
  tick_count: NullableInt;
  payout_currency_id: NullableInt;
  payout: NullableNumeric;
  payout_side: NullableText;
  fail_reason: NullableText;
  created_at: Created;
  settled_at: NullableTimestamp;
}
