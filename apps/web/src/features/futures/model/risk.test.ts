import { describe, expect, it } from 'vitest';

import { formatRiskRate, returnOnMargin, riskLevel } from './risk';

describe('risk rate display', () => {
  it('grades the risk rate against the liquidation threshold', () => {
    expect(riskLevel(null)).toBe('none');
    expect(riskLevel('152.26')).toBe('safe');
    expect(riskLevel('100')).toBe('safe');
    expect(riskLevel('99.99')).toBe('warning');
    expect(riskLevel('39.99')).toBe('danger');
    expect(riskLevel('40')).toBe('warning');
    expect(riskLevel('20')).toBe('liquidation');
    expect(riskLevel('45', '30')).toBe('danger');
  });

  it('shows two decimals rounded down', () => {
    expect(formatRiskRate('152.2695')).toBe('152.26');
    expect(formatRiskRate('20.999')).toBe('20.99');
    expect(formatRiskRate(null)).toBeNull();
  });

  it('gives the return on margin', () => {
    // −3.25 / 65.0325 × 100 = −4.9975… → −5.00
    expect(returnOnMargin('-3.25', '65.0325')).toBe('-5.00');
    expect(returnOnMargin('13', '65')).toBe('20.00');
    expect(returnOnMargin('1', '0')).toBeNull();
  });
});
