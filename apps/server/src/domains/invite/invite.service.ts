import {
  ACCOUNT_TYPES,
  DEFAULT_INVITE_REBATE_RATE,
  INVITE_REBATE_MONTHS,
  maskAccountName,
  type CurrencyAmount,
  type InviteeView,
  type InviteListInput,
  type InviteSummaryView,
  type Page,
} from '@meridian/contract';
import { Decimal } from 'decimal.js';

import type { Executor, Trx } from '../../db/database.js';
import { readSettings } from '../../db/settings.js';
import type { AppDeps } from '../../deps.js';
import * as ledger from '../../ledger/ledger.js';
import { moneyTransaction, publishBalanceChanges } from '../../ledger/transaction.js';
import type { Caller } from '../../lib/caller.js';
import { toPage } from '../../lib/pagination.js';
import * as repo from './invite.repository.js';

/** The setting an operator publishes the share under (public: the share page says it). */
export const REBATE_RATE_SETTING = 'invite_rebate_rate';

/**
 * The published rate, or the default when it is absent or not a share between 0 and 1. Read in
 * a transaction it is the database's value, not the short-lived cache's.
 */
export async function rebateRate(db: Executor): Promise<string> {
  const value = (await readSettings(db, [REBATE_RATE_SETTING]))[REBATE_RATE_SETTING];
  try {
    const rate = new Decimal(value ?? '');
    if (rate.gte(0) && rate.lte(1)) return rate.toString();
  } catch {
    // Not a number: the default stands.
  }
  return DEFAULT_INVITE_REBATE_RATE;
}

/**
 * The hourly run on the leader: records the rebate of every fee not recorded yet, then pays each
 * inviter's unpaid rebates per currency in one posting from the fee income to their spot account.
 * Run again (a new leader, a restart) it pays nothing twice: a fee is recorded once (its key),
 * and a rebate is paid in the transaction that marks it paid. Answers the payments made.
 */
export async function runInviteRebates(deps: AppDeps, now: number): Promise<number> {
  await deps.db
    .transaction()
    .execute(async (trx) => repo.accrueRebates(trx, await rebateRate(trx), new Date(now)));
  let payments = 0;
  for (const group of await repo.unpaidGroups(deps.db)) {
    const paid = await moneyTransaction(
      deps.db,
      (trx) => payGroup(trx, group.inviter_id, group.currency_id),
      publishBalanceChanges(deps.events),
    );
    if (paid) payments += 1;
  }
  return payments;
}

async function payGroup(trx: Trx, inviterId: number, currencyId: number) {
  const rows = await repo.lockUnpaid(trx, inviterId, currencyId);
  if (rows.length === 0) return false;
  const total = rows.reduce((sum, row) => sum.plus(row.rebate), new Decimal(0));
  const last = rows.at(-1)!.fee_posting_id;
  const posting = await ledger.post(trx, {
    reason: 'invite_rebate',
    reference: `invite_rebate:${inviterId}:${currencyId}:${last}`,
    userId: inviterId,
    legs: [
      { holder: { house: 'fees' }, currencyId, available: total.neg() },
      {
        holder: { userId: inviterId, accountType: ACCOUNT_TYPES.change },
        currencyId,
        available: total,
      },
    ],
  });
  await repo.markPaid(
    trx,
    currencyId,
    rows.map((row) => row.fee_posting_id),
    posting.postingId,
  );
  return true;
}

/** GET /user/invite/summary. */
export async function inviteSummary(deps: AppDeps, caller: Caller): Promise<InviteSummaryView> {
  const userId = caller.user.id;
  const [rate, invitees, totals] = await Promise.all([
    rebateRate(deps.db),
    repo.countInvitees(deps.db, userId),
    repo.rebateTotals(deps.db, userId),
  ]);
  const amounts = (paid: boolean): CurrencyAmount[] =>
    totals
      .filter((row) => row.paid === paid)
      .map((row) => ({
        currency_id: row.currency_id,
        currency: row.currency,
        amount: new Decimal(row.amount).toFixed(),
      }));
  return {
    invite_code: caller.user.invite_code,
    rate,
    months: INVITE_REBATE_MONTHS,
    invitees,
    paid: amounts(true),
    pending: amounts(false),
  };
}

/** GET /user/invite/list: the caller's invitees, masked, with what each earned them. */
export async function listInvitees(
  deps: AppDeps,
  caller: Caller,
  input: InviteListInput,
): Promise<Page<InviteeView>> {
  const userId = caller.user.id;
  const offset = (input.page - 1) * input.limit;
  const [rows, total] = await Promise.all([
    repo.pageInvitees(deps.db, userId, input.limit, offset),
    repo.countInvitees(deps.db, userId),
  ]);
  const earned = await repo.earnedFrom(
    deps.db,
    userId,
    rows.map((row) => row.id),
  );
  const views = rows.map((row, i): InviteeView => {
    const until = new Date(row.created_at);
    until.setUTCMonth(until.getUTCMonth() + INVITE_REBATE_MONTHS);
    return {
      id: total - offset - i,
      name: maskAccountName(row.username),
      joined_at: row.created_at.getTime(),
      rebates_until: row.same_identity ? null : until.getTime(),
      earned: earned
        .filter((e) => e.invitee_id === row.id)
        .map((e) => ({
          currency_id: e.currency_id,
          currency: e.currency,
          amount: new Decimal(e.amount).toFixed(),
        })),
    };
  });
  return toPage(views, total, input.page, input.limit);
}
