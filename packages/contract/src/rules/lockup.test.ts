import { describe, expect, it } from 'vitest';

import {
  addDays,
  aprOf,
  dailyYield,
  daysHeld,
  earlyPenalty,
  endsAt,
  firstDayOf,
  meetsMinimum,
  penaltyWithinPrincipal,
  redemptionPayout,
  remainingDays,
  totalYield,
} from './lockup.js';

describe('lock-up yield', () => {
  it('pays amount × daily rate a day, rounded down to 8 decimals', () => {
    expect(dailyYield('1000', '0.004')).toBe('4');
    expect(dailyYield('1234.56789', '0.0035')).toBe('4.32098761'); // 4.320987615 cut
    expect(dailyYield('0.00000001', '0.003')).toBe('0'); // below one unit: nothing
    expect(dailyYield('333.33333333', '0.003')).toBe('0.99999999');
  });

  it('totals the days at the rounded daily yield, and shows the rate as an APR', () => {
    expect(totalYield('1000', '0.004', 30)).toBe('120');
    expect(totalYield('1234.56789', '0.0035', 3)).toBe('12.96296283');
    expect(aprOf('0.004')).toBe('1.46');
    expect(aprOf('0.003')).toBe('1.095');
  });
});

describe('lock-up early redemption', () => {
  it('charges ratio × remaining days × amount: 0.4 % × 3 × 1000 = 12', () => {
    expect(earlyPenalty('1000', '0.004', 3)).toBe('12');
    expect(redemptionPayout('1000', '12')).toBe('988');
    expect(earlyPenalty('1000', '0.004', 0)).toBe('0');
  });

  it('rounds the penalty up to 8 decimals and never above the amount', () => {
    expect(earlyPenalty('0.123456789', '0.003', 1)).toBe('0.00037038'); // 0.000370370367
    expect(earlyPenalty('1000', '0.05', 30)).toBe('1000');
  });

  it('counts the days not yet paid as remaining', () => {
    expect(remainingDays(30, 27)).toBe(3);
    expect(remainingDays(30, 30)).toBe(0);
    expect(remainingDays(3, 5)).toBe(0);
  });

  it('lets operators publish only a penalty ratio that stays within the principal', () => {
    expect(penaltyWithinPrincipal('0.004', 30)).toBe(true);
    expect(penaltyWithinPrincipal('0.01', 100)).toBe(true);
    expect(penaltyWithinPrincipal('0.05', 30)).toBe(false);
  });

  it('accepts a deposit of at least the minimum single amount', () => {
    expect(meetsMinimum('100', '100')).toBe(true);
    expect(meetsMinimum('99.99999999', '100')).toBe(false);
  });
});

describe('lock-up days', () => {
  it('starts at the first 00:00 UTC at or after the deposit', () => {
    expect(firstDayOf(Date.parse('2026-11-26T13:00:00Z'))).toBe('2026-11-27');
    expect(firstDayOf(Date.parse('2026-11-27T00:00:00Z'))).toBe('2026-11-27');
    expect(firstDayOf(Date.parse('2026-12-31T23:59:59.999Z'))).toBe('2027-01-01');
  });

  it('ends at 00:00 UTC after the last day, and counts full days held', () => {
    expect(addDays('2026-11-27', 3)).toBe('2026-11-30');
    expect(endsAt('2026-11-27', 3)).toBe(Date.parse('2026-11-30T00:00:00Z'));
    expect(daysHeld('2026-11-27', 3, Date.parse('2026-11-26T23:00:00Z'))).toBe(0);
    expect(daysHeld('2026-11-27', 3, Date.parse('2026-11-27T23:59:59Z'))).toBe(0);
    expect(daysHeld('2026-11-27', 3, Date.parse('2026-11-29T05:00:00Z'))).toBe(2);
    expect(daysHeld('2026-11-27', 3, Date.parse('2026-12-09T00:00:00Z'))).toBe(3);
  });
});
