import { describe, expect, it } from 'vitest';
import { Money } from '@meridian/contract';

import { estimateLiquidationPrice, previewOrder, type AccountFigures } from './order-preview';
import { lotBounds, platformPrice, quantityOf } from './pair';
import { btcPair as btc, marketLongPreview } from '../testing/fixtures';

const emptyAccount = (available: string): AccountFigures => ({
  available,
  total_margin: '0',
  total_profits: '0',
  liquidation_risk_rate: '20',
});

describe('platform price', () => {
  it('opens a long at the ask, rounded up, and a short at the bid, rounded down', () => {
    // 65000 × 1.0005 = 65032.5; 65000 × 0.9995 = 64967.5
    expect(platformPrice('65000', '0.0005', 2, 1)).toBe('65032.50');
    expect(platformPrice('65000', '0.0005', 2, 2)).toBe('64967.50');
    // 0.15123 × 1.0005 = 0.151305615 → 0.15131; × 0.9995 = 0.151154385 → 0.15115
    expect(platformPrice('0.15123', '0.0005', 5, 1)).toBe('0.15131');
    expect(platformPrice('0.15123', '0.0005', 5, 2)).toBe('0.15115');
  });
});

describe('lots', () => {
  it('uses the pair bounds when the quotation carries them, else 1 to 1000', () => {
    expect(lotBounds({})).toEqual({ min: 1, max: 1000 });
    expect(lotBounds({ lever_min_share: 2, lever_max_share: '50' })).toEqual({ min: 2, max: 50 });
    expect(lotBounds({ lever_min_share: null, lever_max_share: 300 })).toEqual({
      min: 1,
      max: 300,
    });
  });

  it('turns lots into a base quantity exactly', () => {
    expect(quantityOf(3, '0.01').toFixed()).toBe('0.03');
    expect(quantityOf(7, '100').toFixed()).toBe('700');
  });
});

describe('estimated liquidation price', () => {
  const base = {
    openPrice: '65032.50',
    quantity: new Money('0.01'),
    margin: new Money('65.0325'),
    fee: new Money('0.650325'),
    precision: 2,
  };

  it('puts a long where the risk rate meets the threshold, rounded down', () => {
    // A' = 100 − 65.0325 − 0.650325 = 34.317175; M' = 65.0325; R × M' / 100 = 13.0065
    // cushion = 34.317175 + 65.0325 − 13.0065 = 86.343175; 86.343175 / 0.01 = 8634.3175
    // p = 65032.50 − 8634.3175 = 56398.1825 → 56398.18
    expect(estimateLiquidationPrice({ ...base, direction: 1, account: emptyAccount('100') })).toBe(
      '56398.18',
    );
  });

  it('puts a short above the open price, rounded up', () => {
    // short at 64967.50: notional 649.675, margin 64.9675, fee 0.649675
    // A' = 100 − 64.9675 − 0.649675 = 34.382825; R × M' / 100 = 12.9935
    // cushion = 34.382825 + 64.9675 − 12.9935 = 86.356825 → / 0.01 = 8635.6825
    // p = 64967.50 + 8635.6825 = 73603.1825 → 73603.19
    expect(
      estimateLiquidationPrice({
        ...base,
        direction: 2,
        openPrice: '64967.50',
        margin: new Money('64.9675'),
        fee: new Money('0.649675'),
        account: emptyAccount('100'),
      }),
    ).toBe('73603.19');
  });

  it('counts the margin and P/L of the positions already open', () => {
    // Existing: margin 100, unrealised −50; available 200.
    // A' = 200 − 65.682825 = 134.317175; M' = 165.0325; R × M' / 100 = 33.0065
    // cushion = 134.317175 + 165.0325 − 50 − 33.0065 = 216.343175 → / 0.01 = 21634.3175
    // p = 65032.50 − 21634.3175 = 43398.1825 → 43398.18
    expect(
      estimateLiquidationPrice({
        ...base,
        direction: 1,
        account: {
          available: '200',
          total_margin: '100',
          total_profits: '-50',
          liquidation_risk_rate: '20',
        },
      }),
    ).toBe('43398.18');
  });

  it('agrees with the server rule for the position once it is open', () => {
    // futuresRules (contract): available 92.846425 after opening 0.01 BTC long at 65032.5, 100x
    // (margin 6.50325, fee 0.0650325), 20 % → 55227.5975 → 55227.59. Before opening the account
    // held 92.846425 + 6.50325 + 0.0650325 = 99.4147075.
    expect(
      estimateLiquidationPrice({
        ...base,
        direction: 1,
        margin: new Money('6.50325'),
        fee: new Money('0.0650325'),
        account: emptyAccount('99.4147075'),
      }),
    ).toBe('55227.59');
  });

  it('has none for a long the account can carry to a price of zero', () => {
    // cushion with 1000 available: 986.343175 / 0.01 = 98634.3175 > 65032.50
    expect(
      estimateLiquidationPrice({ ...base, direction: 1, account: emptyAccount('1000') }),
    ).toBeNull();
  });

  it('uses the configured threshold', () => {
    // R = 50: R × M' / 100 = 32.51625; cushion = 34.317175 + 65.0325 − 32.51625 = 66.833425
    // p = 65032.50 − 6683.3425 = 58349.1575 → 58349.15
    expect(
      estimateLiquidationPrice({
        ...base,
        direction: 1,
        account: { ...emptyAccount('100'), liquidation_risk_rate: '50' },
      }),
    ).toBe('58349.15');
  });
});

describe('order preview', () => {
  /** A market long of 1 lot at 10x from a lever account with 100 USDT available. */
  const marketLong = {
    pair: btc,
    direction: 1 as const,
    entry: 'market' as const,
    lots: 1,
    leverage: 10,
    account: emptyAccount('100'),
  };

  it('prices a market long at the ask with margin, fee, liquidation and risk rate', () => {
    // notional 65032.50 × 0.01 = 650.325; margin / 10 = 65.0325; fee 0.1 % = 0.650325.
    // Risk rate after: (34.317175 + 65.0325 + 0.01 × (65000 − 65032.5)) / 65.0325 × 100
    // = 152.2695… → 152.27; liquidation as worked out above: 56398.18.
    expect(previewOrder(marketLong)).toEqual({
      ...marketLongPreview,
      markPrice: '65000',
      quantity: '0.01',
    });
  });

  it('prices a limit short at its own price', () => {
    const preview = previewOrder({
      ...marketLong,
      direction: 2,
      entry: 'limit',
      limitPrice: '70000',
      lots: 2,
      leverage: 20,
      account: emptyAccount('1000'),
    });
    // notional 70000 × 0.02 = 1400; margin 70; fee 1.4
    expect(preview).toMatchObject({
      entryPrice: '70000',
      notional: '1400',
      margin: '70',
      fee: '1.4',
      cost: '71.4',
      enough: true,
    });
  });

  it('says when the lever account does not cover margin and fee', () => {
    expect(previewOrder({ ...marketLong, account: emptyAccount('65.68') })?.enough).toBe(false);
  });

  it('leaves the account figures out for a visitor', () => {
    expect(previewOrder({ ...marketLong, account: null })).toMatchObject({
      margin: '65.0325',
      liquidationPrice: null,
      riskRateAfter: null,
      enough: null,
    });
  });

  it('has nothing to show without a price, lots or a limit price', () => {
    const input = { ...marketLong, account: null };
    expect(previewOrder({ ...input, pair: { ...btc, now_price: null } })).toBeNull();
    expect(previewOrder({ ...input, lots: 0 })).toBeNull();
    expect(previewOrder({ ...input, entry: 'limit', limitPrice: '' })).toBeNull();
  });
});
