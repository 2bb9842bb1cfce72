import type {
  AccountTransferInput,
  AccountTransferView,
  AccountType,
  Page,
  PagedInput,
} from '@meridian/contract';

import type { CurrencyRow, Trx } from '../../db/database.js';
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

/** Records the transfer and posts both legs, in the caller's transaction. */
async function moveBetweenAccounts(
  trx: Trx,
  caller: Caller,
  input: AccountTransferInput,
): Promise<AccountTransferView> {
  const currency = await currencyOrThrow(trx, input.currency_id);
  assertHoldable(currency, input.to_field);
  const amount = rules.plain(input.number);
  const row = await repo.insertAccountTransfer(trx, {
    user_id: caller.user.id,
    currency_id: currency.id,
    amount,
    from_type: input.from_field,
    to_type: input.to_field,
  });
  await ledger.post(trx, {
    reason: 'account_transfer',
    reference: `account_transfer:${row.id}`,
    userId: caller.user.id,
    legs: [
      {
        holder: { userId: caller.user.id, accountType: input.from_field },
        currencyId: currency.id,
        available: rules.negate(amount),
      },
      {
        holder: { userId: caller.user.id, accountType: input.to_field },
        currencyId: currency.id,
        available: amount,
      },
    ],
  });
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
