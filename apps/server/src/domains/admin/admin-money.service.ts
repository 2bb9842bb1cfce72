import {
  chainAddressSchema,
  type AdminAdjustInput,
  type AdminUserHoldInput,
  type AdminDepositAddressImportInput,
  type Language,
  type Page,
} from '@meridian/contract';

import type { AppDeps } from '../../deps.js';
import * as ledger from '../../ledger/ledger.js';
import { emitAfterCommit } from '../../ledger/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { pageView } from '../../lib/pagination.js';
import { endAllSessions } from '../auth/index.js';
import * as kyc from '../kyc/index.js';
import { signUploadUrl } from '../upload/index.js';
import {
  assertRealCoinsMove,
  billEntryView,
  depositView,
  walletRepository as walletRepo,
  walletRules as rules,
  withdrawalView,
} from '../wallet/index.js';
import { assertCanWrite, type AdminCaller } from './admin-auth.js';
import * as repo from './admin.repository.js';
import { auditedMoney } from './audited-money.js';
import * as fourEyesRepo from './four-eyes.repository.js';
import * as fourEyes from './four-eyes.service.js';
import { assertAdjustable, payWithdrawal, postDeposit } from './money-moves.js';

// ---- users ---------------------------------------------------------------------------------------

export async function listUsers(
  deps: AppDeps,
  input: { keyword?: string; page: number; limit: number },
) {
  const found = await repo.pageUsers(deps.db, input.keyword, input);
  return pageView(found, (r) => ({ ...r, created_at: r.created_at.getTime() }), input);
}

export async function userDetail(deps: AppDeps, userId: number) {
  const user = await repo.findUserSummary(deps.db, userId);
  if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
  const [balances, hold] = await Promise.all([
    repo.listUserBalances(deps.db, userId),
    repo.findUserHold(deps.db, userId),
  ]);
  return {
    user: { ...user, created_at: user.created_at.getTime() },
    hold: hold?.held_reason
      ? {
          reason: hold.held_reason,
          held_at: hold.held_at!.getTime(),
          held_by_email: hold.held_by_email,
        }
      : null,
    balances: balances.map((b) => ({
      ...b,
      available: rules.plain(b.available),
      frozen: rules.plain(b.frozen),
    })),
  };
}

/**
 * Puts a hold on (`hold`) or lifts it from (`release`) an account, with the operator's written
 * reason, in one transaction with its audit row; `refused` says why it could not.
 */
async function changeHold(
  deps: AppDeps,
  admin: AdminCaller,
  input: AdminUserHoldInput,
  verb: 'hold' | 'release',
) {
  assertCanWrite(admin);
  await deps.db.transaction().execute(async (trx) => {
    const changed =
      verb === 'hold'
        ? await repo.holdUser(trx, input.user_id, input.reason, admin.id)
        : await repo.releaseUser(trx, input.user_id);
    if (!changed) {
      const exists = await repo.findUserSummary(trx, input.user_id);
      if (!exists) throw new AppError('ACCOUNT_NOT_FOUND');
      throw new AppError(verb === 'hold' ? 'ACCOUNT_ALREADY_HELD' : 'ACCOUNT_NOT_HELD');
    }
    await repo.insertAudit(trx, {
      admin_id: admin.id,
      action: `user.${verb}`,
      entity: 'user',
      entity_id: String(input.user_id),
      detail: { user_id: input.user_id, reason: input.reason },
    });
  });
}

/**
 * POST /admin/users/hold: puts an account on hold with a written reason, which the user is told
 * when signing in (never a silent freeze); every session of the account ends. Audited.
 */
export async function holdUser(deps: AppDeps, admin: AdminCaller, input: AdminUserHoldInput) {
  await changeHold(deps, admin, input, 'hold');
  await endAllSessions(deps, input.user_id);
  return userDetail(deps, input.user_id);
}

/** POST /admin/users/release: lifts a hold, with the operator's written reason. Audited. */
export async function releaseUser(deps: AppDeps, admin: AdminCaller, input: AdminUserHoldInput) {
  await changeHold(deps, admin, input, 'release');
  return userDetail(deps, input.user_id);
}

/** GET /admin/users/journal: every posting with its reason, in the operator's language. */
export async function userJournal(
  deps: AppDeps,
  input: { user_id: number; page: number; limit: number },
  lang: Language,
) {
  const found = await walletRepo.pageBill(deps.db, { userId: input.user_id }, input);
  return pageView(found, (r) => billEntryView(r, lang), input);
}

// ---- deposits ------------------------------------------------------------------------------------

export async function listDeposits(
  deps: AppDeps,
  input: { status?: number; page: number; limit: number },
): Promise<Page<unknown>> {
  const found = await walletRepo.pageDepositRequests(deps.db, { status: input.status }, input);
  return pageView(
    found,
    (r) => ({ ...depositView(r), user_id: r.user_id, user_email: r.user_email }),
    input,
  );
}

/**
 * Confirms a deposit request: the amount arrives in the user's funds account from outside, at
 * once below the four-eyes threshold, else when a second operator approves the request opened.
 */
export const confirmDeposit = (deps: AppDeps, admin: AdminCaller, id: number) =>
  auditedMoney(
    deps,
    admin,
    (r: { approval_id: number | null }) =>
      r.approval_id === null ? 'deposit.confirm' : 'deposit.confirm_requested',
    () => String(id),
    async (trx) => {
      assertRealCoinsMove(deps);
      const row = await walletRepo.findDepositRequest(trx, id);
      if (!row || row.status !== 0) throw new AppError('ALREADY_HANDLED');
      const approval = await fourEyes.requestIfNeeded(deps, trx, admin, {
        kind: 'deposit',
        subjectId: id,
        userId: row.user_id,
        currencyId: row.currency_id,
        accountType: null,
        amount: row.amount,
        reason: null,
      });
      if (!approval) await postDeposit(deps, trx, admin.id, id);
      const view = depositView((await walletRepo.findDepositRequest(trx, id))!);
      return { ...view, approval_id: approval?.id ?? null };
    },
  );

export const rejectDeposit = (deps: AppDeps, admin: AdminCaller, id: number, reason: string) =>
  auditedMoney(
    deps,
    admin,
    'deposit.reject',
    () => String(id),
    async (trx) => {
      const row = await walletRepo.settleDepositRequest(trx, id, {
        status: 2,
        admin_id: admin.id,
        reason,
      });
      if (!row) throw new AppError('ALREADY_HANDLED');
      await fourEyesRepo.rejectOpenApprovalOf(trx, 'deposit', id, {
        decided_by: admin.id,
        decision_reason: reason,
      });
      return depositView((await walletRepo.findDepositRequest(trx, id))!);
    },
    { reason },
  );

// ---- withdrawals ---------------------------------------------------------------------------------

export async function listWithdrawals(
  deps: AppDeps,
  input: { status?: number; page: number; limit: number },
) {
  const found = await walletRepo.pageWithdrawals(deps.db, { status: input.status }, input);
  return pageView(
    found,
    (r) => ({
      ...withdrawalView(r),
      user_id: r.user_id,
      user_email: r.user_email,
      destination: r.destination,
    }),
    input,
  );
}

/**
 * Pays a withdrawal out (the frozen amount leaves through the external account, the fee to fees),
 * at once below the four-eyes threshold, else when a second operator approves.
 */
export const approveWithdrawal = (deps: AppDeps, admin: AdminCaller, id: number) =>
  auditedMoney(
    deps,
    admin,
    (r: { approval_id: number | null }) =>
      r.approval_id === null ? 'withdrawal.approve' : 'withdrawal.approve_requested',
    () => String(id),
    async (trx) => {
      assertRealCoinsMove(deps);
      const row = await walletRepo.findWithdrawal(trx, id);
      if (!row || row.status !== 0) throw new AppError('ALREADY_HANDLED');
      const approval = await fourEyes.requestIfNeeded(deps, trx, admin, {
        kind: 'withdrawal',
        subjectId: id,
        userId: row.user_id,
        currencyId: row.currency_id,
        accountType: row.account_type,
        amount: row.amount,
        reason: null,
      });
      if (!approval) await payWithdrawal(deps, trx, admin.id, id);
      const view = withdrawalView((await walletRepo.findWithdrawal(trx, id))!);
      return { ...view, approval_id: approval?.id ?? null };
    },
  );

/** Refuses a withdrawal: the frozen amount returns to available, with the reason the user sees. */
export const rejectWithdrawal = (deps: AppDeps, admin: AdminCaller, id: number, reason: string) =>
  auditedMoney(
    deps,
    admin,
    'withdrawal.reject',
    () => String(id),
    async (trx) => {
      const row = await walletRepo.settleWithdrawal(trx, id, {
        status: 2,
        admin_id: admin.id,
        reason,
      });
      if (!row) throw new AppError('ALREADY_HANDLED');
      await fourEyesRepo.rejectOpenApprovalOf(trx, 'withdrawal', id, {
        decided_by: admin.id,
        decision_reason: reason,
      });
      const holder = { userId: row.user_id, accountType: row.account_type };
      const amount = rules.plain(row.amount);
      const rejected = { withdrawalId: row.id, currencyId: row.currency_id, amount };
      emitAfterCommit(trx, deps.events, 'withdrawal.rejected', {
        userId: row.user_id,
        ...rejected,
      });
      await ledger.post(trx, {
        reason: 'withdraw_rejected',
        reference: `withdraw:${row.id}:rejected`,
        userId: row.user_id,
        adminId: admin.id,
        memo: reason,
        legs: [
          { holder, currencyId: row.currency_id, frozen: rules.negate(amount) },
          { holder, currencyId: row.currency_id, available: amount },
        ],
      });
      return withdrawalView((await walletRepo.findWithdrawal(trx, id))!);
    },
    { reason },
  );

// ---- identity ------------------------------------------------------------------------------------

export async function listKyc(
  deps: AppDeps,
  input: { status?: number; page: number; limit: number },
) {
  const found = await kyc.pageRecords(deps.db, input.status, input);
  return pageView(
    found,
    (r) => ({
      ...r,
      // Identity photos are private: operators get short-lived signed links (audit #11 item 14a).
      front_pic: signUploadUrl(r.front_pic),
      reverse_pic: signUploadUrl(r.reverse_pic),
      created_at: r.created_at.getTime(),
      handled_at: r.handled_at?.getTime() ?? null,
    }),
    input,
  );
}

/** Raises the user's level; their cached sessions carry the old one, so they go at once. */
export async function approveKyc(deps: AppDeps, admin: AdminCaller, id: number) {
  const row = await auditedMoney(
    deps,
    admin,
    'kyc.approve',
    () => String(id),
    (trx) => kyc.approve(trx, admin.id, id),
  );
  deps.forgetSessions?.(row.user_id);
  return row;
}

export const rejectKyc = (deps: AppDeps, admin: AdminCaller, id: number, reason: string) =>
  auditedMoney(
    deps,
    admin,
    'kyc.reject',
    () => String(id),
    (trx) => kyc.reject(trx, admin.id, id, reason),
    { reason },
  );

// ---- adjustments and deposit addresses -----------------------------------------------------------

/**
 * A manual correction (a posting against the adjustments account with the operator's written
 * reason, shown in the user's bill) is never made by one operator: this opens the request, and a
 * second operator's approval posts it (four-eyes, any size).
 */
export const adjust = (deps: AppDeps, admin: AdminCaller, input: AdminAdjustInput) =>
  auditedMoney(
    deps,
    admin,
    'balance.adjust_requested',
    (r: { approval_id: number }) => String(r.approval_id),
    async (trx) => {
      await assertAdjustable(trx, input);
      const approval = await fourEyes.requestIfNeeded(deps, trx, admin, {
        kind: 'adjustment',
        subjectId: null,
        userId: input.user_id,
        currencyId: input.currency_id,
        accountType: input.type,
        amount: input.amount,
        reason: input.reason,
      });
      return { approval_id: approval!.id, status: 'pending' as const };
    },
    { ...input },
  );

/** Loads deposit addresses the operator controls into the pool users are given addresses from. */
export const importDepositAddresses = (
  deps: AppDeps,
  admin: AdminCaller,
  input: AdminDepositAddressImportInput,
) => {
  const addresses = [...new Set(input.addresses.split(/\s+/).filter(Boolean))];
  if (addresses.some((a) => !chainAddressSchema.safeParse(a).success))
    throw new AppError('ADDRESS_INVALID');
  return auditedMoney(
    deps,
    admin,
    'deposit_address.import',
    () => `${input.currency_id}:${input.network}`,
    async (trx) => {
      const currency = await walletRepo.findCurrency(trx, input.currency_id);
      if (!currency) throw new AppError('CURRENCY_UNKNOWN');
      const networks = Array.isArray(currency.networks) ? currency.networks : [];
      if (!networks.includes(input.network)) throw new AppError('NETWORK_UNKNOWN');
      return {
        imported: await walletRepo.importDepositAddresses(
          trx,
          input.currency_id,
          input.network,
          addresses,
        ),
      };
    },
    { currency_id: input.currency_id, network: input.network, count: addresses.length },
  );
};
