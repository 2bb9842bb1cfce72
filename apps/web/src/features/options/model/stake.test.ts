import { describe, expect, it } from 'vitest';

import en from '../../../i18n/locales/en.json';
import {
  maxStake,
  quickStakes,
  sanitizeStakeInput,
  stakeErrorKey,
  toWireStake,
  validateStake,
  type StakeErrorCode,
} from './stake';

const bounds = { min: '1', max: '1000', available: '50' };

describe('stake validation', () => {
  it('accepts a stake inside the range that the account covers', () => {
    expect(validateStake('10', bounds)).toBeNull();
    expect(validateStake('50', bounds)).toBeNull();
    expect(validateStake('1', bounds)).toBeNull();
    expect(validateStake('10.', bounds)).toBeNull();
  });

  it('reports problems in the order the user can fix them', () => {
    const cases: [string, StakeErrorCode][] = [
      ['', 'REQUIRED'],
      ['  ', 'REQUIRED'],
      ['abc', 'AMOUNT_INVALID'],
      ['1.2.3', 'AMOUNT_INVALID'],
      ['1.123456789', 'AMOUNT_DECIMALS'],
      ['0', 'AMOUNT_NOT_POSITIVE'],
      ['0.5', 'BELOW_MIN'],
      ['1001', 'ABOVE_MAX'],
      ['50.01', 'INSUFFICIENT_BALANCE'],
    ];
    for (const [text, code] of cases) expect(validateStake(text, bounds)?.code, text).toBe(code);
  });

  it('carries the numbers the message needs', () => {
    expect(validateStake('0.5', bounds)).toEqual({
      code: 'BELOW_MIN',
      params: { min: '1', max: '1000' },
    });
    expect(validateStake('1.123456789', bounds)).toEqual({
      code: 'AMOUNT_DECIMALS',
      params: { decimals: 8 },
    });
  });

  it('counts the fee against the account: 50 at 1 % needs 50.5', () => {
    expect(validateStake('50', { ...bounds, feeRate: '0.01' })).toEqual({
      code: 'INSUFFICIENT_BALANCE',
      params: { needed: '50.5', available: '50' },
    });
    expect(validateStake('49.5', { ...bounds, feeRate: '0.01' })).toBeNull();
  });

  it('skips the balance check while the balance is unknown (a visitor)', () => {
    expect(validateStake('500', { ...bounds, available: null })).toBeNull();
  });

  it('has an English message for every error, with its placeholders filled by i18next', () => {
    const codes: StakeErrorCode[] = [
      'REQUIRED',
      'AMOUNT_INVALID',
      'AMOUNT_DECIMALS',
      'AMOUNT_NOT_POSITIVE',
      'BELOW_MIN',
      'ABOVE_MAX',
      'INSUFFICIENT_BALANCE',
    ];
    for (const code of codes) {
      const key = stakeErrorKey(code).split('.');
      expect(key[0]).toBe('options');
      expect(en.options.errors[code], code).toBeTruthy();
    }
    expect(en.options.errors.BELOW_MIN).toContain('{{min}}');
    expect(en.options.errors.ABOVE_MAX).toContain('{{max}}');
  });
});

describe('stake input', () => {
  it('keeps digits and one point with at most 8 decimals', () => {
    expect(sanitizeStakeInput('0010,123456789')).toBe('10.12345678');
    expect(sanitizeStakeInput('.5')).toBe('0.5');
    expect(sanitizeStakeInput('1a2b')).toBe('12');
    expect(sanitizeStakeInput('1.2.3')).toBe('1.23');
  });

  it('turns typed text into a wire amount', () => {
    expect(toWireStake('10.50')).toBe('10.5');
    expect(toWireStake('10.')).toBe('10');
    expect(toWireStake('x')).toBeNull();
  });
});

describe('quick stakes', () => {
  it('offers round stakes inside the duration range', () => {
    expect(quickStakes('1', '1000')).toEqual(['10', '50', '100', '500']);
    expect(quickStakes('20', '60')).toEqual(['50']);
    expect(quickStakes('100', '100000')).toEqual(['100', '500', '1000', '5000']);
  });

  it('offers the minimum when no round stake fits', () => {
    expect(quickStakes('0.5', '5')).toEqual(['0.5']);
  });

  it('caps the largest stake by the duration and by what the account covers with the fee', () => {
    expect(maxStake('1000', '1', '50.5', '0')).toBe('50.5');
    expect(maxStake('1000', '1', '50.5', '0.01')).toBe('50');
    expect(maxStake('20', '1', '50.5', '0')).toBe('20');
    expect(maxStake('1000', '1', '0.5', '0')).toBeNull();
    expect(maxStake('1000', '1', null, '0')).toBe('1000');
  });

  it('never offers a maximum whose rounded fee tips it over the balance', () => {
    // 10 / 1.003 = 9.97008973…; its fee 0.02991027 rounds so the total stays within 10.
    const stake = maxStake('1000', '1', '10', '0.003')!;
    expect(
      validateStake(stake, { min: '1', max: '1000', available: '10', feeRate: '0.003' }),
    ).toBeNull();
  });
});
