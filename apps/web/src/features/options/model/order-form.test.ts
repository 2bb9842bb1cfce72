import { describe, expect, it } from 'vitest';

import { quotation } from '../../../testing/market-fixtures';
import {
  chooseDuration,
  choosePair,
  choosePayable,
  isAccountEmpty,
  optionPairs,
  toSubmitInput,
} from './order-form';

const btc = quotation({ match_id: 1, currency_name: 'BTC', sort: 2 });
const eth = quotation({ match_id: 2, currency_name: 'ETH', sort: 1 });
const aapl = quotation({ match_id: 9, currency_name: 'AAPL', sort: 3, open_microtrade: false });

describe('options order form', () => {
  it('lists only pairs open for options, in sort order', () => {
    expect(optionPairs([btc, eth, aapl]).map((p) => p.symbol)).toEqual(['ETH/USDT', 'BTC/USDT']);
  });

  it('opens the ?symbol= pair, else BTC/USDT, else the first', () => {
    const pairs = optionPairs([btc, eth]);
    expect(choosePair(pairs, 'eth-usdt')?.symbol).toBe('ETH/USDT');
    expect(choosePair(pairs, 'AAPL/USDT')?.symbol).toBe('BTC/USDT');
    expect(choosePair(pairs, null)?.symbol).toBe('BTC/USDT');
    expect(choosePair([eth], null)?.symbol).toBe('ETH/USDT');
    expect(choosePair([], 'BTC/USDT')).toBeNull();
  });

  it('stakes USDT unless another payable currency was chosen', () => {
    const list = [
      { id: 1, name: 'BTC', available: '0.1' },
      { id: 3, name: 'USDT', available: '100' },
    ];
    expect(choosePayable(list, null)?.id).toBe(3);
    expect(choosePayable(list, 1)?.id).toBe(1);
    expect(choosePayable([], null)).toBeNull();
  });

  it('keeps the chosen duration while it is published', () => {
    const durations = [
      {
        id: 4,
        seconds: 30,
        profit_ratio: '0.8',
        min_amount: '1',
        max_amount: '100',
        fee_rate: '0',
      },
      {
        id: 5,
        seconds: 60,
        profit_ratio: '0.85',
        min_amount: '1',
        max_amount: '100',
        fee_rate: '0',
      },
    ];
    expect(chooseDuration(durations, 5)?.seconds).toBe(60);
    expect(chooseDuration(durations, 99)?.seconds).toBe(30);
    expect(chooseDuration([], null)).toBeNull();
  });

  it('calls an account empty only when its balance is known to be zero', () => {
    expect(isAccountEmpty('0')).toBe(true);
    expect(isAccountEmpty('0.00')).toBe(true);
    expect(isAccountEmpty('5')).toBe(false);
    expect(isAccountEmpty(null)).toBe(false);
  });

  it('builds the submit body with wire names', () => {
    expect(
      toSubmitInput({
        pair: btc,
        currencyId: 3,
        direction: 'down',
        duration: { seconds: 60 },
        stake: '10.50',
      }),
    ).toEqual({ match_id: 1, currency_id: 3, type: 2, seconds: 60, number: '10.5' });
  });
});
