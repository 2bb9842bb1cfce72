import { describe, expect, it } from 'vitest';

import { Money, isDecimalString, positiveAmount, toMoney } from './money.js';

describe('money', () => {
  it('uses precision 40 (at least the spec’s 20) with half-up rounding', () => {
    expect(new Money('1').div(3).toString()).toBe(`0.${'3'.repeat(40)}`);
    expect(new Money('0.1').plus('0.2').toString()).toBe('0.3');
    expect(new Money('2.5').toDecimalPlaces(0).toString()).toBe('3');
  });

  it('accepts positive amounts with up to 10 decimals only', () => {
    const schema = positiveAmount();
    expect(schema.parse('0.0000000001')).toBe('0.0000000001');
    expect(schema.parse(12.5)).toBe('12.5');
    for (const bad of ['0', '-1', '0.00000000001', '1e5', 'abc', '01', '']) {
      expect(schema.safeParse(bad).success, bad).toBe(false);
    }
    expect(isDecimalString('100.25', 2)).toBe(true);
    expect(isDecimalString('100.255', 2)).toBe(false);
  });
});

describe('audit 6: money arithmetic keeps every digit a numeric(36,18) column holds', () => {
  it('adds, multiplies and subtracts 36-digit amounts exactly', () => {
    const big = '123456789012345678.123456789012345678';
    expect(toMoney(big).plus('0.000000000000000001').toFixed()).toBe(
      '123456789012345678.123456789012345679',
    );
    expect(toMoney(big).minus(big).toFixed()).toBe('0');
    expect(toMoney('999999999999999999.999999999999999999').times(1).toFixed()).toBe(
      '999999999999999999.999999999999999999',
    );
  });
});
