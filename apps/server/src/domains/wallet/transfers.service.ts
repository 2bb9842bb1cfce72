import type {
  AccountTransferInput,
  AccountTransferView,
  AccountType,
  Page,
  PagedInput,
} from '@meridian/contract';

import type { CurrencyRow, Executor, Trx } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import * as ledger from '../../ledger/ledger.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { pageView } from '../../lib/pagination.js';
import { currencyOrThrow, defaultRun, type RunMoney } from './wallet.common.js';
import * as repo from './wallet.repository.js';
import * as rules from './wallet.rules.js';

function assertHoldable(currency: CurrencyRow, type: AccountType) {
  if (!currency[rules.accountFlag(type)]) throw new AppError('CURRENCY_NOT_IN_ACCOUNT');
}

/**
 * POST /wallet/change: free and instant between the caller's own accounts. The account money
 * leaves may refuse inside the transaction (futures keeps open positions' losses covered);
 * `transfer.completed` is published once the run has answered.
 */
export async function transferBetweenAccounts(
  deps: AppDeps,
  caller: Caller,
  input: AccountTransferInput,
  run: RunMoney = defaultRun(deps),
): Promise<AccountTransferView> {
  const { currency_id: currencyId, from_field: from, to_field: to } = input;
  const view = await run(async (trx) => {
    const moved = await moveBetweenAccounts(trx, caller, input);
    await deps.accountHooks.assertMayLeave(trx, from, caller.user.id, currencyId);
    return moved;
  });
  deps.events.emit('transfer.completed', { userId: caller.user.id, currencyId, from, to });
  return view;
}

/** The posting of a transfer: the amount leaves one account and enters the other. */
export function transferPosting(
  userId: number,
  transferId: number,
  input: AccountTransferInput,
  amount: string,
): ledger.PostingInput {
  return {
    reason: 'account_transfer',
    reference: `account_transfer:${transferId}`,
    userId,
    legs: [
      {
        holder: { userId, accountType: input.from_field },
        currencyId: input.currency_id,
        available: rules.negate(amount),
      },
      {
        holder: { userId, accountType: input.to_field },
        currencyId: input.currency_id,
        available: amount,
      },
    ],
  };
}

/** What `/wallet/change` answers for a recorded transfer. */
export function transferView(
  row: { id: number; created_at: Date },
  currency: CurrencyRow,
  input: AccountTransferInput,
  amount: string,
): AccountTransferView {
  return {
    id: row.id,
    currency_id: currency.id,
    currency_name: currency.name,
    number: amount,
    from_field: input.from_field,
    to_field: input.to_field,
    created_at: row.created_at.getTime(),
  };
}

/** The currency of a transfer, checked: known, active, and held by the account it goes to. */
export async function transferCurrency(
  db: Executor,
  input: AccountTransferInput,
): Promise<CurrencyRow> {
  const currency = await currencyOrThrow(db, input.currency_id);
  assertHoldable(currency, input.to_field);
  return currency;
}

/** Records the transfer and posts both legs, in the caller's transaction. */
async function moveBetweenAccounts(
  trx: Trx,
  caller: Caller,
  input: AccountTransferInput,
): Promise<AccountTransferView> {
  const currency = await transferCurrency(trx, input);
  const amount = rules.plain(input.number);
  const row = await repo.insertAccountTransfer(trx, {
    user_id: caller.user.id,
    currency_id: currency.id,
    amount,
    from_type: input.from_field,
    to_type: input.to_field,
  });
  await ledger.post(trx, transferPosting(caller.user.id, row.id, input, amount));
  return transferView(row, currency, input, amount);
}

/** GET /wallet/hzhistory */
export async function pageAccountTransfers(
  deps: AppDeps,
  caller: Caller,
  input: PagedInput,
): Promise<Page<AccountTransferView>> {
  const found = await repo.pageAccountTransfers(deps.db, caller.user.id, input);
  return pageView(
    found,
    (r) => ({
      id: r.id,
      currency_id: r.currency_id,
      currency_name: r.currency_name,
      number: rules.plain(r.amount),
      from_field: r.from_type,
      to_field: r.to_type,
      created_at: r.created_at.getTime(),
    }),
    input,
  );
}
