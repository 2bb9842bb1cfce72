import type { AccountTransferInput, AccountTransferView } from '@meridian/contract';

import type { CurrencyRow, Trx } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { coveredByBalances, moneyBatcher, type MoneyBatchItem } from '../../http/money-batch.js';
import * as ledger from '../../ledger/ledger.js';
import { afterCommit } from '../../ledger/transaction.js';
import type { Caller } from '../../lib/caller.js';
import { transferPosting, transferView } from './transfers.service.js';
import * as repo from './wallet.repository.js';
import * as rules from './wallet.rules.js';

/**
 * `/wallet/change` through the group commit (`http/money-batch.ts`): a batch of transfers is the
 * source balances (locked in id order), the transfer rows, the postings and the accounts' leave
 * checks, whatever its size. A transfer its source balance does not cover (counting the batch's
 * earlier debits) runs alone and answers INSUFFICIENT_BALANCE as it always has; a leave check
 * that refuses fails the batch, and every transfer of it runs alone.
 */

export interface TransferRequest extends MoneyBatchItem<AccountTransferView> {
  caller: Caller;
  input: AccountTransferInput;
  /** The currency, checked (`transferCurrency`). */
  currency: CurrencyRow;
}

const sourceKey = (userId: number, input: AccountTransferInput) =>
  `${userId}:${input.currency_id}:${input.from_field}`;

/** The group commit of transfers between own accounts; one per app. */
export function createTransferBatcher(deps: AppDeps) {
  return moneyBatcher<TransferRequest, AccountTransferView>(deps, 'transfers', (trx, requests) =>
    writeTransfers(deps, trx, requests),
  );
}

async function writeTransfers(
  deps: AppDeps,
  trx: Trx,
  requests: readonly TransferRequest[],
): Promise<Map<TransferRequest, AccountTransferView>> {
  const taken = await coveredByBalances(trx, requests, (r) => ({
    user_id: r.caller.user.id,
    currency_id: r.input.currency_id,
    account_type: r.input.from_field,
    cost: rules.plain(r.input.number),
  }));
  if (taken.length === 0) return new Map();

  const amounts = taken.map((r) => rules.plain(r.input.number));
  const rows = await repo.insertAccountTransfers(
    trx,
    taken.map((r, i) => ({
      user_id: r.caller.user.id,
      currency_id: r.input.currency_id,
      amount: amounts[i]!,
      from_type: r.input.from_field,
      to_type: r.input.to_field,
    })),
  );
  await ledger.postMany(
    trx,
    taken.map((r, i) => transferPosting(r.caller.user.id, rows[i]!.id, r.input, amounts[i]!)),
  );
  const leaving = new Map(taken.map((r) => [sourceKey(r.caller.user.id, r.input), r]));
  for (const r of leaving.values())
    await deps.accountHooks.assertMayLeave(
      trx,
      r.input.from_field,
      r.caller.user.id,
      r.input.currency_id,
    );
  afterCommit(trx, () => {
    for (const { caller, input } of taken) {
      deps.events.emit('transfer.completed', {
        userId: caller.user.id,
        currencyId: input.currency_id,
        from: input.from_field,
        to: input.to_field,
      });
    }
  });
  return new Map(
    taken.map((r, i) => [r, transferView(rows[i]!, r.currency, r.input, amounts[i]!)]),
  );
}
