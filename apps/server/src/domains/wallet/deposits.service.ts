import type {
  ChargeRequestInput,
  DepositAddressInput,
  DepositAddressView,
  DepositRequestView,
  Page,
  PagedInput,
} from '@meridian/contract';

import type { CurrencyRow } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { pageView } from '../../lib/pagination.js';
import { signUploadUrl, uploadPathOf } from '../upload/index.js';
import {
  assertOwnUpload,
  assertRealCoinsMove,
  currencyOrThrow,
  defaultRun,
  ms,
  networkOf,
  networksOf,
  type RunMoney,
} from './wallet.common.js';
import * as repo from './wallet.repository.js';
import * as rules from './wallet.rules.js';

type DepositRow = NonNullable<Awaited<ReturnType<typeof repo.findDepositRequest>>>;

function assertDepositable(currency: CurrencyRow) {
  if (!currency.is_transfer || !currency.deposit_enabled) throw new AppError('DEPOSIT_DISABLED');
}

/**
 * POST /wallet/get_in_address: the caller's own address for a coin and network, taken once from
 * the pool of addresses the operator loaded and the same ever after.
 */
export async function depositAddress(
  deps: AppDeps,
  caller: Caller,
  input: DepositAddressInput,
): Promise<DepositAddressView> {
  const currency = await currencyOrThrow(deps.db, input.currency);
  assertDepositable(currency);
  const network = networkOf(currency, input.network);
  const view = (row: { address: string; is_demo: boolean }): DepositAddressView => ({
    currency_id: currency.id,
    currency_name: currency.name,
    network,
    networks: networksOf(currency),
    address: row.address,
    is_demo: row.is_demo,
  });
  const existing = await repo.findDepositAddress(deps.db, caller.user.id, currency.id, network);
  if (existing) return view(existing);
  // The user row lock makes a user's parallel first requests take turns: one assigns, the others
  // then find that address.
  const assigned = await deps.db.transaction().execute(async (trx) => {
    await repo.lockUser(trx, caller.user.id);
    return (
      (await repo.findDepositAddress(trx, caller.user.id, currency.id, network)) ??
      (await repo.assignDepositAddress(trx, caller.user.id, currency.id, network))
    );
  });
  if (assigned) return view(assigned);
  throw new AppError('DEPOSIT_ADDRESS_UNAVAILABLE');
}

/** POST /wallet/charge_req: a deposit request an operator confirms against the voucher. */
export function requestDeposit(
  deps: AppDeps,
  caller: Caller,
  input: ChargeRequestInput,
  run: RunMoney = defaultRun(deps),
): Promise<DepositRequestView> {
  return run(async (trx) => {
    assertRealCoinsMove(deps);
    const currency = await currencyOrThrow(trx, input.currency);
    assertDepositable(currency);
    const network = networkOf(currency, input.network);
    await assertOwnUpload(trx, caller.user.id, input.voucher);
    const address =
      (await repo.findDepositAddress(trx, caller.user.id, currency.id, network))?.address ??
      input.account ??
      '';
    const { id } = await repo.insertDepositRequest(trx, {
      user_id: caller.user.id,
      currency_id: currency.id,
      network,
      address: address.slice(0, 128),
      amount: input.amount,
      voucher: uploadPathOf(input.voucher),
    });
    return depositView((await repo.findDepositRequest(trx, id))!);
  });
}

/** A deposit request as its owner and the operators see it, the voucher's URL signed. */
export function depositView(row: DepositRow): DepositRequestView {
  return {
    id: row.id,
    currency_id: row.currency_id,
    currency_name: row.currency_name,
    network: row.network,
    address: row.address,
    amount: rules.plain(row.amount),
    voucher: signUploadUrl(row.voucher),
    status: row.status,
    reason: row.reason,
    created_at: row.created_at.getTime(),
    handled_at: ms(row.handled_at),
  };
}

/** GET /recharge/log */
export async function pageDeposits(
  deps: AppDeps,
  caller: Caller,
  input: PagedInput,
): Promise<Page<DepositRequestView>> {
  const found = await repo.pageDepositRequests(deps.db, { userId: caller.user.id }, input);
  return pageView(found, depositView, input);
}
