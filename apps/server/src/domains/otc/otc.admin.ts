import type {
  AdminOtcAppealDecideInput,
  AdminOtcListInput,
  AdminOtcMerchantDecideInput,
  OtcMerchantView,
  OtcOrderView,
  Page,
} from '@meridian/contract';

import type { AppDeps } from '../../deps.js';
import { moneyTransaction } from '../../ledger/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { pageView } from '../../lib/pagination.js';
import { assertCanWrite, insertAudit, type AdminCaller } from '../admin/index.js';
import * as repo from './otc.repository.js';
import { cancelOrder, settleEscrow } from './otc.service.js';
import { merchantView, NO_STATS, orderView } from './otc.views.js';

/** GET /admin/otc/merchants: applications, pending first. */
export async function pageMerchants(
  deps: AppDeps,
  input: AdminOtcListInput,
): Promise<Page<OtcMerchantView>> {
  const found = await repo.pageMerchants(deps.db, input);
  return pageView(found, (row) => merchantView(row, NO_STATS), input);
}

/** POST /admin/otc/merchants/decide (write access; audited): approve or reject with a reason. */
export async function decideMerchant(
  deps: AppDeps,
  admin: AdminCaller,
  input: AdminOtcMerchantDecideInput,
): Promise<OtcMerchantView> {
  assertCanWrite(admin);
  const status = input.approve ? 'approved' : 'rejected';
  await deps.db.transaction().execute(async (trx) => {
    const decided = await repo.decideMerchant(trx, input.user_id, {
      status,
      reason: input.reason,
      decided_by: admin.id,
    });
    if (!decided) throw new AppError('OTC_MERCHANT_NOT_PENDING');
    await insertAudit(trx, {
      admin_id: admin.id,
      action: 'otc.merchant',
      entity: 'otc_merchant',
      entity_id: String(input.user_id),
      detail: { status, reason: input.reason },
    });
  });
  return merchantView((await repo.findMerchant(deps.db, input.user_id))!, NO_STATS);
}

/** GET /admin/otc/appeals: orders under appeal, oldest first. */
export async function pageAppeals(
  deps: AppDeps,
  input: AdminOtcListInput,
): Promise<Page<OtcOrderView>> {
  return pageView(await repo.pageAppeals(deps.db, input), (row) => orderView(row, null), input);
}

/**
 * POST /admin/otc/orders/decide (write access; audited): an appeal's outcome. `release` pays
 * the escrow to the buyer, `return` gives it back to the seller (and the quantity to the ad);
 * the written reason is kept on the order, where both sides see it. Under the order's lock: a
 * seller's release racing it leaves the order completed and this refused.
 */
export async function decideAppeal(
  deps: AppDeps,
  admin: AdminCaller,
  input: AdminOtcAppealDecideInput,
): Promise<OtcOrderView> {
  assertCanWrite(admin);
  await moneyTransaction(deps.db, async (trx) => {
    const order = await repo.lockOrder(trx, input.id);
    if (!order) throw new AppError('OTC_ORDER_NOT_FOUND');
    if (order.status !== 'appeal') throw new AppError('OTC_ORDER_STATE');
    const now = new Date();
    if (input.outcome === 'release') {
      await settleEscrow(trx, order, 'buyer');
      await repo.updateOrder(trx, order.id, { status: 'completed', released_at: now });
    } else {
      await cancelOrder(trx, order, 'appeal', now);
    }
    await repo.updateOrder(trx, order.id, {
      appeal_outcome: input.outcome,
      appeal_decision: input.reason,
      appeal_decided_at: now,
      appeal_decided_by: admin.id,
    });
    await insertAudit(trx, {
      admin_id: admin.id,
      action: 'otc.appeal',
      entity: 'otc_order',
      entity_id: String(order.id),
      detail: { outcome: input.outcome, reason: input.reason },
    });
  });
  return orderView((await repo.findOrder(deps.db, input.id))!, null);
}
