import {
  FOUR_EYES_DEFAULT_THRESHOLD_USDT,
  needsSecondOperator,
  type FourEyesThresholdSaveInput,
  type FourEyesThresholdView,
  type MoneyApprovalKind,
  type MoneyApprovalListInput,
  type MoneyApprovalView,
} from '@meridian/contract';

import type { Trx } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { pageView } from '../../lib/pagination.js';
import {
  feedPrice,
  walletRepository as walletRepo,
  walletRules as rules,
} from '../wallet/index.js';
import type { AdminCaller } from './admin-auth.js';
import { auditedMoney } from './audited-money.js';
import * as repo from './four-eyes.repository.js';
import { payWithdrawal, postAdjustment, postDeposit, type Adjustment } from './money-moves.js';

/*
 * Four-eyes (issue #15, PRODUCT-RULES.md §3): no single operator moves a user's money alone above
 * a threshold, and no one adjusts a balance alone at all. The first operator's action opens a
 * request; a second, different operator's approval makes the posting, once.
 */

const ms = (d: Date | null) => (d ? d.getTime() : null);

function approvalView(row: repo.ApprovalRow): MoneyApprovalView {
  return {
    id: row.id,
    kind: row.kind,
    subject_id: row.subject_id,
    user_id: row.user_id,
    currency_id: row.currency_id,
    currency_name: row.currency_name,
    account_type: row.account_type,
    amount: rules.plain(row.amount),
    usdt_value: row.usdt_value === null ? null : rules.plain(row.usdt_value),
    reason: row.reason,
    requested_by: row.requested_by,
    requested_by_email: row.requested_by_email,
    requested_at: row.requested_at.getTime(),
    status: row.status,
    decided_by: row.decided_by,
    decided_by_email: row.decided_by_email,
    decided_at: ms(row.decided_at),
    decision_reason: row.decision_reason,
    posting_id: row.posting_id === null ? null : Number(row.posting_id),
  };
}

async function thresholdOf(trx: Trx, currencyId: number): Promise<string> {
  return (await repo.findThreshold(trx, currencyId)) ?? FOUR_EYES_DEFAULT_THRESHOLD_USDT;
}

export interface MoneyMove {
  kind: MoneyApprovalKind;
  subjectId: number | null;
  userId: number;
  currencyId: number;
  accountType: number | null;
  amount: string;
  reason: string | null;
}

/**
 * Opens a request for a second operator when the move needs one (the worth is taken at the feed
 * price now and kept on the request); answers null when the caller may make the move alone.
 */
export async function requestIfNeeded(
  deps: AppDeps,
  trx: Trx,
  admin: AdminCaller,
  move: MoneyMove,
): Promise<{ id: number } | null> {
  const price = feedPrice(deps.market, move.currencyId)?.price ?? null;
  const magnitude = rules.plain(move.amount).replace(/^-/, '');
  const usdtValue = rules.usdtValue(magnitude, price);
  if (!needsSecondOperator(move.kind, usdtValue, await thresholdOf(trx, move.currencyId)))
    return null;
  const { id } = await repo.openApproval(trx, {
    kind: move.kind,
    subject_id: move.subjectId,
    user_id: move.userId,
    currency_id: move.currencyId,
    account_type: move.accountType,
    amount: rules.plain(move.amount),
    usdt_value: usdtValue,
    price,
    reason: move.reason,
    requested_by: admin.id,
  });
  return { id };
}

/** Makes the move a request asked for, as the approving operator; answers its posting id. */
async function carryOut(deps: AppDeps, trx: Trx, approverId: number, request: PendingRequest) {
  switch (request.kind) {
    case 'deposit':
      return postDeposit(deps, trx, approverId, request.subject_id!);
    case 'withdrawal':
      return payWithdrawal(deps, trx, approverId, request.subject_id!);
    case 'adjustment':
      return postAdjustment(trx, approverId, adjustmentOf(request));
  }
}

type PendingRequest = NonNullable<Awaited<ReturnType<typeof repo.lockPendingApproval>>>;

function adjustmentOf(request: PendingRequest): Adjustment {
  return {
    user_id: request.user_id,
    currency_id: request.currency_id,
    type: request.account_type as Adjustment['type'],
    amount: request.amount,
    reason: request.reason ?? '',
  };
}

/**
 * POST /admin/approvals/approve: a second operator approves; the posting is made in the same
 * transaction. The request row is locked first, so two approvals at the same moment post once.
 */
export const approve = (deps: AppDeps, admin: AdminCaller, id: number) =>
  auditedMoney(
    deps,
    admin,
    'approval.approve',
    () => String(id),
    async (trx) => {
      const request = await repo.lockPendingApproval(trx, id);
      if (!request) throw new AppError('ALREADY_HANDLED');
      if (request.requested_by === admin.id) throw new AppError('APPROVAL_SAME_OPERATOR');
      const posted = await carryOut(deps, trx, admin.id, request);
      await repo.decideApproval(trx, id, {
        status: 'approved',
        decided_by: admin.id,
        posting_id: posted.postingId,
      });
      return approvalView((await repo.findApproval(trx, id))!);
    },
    (r: MoneyApprovalView) => ({ user_id: r.user_id, kind: r.kind, posting_id: r.posting_id }),
  );

/** POST /admin/approvals/reject: either operator refuses; nothing is posted, ever. */
export const reject = (deps: AppDeps, admin: AdminCaller, id: number, reason: string) =>
  auditedMoney(
    deps,
    admin,
    'approval.reject',
    () => String(id),
    async (trx) => {
      if (!(await repo.lockPendingApproval(trx, id))) throw new AppError('ALREADY_HANDLED');
      await repo.decideApproval(trx, id, {
        status: 'rejected',
        decided_by: admin.id,
        decision_reason: reason,
      });
      return approvalView((await repo.findApproval(trx, id))!);
    },
    (r: MoneyApprovalView) => ({ user_id: r.user_id, kind: r.kind, reason }),
  );

/** GET /admin/approvals. */
export async function listApprovals(deps: AppDeps, input: MoneyApprovalListInput) {
  const found = await repo.pageApprovals(deps.db, { status: input.status }, input);
  return pageView(found, approvalView, input);
}

/** GET /admin/four-eyes/thresholds. */
export async function listThresholds(deps: AppDeps): Promise<FourEyesThresholdView[]> {
  return (await repo.listThresholds(deps.db)).map((r) => ({
    currency_id: r.currency_id,
    currency_name: r.currency_name,
    usdt_value: rules.plain(r.usdt_value ?? FOUR_EYES_DEFAULT_THRESHOLD_USDT),
    own: r.usdt_value !== null,
  }));
}

/** POST /admin/four-eyes/thresholds/save: super-operators only (checked by the route). */
export const saveThreshold = (
  deps: AppDeps,
  admin: AdminCaller,
  input: FourEyesThresholdSaveInput,
) =>
  auditedMoney(
    deps,
    admin,
    'four_eyes.threshold',
    () => String(input.currency_id),
    async (trx) => {
      if (!(await walletRepo.findCurrency(trx, input.currency_id)))
        throw new AppError('CURRENCY_UNKNOWN');
      await repo.saveThreshold(trx, { ...input, updated_by: admin.id });
      return { currency_id: input.currency_id, usdt_value: rules.plain(input.usdt_value) };
    },
    { ...input },
  );
