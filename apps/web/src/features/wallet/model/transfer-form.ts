import type { AccountBalanceView, AccountType, WalletListView } from '@meridian/contract';

import { compactErrors } from '../../../lib/form';
import { toWireAmount, validateAmount, type WalletFormErrors } from './amount';
import { chooseSide, swapSides } from './sides';

/** A move of one coin between two of the user's own accounts (POST /wallet/change). */
export interface TransferFormValues {
  from: AccountType;
  to: AccountType;
  currencyId: number | null;
  amount: string;
}

export type TransferField = 'currency' | 'amount' | 'to';

export function swapTransferAccounts(values: TransferFormValues): TransferFormValues {
  return swapSides(values, 'from', 'to');
}

/** Choosing the account already on the other side swaps the two instead of making them equal. */
export function chooseTransferAccount(
  values: TransferFormValues,
  side: 'from' | 'to',
  account: AccountType,
): TransferFormValues {
  return chooseSide(values, side, side === 'from' ? 'to' : 'from', account);
}

/** The coins of the source account, as /wallet/list lists them. */
export function transferCurrencies(
  list: WalletListView | undefined,
  from: AccountType,
): AccountBalanceView[] {
  return list?.accounts.find((a) => a.type === from)?.currencies ?? [];
}

/**
 * Two different accounts, a coin, and an amount that is positive with at most 10 decimals and
 * within what the source account has available (`null` while it is loading: not checked yet).
 */
export function validateTransfer(
  values: TransferFormValues,
  available: string | null,
): WalletFormErrors<TransferField> {
  return compactErrors({
    currency: values.currencyId === null ? 'CURRENCY_REQUIRED' : undefined,
    to: values.from === values.to ? 'SAME_ACCOUNT' : undefined,
    amount: validateAmount(values.amount, { available }),
  });
}

/** The body of POST /wallet/change; account numbers are accepted as well as names. */
export function toTransferInput(values: TransferFormValues) {
  return {
    currency_id: values.currencyId ?? 0,
    number: toWireAmount(values.amount) ?? values.amount.trim(),
    from_field: values.from,
    to_field: values.to,
  };
}
