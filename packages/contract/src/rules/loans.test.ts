import { describe, expect, it } from 'vitest';

import {
  aprOf,
  debtOf,
  hourlyInterest,
  hoursDue,
  interestFor,
  liquidate,
  liquidationPrice,
  LOAN_LEVELS,
  ltvOf,
  marginCallPrice,
  maxBorrow,
  maxWithdrawable,
  pictureOf,
  reaches,
  splitRepayment,
  withinInitial,
} from './loans.js';

const HOUR = 3_600_000;

describe('loan to value (issue #19 worked example)', () => {
  it('lends 39,000 USDT against 1 BTC at 60,000 with 65 %', () => {
    expect(maxBorrow('1', '60000')).toBe('39000');
    expect(ltvOf('39000', '1', '60000')).toBe('0.65');
    expect(withinInitial('39000', '1', '60000')).toBe(true);
    expect(withinInitial('39000.01', '1', '60000')).toBe(false);
  });

  it('calls the margin at BTC ≤ 52,000 and liquidates at ≤ 46,988 (interest ignored)', () => {
    expect(marginCallPrice('39000', '1')).toBe('52000');
    expect(ltvOf('39000', '1', '52000')).toBe('0.75');
    const liq = liquidationPrice('39000', '1');
    expect(liq).toBe('46987.95180722891566265');
    expect(Math.round(Number(liq))).toBe(46988);
    // Every price at or below the trigger has reached 83 %, and no price above it has.
    expect(reaches('39000', '1', '46987.95', LOAN_LEVELS.liquidation)).toBe(true);
    expect(reaches('39000', '1', liq!, LOAN_LEVELS.liquidation)).toBe(true);
    expect(reaches('39000', '1', '46987.96', LOAN_LEVELS.liquidation)).toBe(false);
    expect(reaches('39000', '1', '52000', LOAN_LEVELS.marginCall)).toBe(true);
    expect(reaches('39000', '1', '52000.01', LOAN_LEVELS.marginCall)).toBe(false);
  });

  it('rounds the LTV only when asked, and has none without collateral value', () => {
    expect(ltvOf('39000', '1', '46987.95', 4)).toBe('0.83');
    expect(ltvOf('100', '3', '100', 6)).toBe('0.333333');
    expect(ltvOf('100', '0', '100')).toBeNull();
    expect(liquidationPrice('100', '0')).toBeNull();
  });

  it('cuts the largest loan to 8 decimals, never up', () => {
    expect(maxBorrow('0.5', '3200.5')).toBe('1040.1625');
    expect(maxBorrow('0.00000001', '1')).toBe('0');
    expect(maxBorrow('0.123456', '65000.01')).toBe('5216.01680246'); // 5216.016802464 cut
  });

  it('moves the trigger prices with the debt, interest included', () => {
    expect(debtOf('39000', '3.9')).toBe('39003.9');
    expect(marginCallPrice('39003.9', '1')).toBe('52005.2');
    expect(liquidationPrice('39003.9', '1')).toBe('46992.650602409638554216');
    // Twice the collateral halves both prices.
    expect(marginCallPrice('39000', '2')).toBe('26000');
  });
});

describe('collateral withdrawal', () => {
  it('frees what keeps the LTV at or below 65 %', () => {
    expect(maxWithdrawable('2', '39000', '60000')).toBe('1');
    expect(maxWithdrawable('1', '39000', '60000')).toBe('0');
    // Under water: nothing can leave, never a negative amount.
    expect(maxWithdrawable('1', '39000', '50000')).toBe('0');
    // 1.5 − 39000 / 39000 = 0.5; cut to the coin's decimals.
    expect(maxWithdrawable('1.5', '39000', '60000', 6)).toBe('0.5');
    expect(maxWithdrawable('1.3', '39000', '61000', 6)).toBe('0.316393'); // 0.31639344…
  });
});

describe('interest', () => {
  it('charges principal × hourly rate an hour, cut to 8 decimals, shown as an APR', () => {
    expect(hourlyInterest('39000', '0.00001')).toBe('0.39');
    expect(hourlyInterest('0.0001', '0.00001')).toBe('0');
    expect(hourlyInterest('1234.56789', '0.0000123')).toBe('0.01518518'); // 0.015185184…
    expect(interestFor('39000', '0.00001', 24)).toBe('9.36');
    expect(interestFor('39000', '0.00001', 0)).toBe('0');
    expect(aprOf('0.00001')).toBe('0.0876');
    expect(aprOf('0.000012')).toBe('0.10512');
  });

  it('charges each clock hour at its start, the hour of opening at once', () => {
    const at = (h: number, min: number) => h * HOUR + min * 60_000;
    // Borrowed at 10:20: hour 10 is charged at opening, so interest is charged until hour 11.
    expect(hoursDue(10, at(10, 20))).toBe(1); // the opening itself
    expect(hoursDue(11, at(10, 50))).toBe(0); // repaid at 10:50: one hour in all
    expect(hoursDue(11, at(11, 0))).toBe(1); // the run at 11:00 charges hour 11
    expect(hoursDue(11, at(11, 10))).toBe(1); // repaid at 11:10 before the run: two in all
    expect(hoursDue(12, at(11, 10))).toBe(0); // charged already
    expect(hoursDue(11, at(14, 0))).toBe(4); // missed runs, caught up once
  });
});

describe('repayment', () => {
  it('pays interest first, then principal, never more than the debt', () => {
    expect(splitRepayment('100', '3.9', '39000')).toEqual({
      interest: '3.9',
      principal: '96.1',
      total: '100',
    });
    expect(splitRepayment('2', '3.9', '39000')).toEqual({
      interest: '2',
      principal: '0',
      total: '2',
    });
    expect(splitRepayment('50000', '3.9', '39000')).toEqual({
      interest: '3.9',
      principal: '39000',
      total: '39003.9',
    });
  });
});

describe('liquidation', () => {
  it('sells just enough collateral at the price to repay, returning the rest', () => {
    const out = liquidate('39003.9', '1', '46987.95', 6);
    expect(out).toEqual({
      sold: '0.830084',
      proceeds: '39003.9454878',
      returned: '0.169916',
      surplus: '0.0454878',
      shortfall: '0',
    });
  });

  it('sells all of it after a gap, the shortfall never the user’s', () => {
    const out = liquidate('39000', '1', '30000', 6);
    expect(out).toEqual({
      sold: '1',
      proceeds: '30000',
      returned: '0',
      surplus: '0',
      shortfall: '9000',
    });
  });

  it('cuts the proceeds to 8 decimals, still covering the debt', () => {
    // 0.000039 × 1000000.123456789 = 39.000004814814771: paid 39.00000481.
    expect(liquidate('39', '1', '1000000.123456789', 6)).toMatchObject({
      sold: '0.000039',
      proceeds: '39.00000481',
      surplus: '0.00000481',
    });
  });

  it('repays exactly when the price divides the debt', () => {
    expect(liquidate('40000', '2', '40000', 6)).toMatchObject({
      sold: '1',
      returned: '1',
      surplus: '0',
      shortfall: '0',
    });
  });
});

describe('a loan’s picture', () => {
  it('gives LTV, both prices, the zone and what can be withdrawn at a price', () => {
    const base = { principal: '39000', interest: '0', collateral: '1', collateralDecimals: 6 };
    expect(pictureOf({ ...base, price: '60000' })).toEqual({
      debt: '39000',
      ltv: '0.65',
      marginCallPrice: '52000',
      liquidationPrice: '46987.95180722891566265',
      withdrawable: '0',
      zone: 'safe',
    });
    expect(pictureOf({ ...base, price: '52000' }).zone).toBe('margin_call');
    expect(pictureOf({ ...base, price: '46987.95' }).zone).toBe('liquidation');
    expect(pictureOf({ ...base, price: null })).toMatchObject({ ltv: null, zone: null });
  });
});
