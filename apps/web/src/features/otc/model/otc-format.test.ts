import { describe, expect, it } from 'vitest';

import { isAmountText, timeLeft } from './otc-format';

describe('otc format', () => {
  it('counts the payment window down in minutes and seconds, never below zero', () => {
    expect(timeLeft(900_000, 0)).toBe('15:00');
    expect(timeLeft(65_500, 0)).toBe('01:05');
    expect(timeLeft(0, 5_000)).toBe('00:00');
  });

  it('takes positive decimals with bounded places', () => {
    expect(isAmountText('100', 2)).toBe(true);
    expect(isAmountText('100.25', 2)).toBe(true);
    expect(isAmountText('100.255', 2)).toBe(false);
    expect(isAmountText('0', 2)).toBe(false);
    expect(isAmountText('abc', 2)).toBe(false);
  });
});
