import { describe, expect, it } from 'vitest';

import { percentOf, previewDeposit, redemptionOf, scheduleOf, toDepositInput } from './deposit';

const PRODUCT = { daily_rate: '0.004', lock_days: 3, min_amount: '100', penalty_ratio: '0.004' };

describe('previewDeposit', () => {
  it('shows the spec example: 1000 at 0.4 % for 3 days pays 4 a day, 12 in all; redeeming at once costs 12', () => {
    expect(previewDeposit(PRODUCT, '1000', '5000')).toEqual({
      daily: '4',
      total: '12',
      fullPenalty: '12',
      problem: null,
    });
  });

  it('cuts the daily yield to 8 decimals', () => {
    expect(previewDeposit({ ...PRODUCT, daily_rate: '0.0035' }, '1234.56789', null)).toMatchObject({
      daily: '4.32098761',
      total: '12.96296283',
    });
  });

  it('names what stops an amount, in the order the server checks', () => {
    expect(previewDeposit(PRODUCT, ' ', '1').problem).toBe('empty');
    expect(previewDeposit(PRODUCT, 'abc', '1').problem).toBe('invalid');
    expect(previewDeposit(PRODUCT, '0', '1').problem).toBe('invalid');
    expect(previewDeposit(PRODUCT, '-5', '1').problem).toBe('invalid');
    expect(previewDeposit(PRODUCT, '100.123456789', '1000').problem).toBe('precision');
    expect(previewDeposit(PRODUCT, '99.99999999', '1000').problem).toBe('belowMin');
    expect(previewDeposit(PRODUCT, '100.5', '100').problem).toBe('balance');
    expect(previewDeposit(PRODUCT, '100', '100').problem).toBeNull();
    // Balance not known yet: the server decides.
    expect(previewDeposit(PRODUCT, '100', null).problem).toBeNull();
  });
});

describe('the rest of the lock-up model', () => {
  it('sends the amount as a plain decimal', () => {
    expect(toDepositInput({ id: 7 }, ' 100.50 ')).toEqual({ config_id: 7, amount: '100.5' });
  });

  it('gives back the amount less the penalty on early redemption', () => {
    expect(redemptionOf({ amount: '1000', penalty_now: '12' })).toBe('988');
  });

  it('starts at the next 00:00 UTC and ends lock days later', () => {
    expect(scheduleOf(3, Date.parse('2026-11-26T13:00:00Z'))).toEqual({
      firstDay: '2026-11-27',
      endsAt: Date.parse('2026-11-30T00:00:00Z'),
    });
  });

  it('writes a rate as a percentage', () => {
    expect(percentOf('0.004')).toBe('0.4');
    expect(percentOf('1.46')).toBe('146');
  });
});
