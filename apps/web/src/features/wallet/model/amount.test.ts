import { describe, expect, it } from 'vitest';

import { minAmount, sanitizeAmountInput, toWireAmount, validateAmount } from './amount';

describe('sanitizeAmountInput', () => {
  it.each([
    ['12.5', '12.5'],
    ['0012,3456', '12.3456'],
    ['.5', '0.5'],
    ['1.2.3', '1.23'],
    ['abc', ''],
    ['00', '0'],
    ['1.123456789012', '1.1234567890'],
    ['5.', '5.'],
  ])('cleans %s to %s', (raw, expected) => {
    expect(sanitizeAmountInput(raw)).toBe(expected);
  });

  it('drops the decimal point when no decimals are allowed', () => {
    expect(sanitizeAmountInput('3.7', 0)).toBe('3');
  });
});

describe('toWireAmount', () => {
  it('normalises typed amounts to plain decimal strings', () => {
    expect(toWireAmount('1.')).toBe('1');
    expect(toWireAmount('0.50')).toBe('0.5');
    expect(toWireAmount('0.00000001')).toBe('0.00000001');
    expect(toWireAmount('1e5')).toBeNull();
    expect(toWireAmount('-1')).toBeNull();
  });
});

describe('validateAmount', () => {
  it('asks for an amount when the field is empty', () => {
    expect(validateAmount('  ')).toBe('REQUIRED');
  });

  it('rejects text that is not a number', () => {
    expect(validateAmount('1,5')).toBe('AMOUNT_INVALID');
    expect(validateAmount('1e3')).toBe('AMOUNT_INVALID');
  });

  it('allows 10 decimals and rejects 11', () => {
    expect(validateAmount('0.0000000001')).toBeUndefined();
    expect(validateAmount('0.00000000001')).toBe('AMOUNT_DECIMALS');
  });

  it('rejects zero', () => {
    expect(validateAmount('0.000')).toBe('AMOUNT_NOT_POSITIVE');
  });

  it('checks the minimum, then the balance, then the limit', () => {
    const bounds = { min: '10', available: '100', limit: '50' };
    expect(validateAmount('9.99', bounds)).toBe('BELOW_MIN');
    expect(validateAmount('10', bounds)).toBeUndefined();
    expect(validateAmount('100.01', bounds)).toBe('INSUFFICIENT_BALANCE');
    expect(validateAmount('50.0000000001', bounds)).toBe('LIMIT_EXCEEDED');
    expect(validateAmount('50', bounds)).toBeUndefined();
  });

  it('compares exactly, without floating-point error', () => {
    expect(validateAmount('0.3', { available: '0.3' })).toBeUndefined();
    // Trailing zeros are not decimals that matter: the wire gets "0.3".
    expect(validateAmount('0.30000000000', { available: '0.3' })).toBeUndefined();
    expect(validateAmount('0.3000000001', { available: '0.3' })).toBe('INSUFFICIENT_BALANCE');
  });
});

describe('minAmount', () => {
  it('takes the smaller amount, ignoring a missing one', () => {
    expect(minAmount('50', '20.5')).toBe('20.5');
    expect(minAmount('50', null)).toBe('50');
  });
});
