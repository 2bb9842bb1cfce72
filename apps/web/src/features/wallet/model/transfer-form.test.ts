import { describe, expect, it } from 'vitest';
import type { WalletListView } from '@meridian/contract';

import {
  chooseTransferAccount,
  swapTransferAccounts,
  toTransferInput,
  transferCurrencies,
  validateTransfer,
  type TransferFormValues,
} from './transfer-form';

const values: TransferFormValues = { from: 2, to: 1, currencyId: 3, amount: '10' };

describe('transfer form', () => {
  it('swaps the two accounts', () => {
    expect(swapTransferAccounts(values)).toMatchObject({ from: 1, to: 2 });
  });

  it('swaps instead of choosing the same account on both sides', () => {
    expect(chooseTransferAccount(values, 'from', 1)).toMatchObject({ from: 1, to: 2 });
    expect(chooseTransferAccount(values, 'to', 4)).toMatchObject({ from: 2, to: 4 });
  });

  it('accepts an amount within the available balance', () => {
    expect(validateTransfer(values, '10')).toEqual({});
  });

  it('rejects a transfer above the available balance', () => {
    expect(validateTransfer({ ...values, amount: '10.0000000001' }, '10')).toEqual({
      amount: 'INSUFFICIENT_BALANCE',
    });
  });

  it('needs a coin, two different accounts and a positive amount', () => {
    expect(validateTransfer({ from: 2, to: 2, currencyId: null, amount: '0' }, '5')).toEqual({
      currency: 'CURRENCY_REQUIRED',
      to: 'SAME_ACCOUNT',
      amount: 'AMOUNT_NOT_POSITIVE',
    });
  });

  it('builds the /wallet/change body with account numbers', () => {
    expect(toTransferInput({ ...values, amount: '10.50' })).toEqual({
      currency_id: 3,
      number: '10.5',
      from_field: 2,
      to_field: 1,
    });
  });

  it('lists the coins of the source account', () => {
    const list = {
      total_usdt: '0',
      accounts: [
        { type: 1, name: 'legal', total_usdt: '0', unpriced: 0, currencies: [] },
        {
          type: 2,
          name: 'change',
          total_usdt: '0',
          unpriced: 0,
          currencies: [{ currency_id: 3, currency_name: 'USDT' }],
        },
      ],
    } as unknown as WalletListView;
    expect(transferCurrencies(list, 2).map((c) => c.currency_name)).toEqual(['USDT']);
    expect(transferCurrencies(list, 4)).toEqual([]);
    expect(transferCurrencies(undefined, 2)).toEqual([]);
  });
});
