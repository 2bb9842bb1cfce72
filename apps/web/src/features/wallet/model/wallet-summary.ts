import {
  ACCOUNT_TYPES,
  accountNameOf,
  convertFiat,
  Money,
  type AccountBalanceView,
  type AccountName,
  type AccountType,
  type WalletAccountView,
  type WalletListView,
} from '@meridian/contract';

/** The four accounts in the order the product lists them: legal, exchange, lever, options. */
export const ACCOUNT_ORDER: readonly AccountType[] = [
  ACCOUNT_TYPES.legal,
  ACCOUNT_TYPES.change,
  ACCOUNT_TYPES.lever,
  ACCOUNT_TYPES.micro,
];

/** `fund.account.<name>` labels each account. */
export function accountLabelKey(type: AccountType): `fund.account.${AccountName}` {
  return `fund.account.${accountNameOf(type)}`;
}

/** Parses an account from a query string: a number 1-4 or a name; null otherwise. */
export function parseAccountType(value: string | null | undefined): AccountType | null {
  if (!value) return null;
  const text = value.trim().toLowerCase();
  if (text in ACCOUNT_TYPES) return ACCOUNT_TYPES[text as AccountName];
  const n = Number(text);
  return (ACCOUNT_ORDER as readonly number[]).includes(n) ? (n as AccountType) : null;
}

/** Balances worth less than this (in USDT) count as small. */
export const SMALL_BALANCE_USDT = '1';

/**
 * A balance is small when it is zero, or priced below 1 USDT. A non-zero balance without a price
 * is never small: hiding it would hide money we cannot value.
 */
export function isSmallBalance(row: Pick<AccountBalanceView, 'balance' | 'usdt_value'>): boolean {
  if (new Money(row.balance).isZero()) return true;
  if (row.usdt_value === null) return false;
  return new Money(row.usdt_value).lessThan(SMALL_BALANCE_USDT);
}

/** The account's coins, largest value first (then largest balance, then name); small ones hidden on request. */
export function visibleCurrencies(
  account: Pick<WalletAccountView, 'currencies'>,
  { hideSmall = false }: { hideSmall?: boolean } = {},
): AccountBalanceView[] {
  const rows = hideSmall
    ? account.currencies.filter((r) => !isSmallBalance(r))
    : [...account.currencies];
  return rows.sort((a, b) => {
    const byValue = new Money(b.usdt_value ?? 0).comparedTo(a.usdt_value ?? 0);
    if (byValue !== 0) return byValue;
    const byBalance = new Money(b.balance).comparedTo(a.balance);
    return byBalance !== 0 ? byBalance : a.currency_name.localeCompare(b.currency_name);
  });
}

export interface AccountShare {
  type: AccountType;
  totalUsdt: string;
  /** Percent of the whole wallet, 0-100 with 2 decimals; "0" when the wallet is empty. */
  percent: string;
}

/**
 * Each account's part of the total, in ACCOUNT_ORDER. With totals 75 and 25 the shares are
 * "75.00" and "25.00".
 */
export function accountShares(list: WalletListView): AccountShare[] {
  const total = ACCOUNT_ORDER.reduce(
    (sum, type) => sum.plus(list.accounts.find((a) => a.type === type)?.total_usdt ?? 0),
    new Money(0),
  );
  return ACCOUNT_ORDER.map((type) => {
    const totalUsdt = list.accounts.find((a) => a.type === type)?.total_usdt ?? '0';
    const percent = total.isZero() ? '0' : new Money(totalUsdt).div(total).times(100).toFixed(2);
    return { type, totalUsdt, percent };
  });
}

/** How many balances in the wallet have no price (left out of every total). */
export function unpricedCount(list: WalletListView): number {
  return list.accounts.reduce((sum, account) => sum + account.unpriced, 0);
}

/**
 * A USDT value in a display fiat: USDT counts as USD (PRODUCT-RULES.md), then the fiat's rate
 * from USD. With no rate the value stays in USD. usdtToFiat('10', 'CNY', '7.2') → 72 CNY.
 */
export function usdtToFiat(
  usdt: string,
  fiat: string,
  rate: string | null,
): { value: string; fiat: string } {
  if (fiat === 'USD' || rate === null) return { value: new Money(usdt).toFixed(), fiat: 'USD' };
  return { value: convertFiat(usdt, rate), fiat };
}

/** A coin of any account, e.g. to name a currency id in a history row. */
export function currencyName(list: WalletListView | undefined, currencyId: number): string | null {
  for (const account of list?.accounts ?? []) {
    const row = account.currencies.find((c) => c.currency_id === currencyId);
    if (row) return row.currency_name;
  }
  return null;
}
