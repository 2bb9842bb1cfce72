import type { LoanEventKind, LoanStatus } from '@meridian/contract';
import type { ColumnType, Generated } from 'kysely';

type Num = ColumnType<string, string, string>;
type NumNull = ColumnType<string | null, string | null | undefined, string | null>;
type BigNull = ColumnType<
  string | null,
  number | string | null | undefined,
  number | string | null
>;

/** A coin loans take as collateral (migration 0040). */
export interface LoanCollateralsTable {
  currency_id: number;
  symbol: string;
  hourly_rate: Num;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  sort: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The lending pool of one lent coin: its limit and what is lent now. */
export interface LoanPoolsTable {
  currency_id: number;
  pool_limit: ColumnType<string, string | undefined, string>;
  lent: ColumnType<string, string | undefined, string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One loan; `interest_hour` is the clock hour its interest is charged up to (exclusive). */
export interface LoansTable {
  id: Generated<number>;
  user_id: number;
  currency_id: number;
  symbol: string;
  loan_currency_id: number;
  collateral: Num;
  borrowed: ColumnType<string, string, never>;
  principal: Num;
  interest: ColumnType<string, string | undefined, string>;
  interest_paid: ColumnType<string, string | undefined, string>;
  hourly_rate: ColumnType<string, string, never>;
  interest_hour: ColumnType<string, number | string, number | string>;
  status: ColumnType<LoanStatus, LoanStatus | undefined, LoanStatus>;
  open_price: ColumnType<string, string, never>;
  open_tick_time: ColumnType<string, number | string, never>;
  margin_call_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  liq_price: NumNull;
  liq_tick_time: BigNull;
  liq_debt: NumNull;
  liq_sold: NumNull;
  liq_proceeds: NumNull;
  liq_returned: NumNull;
  liq_surplus: NumNull;
  liq_shortfall: NumNull;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  closed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** One step of a loan's history, with the tick that checked or decided it. */
export interface LoanEventsTable {
  id: Generated<number>;
  loan_id: number;
  user_id: number;
  kind: LoanEventKind;
  amount: NumNull;
  currency_id: ColumnType<number | null, number | null | undefined, never>;
  price: NumNull;
  tick_time: BigNull;
  ltv: NumNull;
  principal_after: Num;
  interest_after: Num;
  collateral_after: Num;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}
