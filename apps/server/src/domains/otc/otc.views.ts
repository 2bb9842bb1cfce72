import {
  otcRules as rules,
  type OtcAdView,
  type OtcCoin,
  type OtcMerchantStatsView,
  type OtcMerchantView,
  type OtcOrderView,
  type OtcPayment,
} from '@meridian/contract';

import type { AdRow, MerchantRow, OrderRow } from './otc.repository.js';

const ms = (v: Date | null) => (v === null ? null : v.getTime());
const payments = (json: string) => JSON.parse(json) as OtcPayment[];

export const NO_STATS: OtcMerchantStatsView = {
  orders: 0,
  completion_rate: null,
  avg_release_seconds: null,
};

export function merchantView(row: MerchantRow, stats: OtcMerchantStatsView): OtcMerchantView {
  return {
    user_id: row.user_id,
    name: row.name,
    status: row.status,
    reason: row.reason,
    applied_at: row.applied_at.getTime(),
    decided_at: ms(row.decided_at),
    ...stats,
  };
}

/** An ad with its price now (`price`: fixed, or floating from the live feed; null without one). */
export function adView(
  row: AdRow,
  price: string | null,
  merchant: { name: string; stats: OtcMerchantStatsView },
): OtcAdView {
  return {
    id: row.id,
    side: row.side,
    coin: row.coin as OtcCoin,
    fiat: row.fiat,
    price_type: row.price_type,
    premium: row.premium === null ? null : rules.plain(row.premium),
    price,
    quantity: rules.plain(row.quantity),
    available: rules.plain(row.available),
    min_total: rules.plain(row.min_total),
    max_total: rules.plain(row.max_total),
    window_minutes: row.window_minutes,
    payments: payments(row.payments),
    remark: row.remark,
    online: row.online,
    merchant: { user_id: row.user_id, name: merchant.name, ...merchant.stats },
    created_at: row.created_at.getTime(),
  };
}

/** An order as `viewerId` sees it (an operator sees it as the seller would). */
export function orderView(row: OrderRow, viewerId: number | null): OtcOrderView {
  return {
    id: row.id,
    ad_id: row.ad_id,
    role: viewerId === row.buyer_id ? 'buyer' : 'seller',
    coin: row.coin as OtcCoin,
    fiat: row.fiat,
    price: rules.plain(row.price),
    quantity: rules.plain(row.quantity),
    total: rules.plain(row.total),
    status: row.status,
    buyer: { user_id: row.buyer_id, name: row.buyer_name },
    seller: { user_id: row.seller_id, name: row.seller_name },
    payments: payments(row.payments),
    payer_name: row.payer_name,
    payer_name_matches: row.payer_name_matches,
    deadline_at: row.deadline_at.getTime(),
    paid_at: ms(row.paid_at),
    released_at: ms(row.released_at),
    cancelled_at: ms(row.cancelled_at),
    cancel_reason: row.cancel_reason,
    appeal:
      row.appeal_by === null
        ? null
        : {
            by: row.appeal_by,
            reason: row.appeal_reason ?? '',
            at: row.appeal_at!.getTime(),
            outcome: row.appeal_outcome,
            decision: row.appeal_decision,
            decided_at: ms(row.appeal_decided_at),
          },
    created_at: row.created_at.getTime(),
  };
}
