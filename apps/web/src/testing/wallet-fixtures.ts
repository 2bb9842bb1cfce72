import {
  accountNameOf,
  type AccountBalanceView,
  type AccountType,
  type WalletAccountView,
} from '@meridian/contract';

/** One coin in one account as POST /wallet/list answers it, all of its balance available. */
export function coinBalance(
  currency_id: number,
  currency_name: string,
  balance: string,
  usdt_value: string | null,
): AccountBalanceView {
  return {
    currency_id,
    currency_name,
    full_name: currency_name,
    color: null,
    image: null,
    balance,
    available: balance,
    frozen: '0',
    locked: '0',
    price: null,
    usdt_value,
  };
}

/** One of the four accounts of POST /wallet/list. */
export function walletAccount(
  type: AccountType,
  total_usdt: string,
  currencies: AccountBalanceView[] = [],
  unpriced = 0,
): WalletAccountView {
  return { type, name: accountNameOf(type), total_usdt, unpriced, currencies };
}
