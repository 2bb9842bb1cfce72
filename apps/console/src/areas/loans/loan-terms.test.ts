import { adminLoanCollateralInputSchema, adminLoanPoolInputSchema } from '@meridian/contract';
import { describe, expect, it } from 'vitest';

import { aprPercentOf, hourlyPercentToRate, poolLimitOf, rateToHourlyPercent } from './loan-terms';

describe('hourly rates', () => {
  it('turns an hourly percentage into the stored rate and back, digit for digit', () => {
    expect(hourlyPercentToRate('0.001')).toBe('0.00001');
    expect(hourlyPercentToRate(' 0.0012 ')).toBe('0.000012');
    expect(hourlyPercentToRate('0')).toBe('0');
    expect(hourlyPercentToRate('1')).toBe('0.01');
    expect(rateToHourlyPercent('0.00001')).toBe('0.001');
    expect(rateToHourlyPercent('0.000012')).toBe('0.0012');
  });

  it('refuses what the server refuses: above 1 % an hour, too many decimals, not a number', () => {
    expect(hourlyPercentToRate('1.01')).toBeNull();
    expect(hourlyPercentToRate('0.000000001')).toBeNull();
    expect(hourlyPercentToRate('-1')).toBeNull();
    expect(hourlyPercentToRate('x')).toBeNull();
    // What it accepts, the server's schema accepts too.
    const rate = hourlyPercentToRate('0.00000001')!;
    expect(
      adminLoanCollateralInputSchema.safeParse({ currency_id: 1, hourly_rate: rate, enabled: 1 })
        .success,
    ).toBe(true);
  });

  it('shows the rate as an APR (8,760 hours)', () => {
    expect(aprPercentOf('0.00001')).toBe('8.76');
    expect(aprPercentOf('0.000012')).toBe('10.512');
  });
});

describe('pool limits', () => {
  it('takes a USDT amount of up to 8 decimals and 15 digits, 0 included', () => {
    expect(poolLimitOf(' 1000000 ')).toBe('1000000');
    expect(poolLimitOf('0')).toBe('0');
    expect(poolLimitOf('12.5')).toBe('12.5');
    expect(poolLimitOf('1.123456789')).toBeNull();
    expect(poolLimitOf('1000000000000000')).toBeNull();
    expect(poolLimitOf('-1')).toBeNull();
    expect(adminLoanPoolInputSchema.safeParse({ limit: poolLimitOf('12.5') }).success).toBe(true);
  });
});
