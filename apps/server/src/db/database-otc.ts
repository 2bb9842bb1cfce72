import type {
  OtcCancelReason,
  OtcMerchantStatus,
  OtcOrderStatus,
  OtcSide,
} from '@meridian/contract';
import type { ColumnType, Generated } from 'kysely';

type Num = ColumnType<string, string, string>;
type NumNull = ColumnType<string | null, string | null | undefined, string | null>;
type When = ColumnType<Date, Date | string | undefined, Date | string>;
type WhenNull = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type TextNull = ColumnType<string | null, string | null | undefined, string | null>;

/** A merchant application and its decision (migration 0042). */
export interface OtcMerchantsTable {
  user_id: number;
  name: string;
  status: ColumnType<OtcMerchantStatus, OtcMerchantStatus | undefined, OtcMerchantStatus>;
  reason: TextNull;
  applied_at: When;
  decided_at: WhenNull;
  decided_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A merchant's ad; `available` is what is left to order. `payments` is a JSON list. */
export interface OtcAdsTable {
  id: Generated<number>;
  user_id: number;
  side: OtcSide;
  coin: string;
  currency_id: number;
  fiat: string;
  price_type: 'fixed' | 'floating';
  price: NumNull;
  premium: NumNull;
  quantity: Num;
  available: Num;
  min_total: Num;
  max_total: Num;
  window_minutes: number;
  payments: string;
  remark: ColumnType<string, string | undefined, string>;
  online: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: When;
}

/** An order on an ad, its escrow state and its appeal. */
export interface OtcOrdersTable {
  id: Generated<number>;
  ad_id: number;
  maker_id: number;
  buyer_id: number;
  seller_id: number;
  currency_id: number;
  coin: string;
  fiat: string;
  price: ColumnType<string, string, never>;
  quantity: ColumnType<string, string, never>;
  total: ColumnType<string, string, never>;
  payments: ColumnType<string, string, never>;
  status: ColumnType<OtcOrderStatus, OtcOrderStatus | undefined, OtcOrderStatus>;
  payer_name: TextNull;
  payer_name_matches: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  deadline_at: ColumnType<Date, Date | string, never>;
  paid_at: WhenNull;
  released_at: WhenNull;
  cancelled_at: WhenNull;
  cancel_reason: ColumnType<
    OtcCancelReason | null,
    OtcCancelReason | null | undefined,
    OtcCancelReason | null
  >;
  appeal_by: ColumnType<
    'buyer' | 'seller' | null,
    'buyer' | 'seller' | null | undefined,
    'buyer' | 'seller' | null
  >;
  appeal_reason: TextNull;
  appeal_at: WhenNull;
  appeal_outcome: ColumnType<
    'release' | 'return' | null,
    'release' | 'return' | null | undefined,
    'release' | 'return' | null
  >;
  appeal_decision: TextNull;
  appeal_decided_at: WhenNull;
  appeal_decided_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}
