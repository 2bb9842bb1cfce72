import { describe, expect, it } from 'vitest';

import {
  breakevenPercent,
  optionFee,
  payoutOf,
  previewOption,
  ratioLabel,
  ratioNumber,
  ratioPercent,
} from './preview';

describe('option ticket preview', () => {
  it('shows payout 18, profit 8, breakeven 55.56 % and maximum loss 10 for 10 at 80 % without a fee', () => {
    expect(previewOption('10', { profit_ratio: '0.8', fee_rate: '0' })).toEqual({
      stake: '10',
      fee: '0',
      payout: '18',
      profit: '8',
      maxLoss: '10',
      breakevenPercent: '55.56',
    });
  });

  it('shows payout 185 and breakeven 54.05 % for 100 at the 85 % of the product rules', () => {
    const preview = previewOption('100', { profit_ratio: '0.85', fee_rate: '0' });
    expect(preview?.payout).toBe('185');
    expect(preview?.profit).toBe('85');
    expect(preview?.breakevenPercent).toBe('54.05');
  });

  it('adds a configured fee to the maximum loss and takes it off the profit', () => {
    // 10 x 0.01 = 0.1; profit 18 - 10 - 0.1 = 7.9; breakeven 1.01 / 1.8 = 56.11 %.
    expect(previewOption('10', { profit_ratio: '0.8', fee_rate: '0.01' })).toEqual({
      stake: '10',
      fee: '0.1',
      payout: '18',
      profit: '7.9',
      maxLoss: '10.1',
      breakevenPercent: '56.11',
    });
  });

  it('keeps exact decimals where floats would drift', () => {
    // 0.1 x 1.7 is 0.17000000000000001 in floating point.
    const preview = previewOption('0.1', { profit_ratio: '0.7', fee_rate: '0' });
    expect(preview?.payout).toBe('0.17');
    expect(preview?.profit).toBe('0.07');
    expect(previewOption('33.33333333', { profit_ratio: '0.85', fee_rate: '0' })?.payout).toBe(
      '61.6666666605',
    );
  });

  it('rounds the fee up and the payout down to 10 decimals, as the server does', () => {
    expect(optionFee('1.23456789', '0.001').toFixed()).toBe('0.0012345679');
    expect(optionFee('0.00000001', '0.002').toFixed()).toBe('0.0000000001');
    expect(optionFee('10', '').toFixed()).toBe('0');
    // 1.23456789 x 1.85 = 2.2839505965 exactly; 0.33333333 x 1.33333333 = 0.4444444388888889 (cut, not rounded).
    expect(payoutOf('1.23456789', '0.85')).toBe('2.2839505965');
    expect(payoutOf('0.33333333', '0.33333333')).toBe('0.4444444388');
  });

  it('has no preview while the stake is empty, zero or not a number', () => {
    for (const stake of ['', '0', '0.00', 'abc', '-5', '1e3']) {
      expect(previewOption(stake, { profit_ratio: '0.8', fee_rate: '0' })).toBeNull();
    }
  });

  it('computes the breakeven win rate as 1 / (1 + ratio)', () => {
    expect(breakevenPercent('1')).toBe('50.00');
    expect(breakevenPercent('0.9')).toBe('52.63');
    expect(breakevenPercent('0.7')).toBe('58.82');
  });

  it('writes payout ratios as percents for the duration chips', () => {
    expect(ratioPercent('0.85')).toBe('85');
    expect(ratioPercent('0.825')).toBe('82.5');
    expect(ratioPercent('1.5')).toBe('150');
    expect(ratioLabel('0.85')).toBe('+85%');
    expect(ratioLabel('0.825', 'fr')).toBe('+82,5\u00a0%');
    expect(ratioNumber('0.825', 'es')).toBe('82,5');
    expect(ratioNumber('0.85')).toBe('85');
  });
});

describe('payout of a placed order', () => {
  it('pays stake x (1 + ratio) exactly', () => {
    expect(payoutOf('10', '0.8')).toBe('18');
    expect(payoutOf('0.1', '0.7')).toBe('0.17');
  });
});
