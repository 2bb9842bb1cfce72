import { z } from 'zod';

import {
  BILL_KINDS,
  billInputSchema,
  idSchema,
  type BillKind,
  type LedgerReason,
} from '@meridian/contract';

const KIND_OF_REASON: Record<LedgerReason, Exclude<BillKind, 'fee'>> = {
  deposit: 'deposit',
  withdraw_request: 'withdrawal',
  withdraw_paid: 'withdrawal',
  withdraw_rejected: 'withdrawal',
  account_transfer: 'transfer',
  convert: 'convert',
  adjustment: 'other',
  demo_grant: 'other',
  spot_order: 'spot',
  spot_fill: 'spot',
  spot_cancel: 'spot',
  lever_open: 'futures',
  lever_order: 'futures',
  lever_cancel: 'futures',
  lever_close: 'futures',
  lever_liquidation: 'futures',
  lever_overnight_fee: 'futures',
  option_stake: 'options',
  option_settle: 'options',
  option_void: 'options',
  invest_buy: 'earn',
  invest_settle: 'earn',
  invest_refund: 'earn',
  ieo_commit: 'earn',
  ieo_refund: 'earn',
  ieo_allocate: 'earn',
  ieo_unlock: 'earn',
  lockup_deposit: 'earn',
  lockup_yield: 'earn',
  lockup_return: 'earn',
  lockup_redeem: 'earn',
  invite_rebate: 'other',
  coupon_discount: 'other',
  loan_borrow: 'loan',
  loan_repay: 'loan',
  loan_collateral_add: 'loan',
  loan_collateral_withdraw: 'loan',
  loan_liquidation: 'loan',
  otc_escrow: 'otc',
  otc_release: 'otc',
  otc_return: 'otc',
  nft_buy: 'nft',
  nft_margin: 'nft',
  nft_margin_return: 'nft',
  nft_auction_pay: 'nft',
  nft_margin_forfeit: 'nft',
};

/** The kind a reason belongs to, e.g. `lever_close` → `futures`. */
export const kindOfReason = (reason: LedgerReason): Exclude<BillKind, 'fee'> =>
  KIND_OF_REASON[reason] ?? 'other';

/** The reasons of a kind, e.g. `withdrawal` → the request, the payment and the rejection. */
export function reasonsOf(kind: Exclude<BillKind, 'fee'>): LedgerReason[] {
  return (Object.keys(KIND_OF_REASON) as LedgerReason[]).filter((r) => KIND_OF_REASON[r] === kind);
}

/**
 * POST /wallet/legal_log's body: the contract's coin and account filters and page, plus a kind
 * (`''` or absent: all) and `before`, a posting id to page from (the previous page's
 * `next_before`).
 */
export const billEventsInputSchema = billInputSchema.extend({
  kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum(BILL_KINDS).optional()),
  before: idSchema.optional(),
});
