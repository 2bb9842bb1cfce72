import { randomUUID } from 'node:crypto';

import type { AccountType } from '@meridian/contract';

import type { Trx } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import * as ledger from '../../ledger/ledger.js';
import { emitAfterCommit } from '../../ledger/transaction.js';
import { AppError } from '../../lib/app-error.js';
import {
  assertRealCoinsMove,
  walletRepository as walletRepo,
  walletRules as rules,
} from '../wallet/index.js';
import * as repo from './admin.repository.js';

/*
 * The operator money moves, each one posting made inside the caller's transaction by the operator
 * given: directly when four-eyes does not apply, or by the second operator's approval.
 */

/** A deposit request confirmed: the amount arrives in the user's funds account from outside. */
export async function postDeposit(
  deps: AppDeps,
  trx: Trx,
  adminId: number,
  id: number,
): Promise<ledger.PostingResult> {
  assertRealCoinsMove(deps);
  const row = await walletRepo.settleDepositRequest(trx, id, { status: 1, admin_id: adminId });
  if (!row) throw new AppError('ALREADY_HANDLED');
  const currency = (await walletRepo.findCurrency(trx, row.currency_id))!;
  const amount = rules.plain(row.amount);
  const credited = { userId: row.user_id, depositId: row.id, currencyId: row.currency_id, amount };
  emitAfterCommit(trx, deps.events, 'deposit.credited', credited);
  return ledger.post(trx, {
    reason: 'deposit',
    reference: `deposit:${row.id}`,
    userId: row.user_id,
    adminId,
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
}

/** A withdrawal paid out: the frozen amount leaves through the external account, the fee to fees. */
export async function payWithdrawal(
  deps: AppDeps,
  trx: Trx,
  adminId: number,
  id: number,
): Promise<ledger.PostingResult> {
  assertRealCoinsMove(deps);
  const row = await walletRepo.settleWithdrawal(trx, id, { status: 1, admin_id: adminId });
  if (!row) throw new AppError('ALREADY_HANDLED');
  const paid = { userId: row.user_id, withdrawalId: row.id, currencyId: row.currency_id };
  emitAfterCommit(trx, deps.events, 'withdrawal.paid', {
    ...paid,
    amount: rules.plain(row.amount),
  });
  const posted = await ledger.post(trx, {
    reason: 'withdraw_paid',
    reference: `withdraw:${row.id}:paid`,
    userId: row.user_id,
    adminId,
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
      { holder: { house: 'fees' }, currencyId: row.currency_id, available: rules.plain(row.fee) },
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
  return posted;
}

export interface Adjustment {
  user_id: number;
  currency_id: number;
  /** The user's account the adjustment lands in. */
  type: AccountType;
  /** Signed: a negative amount takes from the user. */
  amount: string;
  reason: string;
}

/**
 * Refuses an adjustment for an unknown user or coin, or a debit the balance does not cover now,
 * before anyone is asked to approve it (the ledger checks the balance again when it posts).
 */
export async function assertAdjustable(trx: Trx, input: Adjustment): Promise<void> {
  if (!(await repo.findUserSummary(trx, input.user_id))) throw new AppError('ACCOUNT_NOT_FOUND');
  if (!(await walletRepo.findCurrency(trx, input.currency_id)))
    throw new AppError('CURRENCY_UNKNOWN');
  const debit = rules.negate(input.amount);
  if (rules.isLess('0', debit)) {
    const held = (await ledger.listBalances(trx, input.user_id, input.type)).find(
      (b) => b.currency_id === input.currency_id,
    );
    if (rules.isLess(held?.available ?? '0', debit)) throw new AppError('INSUFFICIENT_BALANCE');
  }
}

/**
 * A manual correction: a posting against the adjustments account with the operator's written
 * reason, shown in the user's bill. A debit larger than the balance is refused by the ledger.
 */
export async function postAdjustment(
  trx: Trx,
  adminId: number,
  input: Adjustment,
): Promise<ledger.PostingResult> {
  await assertAdjustable(trx, input);
  const amount = rules.plain(input.amount);
  return ledger.post(trx, {
    reason: 'adjustment',
    reference: `adjust:${randomUUID()}`,
    userId: input.user_id,
    adminId,
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
}
