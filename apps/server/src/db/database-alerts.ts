import type {
  AlertDirection,
  AlertKind,
  AlertStatus,
  InboxCategory,
  NotificationKind,
} from '@meridian/contract';
import type { ColumnType, Generated } from 'kysely';

type Numeric = ColumnType<string, string, string>;
type NullableNumeric = ColumnType<string | null, string | null | undefined, string | null>;
type Created = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** A price alert (migration 0027): active until the engine fires it once. */
export interface PriceAlertsTable {
  id: Generated<number>;
  user_id: number;
  /** The pair, e.g. "BTC/USDT". */
  symbol: string;
  kind: AlertKind;
  /** Crossing alerts: the target and the way the price must go to it. */
  price: NullableNumeric;
  direction: ColumnType<AlertDirection | null, AlertDirection | null | undefined, never>;
  /** Move alerts: the percent within one hour. */
  percent: NullableNumeric;
  /** The feed price when it was set. */
  price_at_set: Numeric;
  status: ColumnType<AlertStatus, AlertStatus | undefined, AlertStatus>;
  /** The tick that fired it, and (moves) the reference price it moved from. */
  fired_price: NullableNumeric;
  fired_tick_time: ColumnType<number | null, number | null | undefined, number | null>;
  fired_reference: NullableNumeric;
  created_at: Created;
  fired_at: NullableTimestamp;
}

/** One notification of a user's inbox (migration 0027); the web translates it from its params. */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: NotificationKind;
  params: ColumnType<unknown, string, never>;
  read: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Created;
}

/** An inbox category a user switched (migration 0041); a category without a row is on. */
export interface InboxCategorySettingsTable {
  user_id: number;
  category: InboxCategory;
  enabled: boolean;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
