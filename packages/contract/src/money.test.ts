import { describe, expect, it } from 'vitest';

import { Money, isDecimalString, positiveAmount } from './money.js';

describe('money', () => {
  it('uses precision 20 with half-up rounding', () => {
    expect(new Money('1').div(3).toString()).toBe('0.33333333333333333333');
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
