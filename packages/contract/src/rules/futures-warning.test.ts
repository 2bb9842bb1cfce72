import { describe, expect, it } from 'vitest';

import { exposureLiquidationPrices, isLiquidatable, riskOf, warningRiskRate } from './futures.js';

describe('the liquidation warning level', () => {
  it('is twice the threshold, never above halfway to 100 %', () => {
    expect(warningRiskRate('20')).toBe('40');
    expect(warningRiskRate('30')).toBe('60');
    expect(warningRiskRate('60')).toBe('80');
    expect(warningRiskRate('100')).toBe('100');
  });

  it('worked example: long 0.01 BTC from 65032.5, margin 6.50325, available 92.846425, 20 %', () => {
    const exposure = {
      netQty: '0.01',
      cost: '650.325',
      margin: '6.50325',
      mark: '65000',
      precision: 2,
    };
    const [liquidation] = exposureLiquidationPrices('92.846425', [exposure], '20');
    const [warning] = exposureLiquidationPrices('92.846425', [exposure], warningRiskRate('20'));
    // 65032.5 + (0.2 × 6.50325 − 92.846425 − 6.50325) / 0.01 = 55227.5975
    expect(liquidation).toBe('55227.59');
    // 65032.5 + (0.4 × 6.50325 − 92.846425 − 6.50325) / 0.01 = 55357.6625
    expect(warning).toBe('55357.66');
    // At the warning price the risk rate is 40 %: warned, not yet liquidated.
    const at = (mark: string) =>
      riskOf('92.846425', [
        { direction: 1, open: '65032.5', qty: '0.01', margin: '6.50325', mark },
      ]);
    expect(isLiquidatable(at('55357.66'), '40')).toBe(true);
    expect(isLiquidatable(at('55357.67'), '40')).toBe(false);
    expect(isLiquidatable(at('55357.66'), '20')).toBe(false);
  });
});
