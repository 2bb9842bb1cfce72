import { describe, expect, it } from 'vitest';

import {
  maxWithdrawable,
  receiveAmount,
  toWithdrawInput,
  validateWithdraw,
  validateWithdrawPayPassword,
  withdrawBlocker,
} from './withdraw-form';

const info = {
  available: '100',
  min: '10',
  fee: '1.5',
  remaining_amount: '60' as string | null,
  withdraw_enabled: true,
  kyc_level: 1,
  hold_until: null as number | null,
  pay_password_set: true,
};
const toAddress = { kind: 'address' as const, addressId: 7 };

describe('withdraw form', () => {
  it('computes what the destination receives as amount minus fee', () => {
    expect(receiveAmount('100', '1.5')).toBe('98.5');
    expect(receiveAmount('0.3', '0.1')).toBe('0.2');
    expect(receiveAmount('1', '1.5')).toBe('0');
    expect(receiveAmount('', '1.5')).toBeNull();
  });

  it('accepts an amount between the minimum and the available balance and limit', () => {
    expect(validateWithdraw({ amount: '10', destination: toAddress }, info)).toEqual({});
    expect(validateWithdraw({ amount: '60', destination: toAddress }, info)).toEqual({});
  });

  it('rejects a negative, zero or malformed amount', () => {
    expect(validateWithdraw({ amount: '-5', destination: toAddress }, info).amount).toBe(
      'AMOUNT_INVALID',
    );
    expect(validateWithdraw({ amount: '0', destination: toAddress }, info).amount).toBe(
      'AMOUNT_NOT_POSITIVE',
    );
    expect(
      validateWithdraw({ amount: '10.00000000001', destination: toAddress }, info).amount,
    ).toBe('AMOUNT_DECIMALS');
  });

  it('rejects an amount below the minimum', () => {
    expect(validateWithdraw({ amount: '9.9', destination: toAddress }, info).amount).toBe(
      'BELOW_MIN',
    );
  });

  it('rejects an amount above the available balance', () => {
    const rich = { ...info, remaining_amount: null };
    expect(validateWithdraw({ amount: '100.5', destination: toAddress }, rich).amount).toBe(
      'INSUFFICIENT_BALANCE',
    );
  });

  it('rejects an amount above the remaining 24 h limit', () => {
    expect(validateWithdraw({ amount: '60.01', destination: toAddress }, info).amount).toBe(
      'LIMIT_EXCEEDED',
    );
  });

  it('rejects an amount the fee would swallow', () => {
    const costly = { ...info, min: '1', fee: '2' };
    expect(validateWithdraw({ amount: '2', destination: toAddress }, costly).amount).toBe(
      'RECEIVE_NOT_POSITIVE',
    );
    expect(validateWithdraw({ amount: '2.01', destination: toAddress }, costly)).toEqual({});
  });

  it('needs a destination', () => {
    expect(validateWithdraw({ amount: '20', destination: null }, info)).toEqual({
      destination: 'DESTINATION_REQUIRED',
    });
  });

  it('fills "all" with the balance, or the remaining limit when smaller', () => {
    expect(maxWithdrawable(info)).toBe('60');
    expect(maxWithdrawable({ available: '100', remaining_amount: null })).toBe('100');
    expect(maxWithdrawable({ available: '5', remaining_amount: '60' })).toBe('5');
  });

  it('wants a pay password of exactly six digits', () => {
    expect(validateWithdrawPayPassword('123456')).toBeUndefined();
    expect(validateWithdrawPayPassword('12345')).toBe('PAY_PASSWORD_FORMAT');
    expect(validateWithdrawPayPassword('12345a')).toBe('PAY_PASSWORD_FORMAT');
  });

  it('names what blocks a withdrawal, most important first', () => {
    const now = 1_000;
    expect(withdrawBlocker(info, now)).toBeNull();
    expect(withdrawBlocker({ ...info, withdraw_enabled: false, kyc_level: 0 }, now)).toBe(
      'disabled',
    );
    expect(withdrawBlocker({ ...info, kyc_level: 0 }, now)).toBe('kyc');
    expect(withdrawBlocker({ ...info, hold_until: 2_000 }, now)).toBe('hold');
    expect(withdrawBlocker({ ...info, hold_until: 500 }, now)).toBeNull();
    expect(withdrawBlocker({ ...info, pay_password_set: false }, now)).toBe('payPassword');
  });

  it('builds the /wallet/out body for an address or a bank card', () => {
    expect(toWithdrawInput({ amount: '12.50', destination: toAddress }, 3, '123456')).toEqual({
      currency: 3,
      number: '12.5',
      pay_password: '123456',
      address_id: 7,
    });
    expect(
      toWithdrawInput(
        { amount: '20', destination: { kind: 'bank', bank: 'international' } },
        3,
        '123456',
      ),
    ).toEqual({ currency: 3, number: '20', pay_password: '123456', bank: 'international' });
    const typed = {
      kind: 'typed' as const,
      network: 'TRC20',
      address: ' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t ',
    };
    expect(toWithdrawInput({ amount: '20', destination: typed }, 3, '123456')).toEqual({
      currency: 3,
      number: '20',
      pay_password: '123456',
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      network: 'TRC20',
    });
  });

  it('sends a passkey answer instead of the pay password', () => {
    expect(
      toWithdrawInput({ amount: '12.50', destination: toAddress }, 3, { passkey: '{"id":"a"}' }),
    ).toEqual({ currency: 3, number: '12.5', passkey: '{"id":"a"}', address_id: 7 });
  });
});
