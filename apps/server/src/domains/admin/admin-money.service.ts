import { randomUUID } from 'node:crypto';

import {
  chainAddressSchema,
  type AdminAdjustInput,
  type AdminDepositAddressImportInput,
  type Page,
} from '@meridian/contract';

import type { Trx } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import * as ledger from '../../ledger/ledger.js';
import {
  emitAfterCommit,
  moneyTransaction,
  publishBalanceChanges,
} from '../../ledger/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { pageView } from '../../lib/pagination.js';
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
import type { AdminCaller } from './admin-auth.js';
import { assertCanWrite } from './admin-auth.js';
import * as repo from './admin.repository.js';

/**
 * Runs one operator action that may move money: the business change, its ledger postings and
 * its audit row commit together or not at all; users see their balances change after the commit.
 */
async function auditedMoney<T>(
  deps: AppDeps,
  admin: AdminCaller,
  action: string,
  entityId: (result: T) => string,
  work: (trx: Trx) => Promise<T>,
  detail: Record<string, unknown> = {},
): Promise<T> {
  assertCanWrite(admin);
  return moneyTransaction(
    deps.db,
    async (trx) => {
      const result = await work(trx);
      const [entity] = action.split('.');
      await repo.insertAudit(trx, {
        admin_id: admin.id,
        action,
        entity: entity!,
        entity_id: entityId(result),
        detail,
      });
      return result;
    },
    publishBalanceChanges(deps.events),
  );
}

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
  const balances = await repo.listUserBalances(deps.db, userId);
  return {
    user: { ...user, created_at: user.created_at.getTime() },
    balances: balances.map((b) => ({
      ...b,
      available: rules.plain(b.available),
      frozen: rules.plain(b.frozen),
    })),
  };
}

export async function userJournal(
  deps: AppDeps,
  input: { user_id: number; page: number; limit: number },
) {
  const found = await walletRepo.pageBill(deps.db, { userId: input.user_id }, input);
  return pageView(found, (r) => billEntryView(r, 'en'), input);
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

/** Confirms a deposit request: the amount arrives in the user's funds account from outside. */
export const confirmDeposit = (deps: AppDeps, admin: AdminCaller, id: number) =>
  auditedMoney(
    deps,
    admin,
    'deposit.confirm',
    () => String(id),
    async (trx) => {
      assertRealCoinsMove(deps);
      const row = await walletRepo.settleDepositRequest(trx, id, { status: 1, admin_id: admin.id });
      if (!row) throw new AppError('ALREADY_HANDLED');
      const currency = (await walletRepo.findCurrency(trx, row.currency_id))!;
      const amount = rules.plain(row.amount);
      await ledger.post(trx, {
        reason: 'deposit',
        reference: `deposit:${row.id}`,
        userId: row.user_id,
        adminId: admin.id,
        legs: [
          {
            holder: { house: 'external' },
            currencyId: row.currency_id,
            available: rules.negate(amount),
          },
          {
            holder: { userId: row.user_id, accountType: currency.funds_account },
            currencyId: row.currency_id,
            available: amount,
          },
        ],
      });
      return depositView((await walletRepo.findDepositRequest(trx, id))!);
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

/** Pays a withdrawal out: the frozen amount leaves through the external account, the fee to fees. */
export const approveWithdrawal = (deps: AppDeps, admin: AdminCaller, id: number) =>
  auditedMoney(
    deps,
    admin,
    'withdrawal.approve',
    () => String(id),
    async (trx) => {
      assertRealCoinsMove(deps);
      const row = await walletRepo.settleWithdrawal(trx, id, { status: 1, admin_id: admin.id });
      if (!row) throw new AppError('ALREADY_HANDLED');
      await ledger.post(trx, {
        reason: 'withdraw_paid',
        reference: `withdraw:${row.id}:paid`,
        userId: row.user_id,
        adminId: admin.id,
        legs: [
          {
            holder: { userId: row.user_id, accountType: row.account_type },
            currencyId: row.currency_id,
            frozen: rules.negate(row.amount),
          },
          {
            holder: { house: 'external' },
            currencyId: row.currency_id,
            available: rules.plain(row.real_amount),
          },
          {
            holder: { house: 'fees' },
            currencyId: row.currency_id,
            available: rules.plain(row.fee),
          },
        ],
      });
      // The withdrawal fee is taken when the payout is approved, not when it is requested.
      if (rules.isLess('0', row.fee)) {
        const fee = {
          userId: row.user_id,
          currencyId: row.currency_id,
          amount: rules.plain(row.fee),
          reason: 'withdraw_paid',
        };
        emitAfterCommit(trx, deps.events, 'fee.charged', fee);
      }
      return withdrawalView((await walletRepo.findWithdrawal(trx, id))!);
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
      const holder = { userId: row.user_id, accountType: row.account_type };
      const amount = rules.plain(row.amount);
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
 * A manual correction: a posting against the adjustments account with the operator's written
 * reason, shown in the user's bill. A debit larger than the balance is refused.
 */
export const adjust = (deps: AppDeps, admin: AdminCaller, input: AdminAdjustInput) =>
  auditedMoney(
    deps,
    admin,
    'balance.adjust',
    (r: ledger.PostingResult) => String(r.postingId),
    async (trx): Promise<ledger.PostingResult> => {
      if (!(await repo.findUserSummary(trx, input.user_id)))
        throw new AppError('ACCOUNT_NOT_FOUND');
      if (!(await walletRepo.findCurrency(trx, input.currency_id)))
        throw new AppError('CURRENCY_UNKNOWN');
      const amount = rules.plain(input.amount);
      return ledger.post(trx, {
        reason: 'adjustment',
        reference: `adjust:${randomUUID()}`,
        userId: input.user_id,
        adminId: admin.id,
        memo: input.reason,
        legs: [
          {
            holder: { userId: input.user_id, accountType: input.type },
            currencyId: input.currency_id,
            available: amount,
          },
          {
            holder: { house: 'adjustments' },
            currencyId: input.currency_id,
            available: rules.negate(amount),
          },
        ],
      });
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
