import {
  ACCOUNT_TYPE_IDS,
  accountNameOf,
  type AccountBalanceView,
  type RateCurrencyView,
  type UserCurrencyView,
  type WalletAccountView,
  type WalletDetailInput,
  type WalletDetailView,
  type WalletListView,
} from '@meridian/contract';

import { listActiveCurrencies } from '../../db/currencies.js';
import type { CurrencyRow } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import * as ledger from '../../ledger/ledger.js';
import type { Caller } from '../../lib/caller.js';
import { feedPrice } from './prices.js';
import { currencyOrThrow, networksOf } from './wallet.common.js';
import * as repo from './wallet.repository.js';
import * as rules from './wallet.rules.js';

/*
 * What the caller holds: the four accounts, one coin in one account, the coins that move in
 * and out, and a coin's price, all valued at the feed's prices.
 */

function balanceView(
  deps: AppDeps,
  c: CurrencyRow,
  row: { available: string; frozen: string } | undefined,
): AccountBalanceView {
  const available = rules.plain(row?.available ?? '0');
  const frozen = rules.plain(row?.frozen ?? '0');
  const balance = rules.plus(available, frozen);
  const price = feedPrice(deps.market, c.id)?.price ?? null;
  return {
    currency_id: c.id,
    currency_name: c.name,
    full_name: c.full_name,
    color: c.color,
    image: c.image,
    balance,
    available,
    frozen,
    locked: '0',
    price,
    usdt_value: rules.usdtValue(balance, price),
  };
}

/** POST /wallet/list: the four accounts with every coin each may hold (zero balances too). */
export async function listWallet(deps: AppDeps, caller: Caller): Promise<WalletListView> {
  const [currencies, balances] = await Promise.all([
    listActiveCurrencies(deps.db),
    ledger.listBalances(deps.db, caller.user.id),
  ]);
  const byKey = new Map(balances.map((b) => [`${b.account_type}:${b.currency_id}`, b]));
  const accounts: WalletAccountView[] = ACCOUNT_TYPE_IDS.map((type) => {
    const rows = currencies
      .filter((c) => c[rules.accountFlag(type)] || byKey.has(`${type}:${c.id}`))
      .map((c) => balanceView(deps, c, byKey.get(`${type}:${c.id}`)));
    const priced = rows.filter((r) => r.usdt_value !== null);
    return {
      type,
      name: accountNameOf(type),
      total_usdt: rules.sum(priced.map((r) => r.usdt_value!)),
      unpriced: rows.filter((r) => r.usdt_value === null && r.balance !== '0').length,
      currencies: rows,
    };
  });
  return { total_usdt: rules.sum(accounts.map((a) => a.total_usdt)), accounts };
}

/** POST /wallet/detail: one coin in one account. */
export async function walletDetail(
  deps: AppDeps,
  caller: Caller,
  input: WalletDetailInput,
): Promise<WalletDetailView> {
  const currency = await currencyOrThrow(deps.db, input.currency);
  const row = await repo.findBalance(deps.db, caller.user.id, currency.id, input.type);
  return { ...balanceView(deps, currency, row), type: input.type };
}

/** GET /currency/user_currency_list: coins that move in and out, with their published rules. */
export async function listUserCurrencies(deps: AppDeps): Promise<UserCurrencyView[]> {
  const currencies = await listActiveCurrencies(deps.db);
  return currencies
    .filter((c) => c.is_transfer && networksOf(c).length > 0)
    .map((c) => ({
      id: c.id,
      name: c.name,
      full_name: c.full_name,
      color: c.color,
      image: c.image,
      networks: networksOf(c),
      deposit_enabled: c.deposit_enabled,
      withdraw_enabled: c.withdraw_enabled,
      withdraw_min: rules.plain(c.withdraw_min),
      withdraw_fee: rules.plain(c.withdraw_fee),
      account_type: c.funds_account,
    }));
}

/** GET /wallet/getRateCurrency: a coin's price in USDT from the feed. */
export async function rateCurrency(deps: AppDeps, id: number): Promise<RateCurrencyView> {
  const currency = await currencyOrThrow(deps.db, id);
  const price = feedPrice(deps.market, currency.id);
  return {
    currency_id: currency.id,
    currency_name: currency.name,
    price: price?.price ?? null,
    price_time: price?.time ?? null,
  };
}
