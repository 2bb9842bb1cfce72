import { describe, expect, it } from 'vitest';

import { previewSubscription, toSubscribeInput } from './subscribe';

const PROJECT = {
  id: 4,
  price: '0.5',
  token_decimals: 2,
  min_amount: '10',
  user_cap: '400',
  pay_currency: 'USDT',
};

describe('previewSubscription', () => {
  it('freezes price × amount and caps what it can receive', () => {
    expect(previewSubscription(PROJECT, '300', '1000')).toEqual({
      pay: '150',
      maxTokens: '300',
      problem: null,
    });
    expect(previewSubscription(PROJECT, '800', '1000')).toMatchObject({
      pay: '400',
      maxTokens: '400',
    });
  });

  it('rounds the payment up to 8 decimals', () => {
    const p = { ...PROJECT, price: '0.000000015', token_decimals: 0 };
    expect(previewSubscription(p, '1', null).pay).toBe('0.00000002');
  });

  it('names the first problem in the order the server checks', () => {
    expect(previewSubscription(PROJECT, '', '1').problem).toBe('empty');
    expect(previewSubscription(PROJECT, 'abc', '1').problem).toBe('invalid');
    expect(previewSubscription(PROJECT, '0', '1').problem).toBe('invalid');
    expect(previewSubscription(PROJECT, '1.001', '1').problem).toBe('precision');
    expect(previewSubscription(PROJECT, '5', '1000').problem).toBe('belowMin');
    expect(previewSubscription(PROJECT, '300', '149.99').problem).toBe('balance');
    expect(previewSubscription(PROJECT, '300', null).problem).toBeNull();
  });

  it('sends the amount as typed, the price the user saw and the payment currency', () => {
    expect(toSubscribeInput(PROJECT, ' 12.50 ')).toEqual({
      project_id: 4,
      amount: '12.5',
      pay_currency: 'USDT',
      price: '0.5',
    });
  });
});
