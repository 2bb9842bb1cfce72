import { describe, expect, it } from 'vitest';

import {
  closePrice,
  decimalsIn,
  exposureLiquidationPrices,
  exposureProfitLoss,
  exposuresOf,
  isLimitPriceValid,
  isLiquidatable,
  isStopLossValid,
  isTakeProfitValid,
  liquidationPrice,
  liquidationPriceOf,
  liquidationPrices,
  marginOf,
  nextUtcMidnight,
  notional,
  openCost,
  openPrice,
  overnightFeeOf,
  profitLoss,
  quantity,
  reachesLimit,
  riskOf,
  riskOfTotals,
  riskRate,
  settleClose,
  splitOvernightFee,
  tradeFeeOf,
  utcDay,
  utcDayStart,
  type RiskPosition,
} from './futures.js';
import { toMoney } from '../money.js';
import * as futures from './futures.js';

const LONG = 1 as const;
const SHORT = 2 as const;

describe('open and close prices', () => {
  it('opens a long at the ask and a short at the bid around the feed price', () => {
    // 65000 × (1 ± 0.0005) = 65032.5 / 64967.5
    expect(openPrice(LONG, '65000', '0.0005', 2)).toBe('65032.5');
    expect(openPrice(SHORT, '65000', '0.0005', 2)).toBe('64967.5');
  });

  it('closes a long at the bid and a short at the ask', () => {
    expect(closePrice(LONG, '70000', '0.0005', 2)).toBe('69965');
    expect(closePrice(SHORT, '70000', '0.0005', 2)).toBe('70035');
  });

  it('rounds the ask up and the bid down to the price precision', () => {
    // 0.15 × 1.0005 = 0.150075 → ask 0.15008; 0.15 × 0.9995 = 0.149925 → bid 0.14992
    expect(openPrice(LONG, '0.15', '0.0005', 5)).toBe('0.15008');
    expect(openPrice(SHORT, '0.15', '0.0005', 5)).toBe('0.14992');
  });
});

describe('notional, margin and fee', () => {
  it('computes 2 lots of 0.01 BTC at 65032.5 with 100x and fee rate 0.001', () => {
    expect(quantity(2, '0.01')).toBe('0.02');
    expect(notional('65032.5', 2, '0.01')).toBe('1300.65');
    expect(marginOf('1300.65', 100)).toBe('13.0065');
    expect(tradeFeeOf('1300.65', '0.001')).toBe('1.30065');
    expect(
      openCost({ price: '65032.5', share: 2, lotSize: '0.01', multiple: 100, feeRate: '0.001' }),
    ).toEqual({
      notional: '1300.65',
      margin: '13.0065',
      fee: '1.30065',
      total: '14.30715',
    });
  });

  it.each([
    // 1 lot of 0.01 BTC at 65032.50, 10x, fee rate 0.001 (the H5 order preview's example)
    ['65032.50', 1, '0.01', 10, '0.001', '650.325', '65.0325', '0.650325', '65.682825'],
    // 3 × 0.1 × 3200.17 = 960.051; / 7 = 137.150142857… → 137.15014286 (rounded up)
    ['3200.17', 3, '0.1', 7, '0.001', '960.051', '137.15014286', '0.960051', '138.11019386'],
    // 2 lots of 0.01 at 70000, 20x
    ['70000', 2, '0.01', 20, '0.001', '1400', '70', '1.4', '71.4'],
  ] as const)(
    'opens %s × %i × %s at %ix, fee rate %s: notional %s, margin %s, fee %s, total %s',
    (price, share, lotSize, multiple, feeRate, value, margin, fee, total) => {
      expect(openCost({ price, share, lotSize, multiple, feeRate })).toEqual({
        notional: value,
        margin,
        fee,
        total,
      });
    },
  );

  it('audit 6: keeps 8 decimals, what the user pays rounded up', () => {
    // 450.24 / 7 = 64.32 exactly
    expect(marginOf('450.24', 7)).toBe('64.32');
    // 100 / 3 = 33.333333333… → 33.33333334 (the user pays: up, never down)
    expect(marginOf('100', 3)).toBe('33.33333334');
    // 0.000000001 × 1 → 0.00000001 (a fee never rounds away to 0)
    expect(tradeFeeOf('0.000000001', '1')).toBe('0.00000001');
    expect(overnightFeeOf('1', 1, '0.000000001', '1')).toBe('0.00000001');
  });
});

describe('audit 6: a result rounds against the user by at most one unit, never in their favour', () => {
  it('rounds a gain down and a loss up', () => {
    // long 0.003 from 1.000000001 to 1.000000004: +0.000000009 → 0 (a gain rounds down)
    expect(profitLoss(1, '1.000000001', '1.000000004', '0.003')).toBe('0');
    // the same short: −0.000000009 → −0.00000001 (a loss rounds up)
    expect(profitLoss(2, '1.000000001', '1.000000004', '0.003')).toBe('-0.00000001');
    // exact amounts are not touched
    expect(profitLoss(1, '65032.5', '69965', '0.02')).toBe('98.65');
  });
});

describe('profit and loss', () => {
  it('is (close − open) × quantity for a long and reversed for a short', () => {
    // (69965 − 65032.5) × 0.02 = 98.65
    expect(profitLoss(LONG, '65032.5', '69965', '0.02')).toBe('98.65');
    expect(profitLoss(SHORT, '65032.5', '69965', '0.02')).toBe('-98.65');
    // short from 64967.5 bought back at the ask 60030: (64967.5 − 60030) × 0.01 = 49.375
    expect(profitLoss(SHORT, '64967.5', '60030', '0.01')).toBe('49.375');
  });
});

describe('risk rate', () => {
  const position: RiskPosition = {
    direction: LONG,
    open: '65032.5',
    qty: '0.02',
    margin: '13.0065',
    mark: '64032.5',
  };

  it('sums margin and unrealised P/L at the marks', () => {
    // P/L (64032.5 − 65032.5) × 0.02 = −20; equity 100 + 13.0065 − 20 = 93.0065
    expect(riskOf('100', [position])).toEqual({
      totalMargin: '13.0065',
      unrealised: '-20',
      equity: '93.0065',
    });
  });

  it('is (available + margin + P/L) / margin × 100 with 2 decimals', () => {
    // 93.0065 / 13.0065 × 100 = 715.0770…
    expect(riskRate(riskOf('100', [position]))).toBe('715.08');
    expect(riskRate(riskOf('100', []))).toBeNull();
  });

  it('liquidates at or below the threshold, not above', () => {
    expect(isLiquidatable({ totalMargin: '13', unrealised: '0', equity: '2.6' }, '20')).toBe(true);
    expect(isLiquidatable({ totalMargin: '13', unrealised: '0', equity: '2.59' }, '20')).toBe(true);
    expect(isLiquidatable({ totalMargin: '13', unrealised: '0', equity: '2.61' }, '20')).toBe(
      false,
    );
    // A margin eaten to 0 by overnight fees liquidates once equity is 0 or less.
    expect(isLiquidatable({ totalMargin: '0', unrealised: '-1', equity: '0' }, '20')).toBe(true);
  });
});

describe('estimated liquidation price', () => {
  it('solves the threshold for one long: 55227.5975 → 55227.59 (rounded towards the danger)', () => {
    // 100 USDT, long 1 lot of 0.01 at 65032.5, 100x: margin 6.50325, fee 0.650325, available 92.846425.
    // p = 65032.5 + (0.2 × 6.50325 − 92.846425 − 6.50325) / 0.01 = 55227.5975
    const long: RiskPosition = {
      direction: LONG,
      open: '65032.5',
      qty: '0.01',
      margin: '6.50325',
      mark: '65000',
    };
    expect(liquidationPrice('92.846425', [long], 0, '20', 2)).toBe('55227.59');
    // At that price the rate is at the threshold; one cent above it is not.
    expect(isLiquidatable(riskOf('92.846425', [{ ...long, mark: '55227.59' }]), '20')).toBe(true);
    expect(isLiquidatable(riskOf('92.846425', [{ ...long, mark: '55227.6' }]), '20')).toBe(false);
  });

  it('solves it for one short: 74772.5975 → 74772.60', () => {
    // Short 1 lot at 64967.5: margin 6.49675, fee 0.649675, available 92.853575.
    // p = 64967.5 − (0.2 × 6.49675 − 92.853575 − 6.49675) / 0.01 = 74772.5975
    const short: RiskPosition = {
      direction: SHORT,
      open: '64967.5',
      qty: '0.01',
      margin: '6.49675',
      mark: '65000',
    };
    expect(liquidationPrice('92.853575', [short], 0, '20', 2)).toBe('74772.60');
  });

  it('holds the other positions at their marks', () => {
    const long: RiskPosition = {
      direction: LONG,
      open: '65032.5',
      qty: '0.01',
      margin: '6.50325',
      mark: '65000',
    };
    // A short ETH 0.1 at 3198.4, mark 3300: P/L (3198.4 − 3300) × 0.1 = −10.16; margin 3.1984.
    const eth: RiskPosition = {
      direction: SHORT,
      open: '3198.4',
      qty: '0.1',
      margin: '3.1984',
      mark: '3300',
    };
    // Total margin 9.70165, threshold 20 % of it 1.94033; BTC's own P/L at 65000 is −0.325.
    // BTC: p = 65032.5 + (1.94033 − 50 − 9.70165 + 10.16) / 0.01 = 65032.5 − 4760.132 = 60272.368 → 60272.36
    // ETH: p = 3198.4 − (1.94033 − 50 − 9.70165 + 0.325) / 0.1 = 3198.4 + 574.3632 = 3772.7632 → 3772.77
    expect(
      liquidationPrices(
        '50',
        [
          { ...long, precision: 2 },
          { ...eth, precision: 2 },
        ],
        '20',
      ),
    ).toEqual(['60272.36', '3772.77']);
    expect(isLiquidatable(riskOf('50', [{ ...long, mark: '60272.36' }, eth]), '20')).toBe(true);
    expect(isLiquidatable(riskOf('50', [{ ...long, mark: '60272.37' }, eth]), '20')).toBe(false);
  });

  it('is null when no positive price liquidates a long', () => {
    const long: RiskPosition = {
      direction: LONG,
      open: '100',
      qty: '1',
      margin: '50',
      mark: '100',
    };
    // p = 100 + (10 − 1000 − 50) / 1 = −940
    expect(liquidationPrice('1000', [long], 0, '20', 2)).toBeNull();
  });
});

describe('exposures: positions of one pair summed (risk and liquidation in O(pairs))', () => {
  const long = (qty: string, open: string): RiskPosition => ({
    direction: LONG,
    open,
    qty,
    margin: toMoney(open).times(qty).dividedBy(100).toFixed(),
    mark: '65000',
    symbol: 'BTC/USDT',
  });

  it('sums signed quantity, signed cost and margin per pair', () => {
    // long 0.02 from 65032.5 and short 0.01 from 64967.5: net 0.01, cost 1300.65 − 649.675
    const { exposures, indexOf } = exposuresOf([
      long('0.02', '65032.5'),
      { ...long('0.01', '64967.5'), direction: SHORT },
    ]);
    expect(indexOf).toEqual([0, 0]);
    expect(exposures).toEqual([
      { netQty: '0.01', cost: '650.975', margin: '19.50325', mark: '65000' },
    ]);
    // P/L 0.01 × 65000 − 650.975 = −0.975 (= −0.65 of the long + −0.325 of the short)
    expect(exposureProfitLoss(exposures[0]!)).toBe('-0.975');
  });

  it('gives one position exactly its own P/L', () => {
    const one = exposuresOf([long('0.003', '1.000000001')]).exposures[0]!;
    expect(exposureProfitLoss({ ...one, mark: '1.000000004' })).toBe(
      profitLoss(LONG, '1.000000001', '1.000000004', '0.003'),
    );
  });

  it('liquidates two longs of one pair at the price where the account reaches the threshold', () => {
    // Longs 0.01 and 0.02 from 65000 at 100x: margins 6.5 and 13, ΣM 19.5, available 50, 20 %.
    // p = (0.2 × 19.5 − 50 − 19.5 − 0 + 1950) / 0.03 = 1884.4 / 0.03 = 62813.333… → 62813.33
    const positions = [long('0.01', '65000'), long('0.02', '65000')].map((p) => ({
      ...p,
      precision: 2,
    }));
    expect(liquidationPrices('50', positions, '20')).toEqual(['62813.33', '62813.33']);
    const at = (mark: string) => positions.map((p) => ({ ...p, mark }));
    expect(isLiquidatable(riskOf('50', at('62813.33')), '20')).toBe(true);
    expect(isLiquidatable(riskOf('50', at('62813.34')), '20')).toBe(false);
  });

  it('has no liquidation price for a pair whose longs and shorts cancel out', () => {
    const hedged = exposuresOf([
      long('0.01', '65000'),
      { ...long('0.01', '65000'), direction: SHORT },
    ]).exposures.map((e) => ({ ...e, precision: 2 }));
    expect(exposureLiquidationPrices('50', hedged, '20')).toEqual([null]);
  });
});

describe('take-profit, stop-loss and limit validity', () => {
  it('wants a long take-profit above the open and current price and a stop-loss below both', () => {
    expect(isTakeProfitValid(LONG, '66000', '65032.5', '65000')).toBe(true);
    expect(isTakeProfitValid(LONG, '65010', '65032.5', '65000')).toBe(false);
    expect(isStopLossValid(LONG, '64000', '65032.5', '65000')).toBe(true);
    expect(isStopLossValid(LONG, '65010', '65032.5', '65000')).toBe(false);
  });

  it('mirrors them for a short', () => {
    expect(isTakeProfitValid(SHORT, '64000', '64967.5', '65000')).toBe(true);
    expect(isTakeProfitValid(SHORT, '64980', '64967.5', '65000')).toBe(false);
    expect(isStopLossValid(SHORT, '66000', '64967.5', '65000')).toBe(true);
    expect(isStopLossValid(SHORT, '64980', '64967.5', '65000')).toBe(false);
  });

  it('wants a limit long below the current price and a limit short above', () => {
    expect(isLimitPriceValid(LONG, '64000', '65000')).toBe(true);
    expect(isLimitPriceValid(LONG, '65000', '65000')).toBe(false);
    expect(isLimitPriceValid(SHORT, '66000', '65000')).toBe(true);
    expect(isLimitPriceValid(SHORT, '64000', '65000')).toBe(false);
    expect(reachesLimit(LONG, '64000', '64000')).toBe(true);
    expect(reachesLimit(LONG, '64000.01', '64000')).toBe(false);
    expect(reachesLimit(SHORT, '66000', '66000')).toBe(true);
  });

  it('counts the decimals typed', () => {
    expect(decimalsIn('65000')).toBe(0);
    expect(decimalsIn('65000.125')).toBe(3);
  });
});

describe('settling a close', () => {
  it('returns margin plus profit to available and takes the profit from the counterparty', () => {
    expect(settleClose('100', '13.0065', '98.65')).toEqual({
      available: '111.6565',
      frozen: '-13.0065',
      exchange: '-98.65',
      shortfall: '0',
    });
  });

  it('caps a loss at the lever account and books the rest against insurance', () => {
    // Long 0.01 from 65032.5 liquidated at the bid 49975: P/L −150.575; margin 6.50325,
    // available 92.846425 → the account pays 99.349675, insurance 51.225325.
    expect(settleClose('92.846425', '6.50325', '-150.575')).toEqual({
      available: '-92.846425',
      frozen: '-6.50325',
      exchange: '150.575',
      shortfall: '51.225325',
    });
  });
});

describe('overnight fee', () => {
  it('is the open notional × the daily rate', () => {
    // 65032.5 × 2 × 0.01 × 0.0005 = 0.650325
    expect(overnightFeeOf('65032.5', 2, '0.01', '0.0005')).toBe('0.650325');
  });

  it('comes from the margin first, then the lever available, never more than both', () => {
    expect(splitOvernightFee('0.65', '13', '10')).toEqual({
      fromMargin: '0.65',
      fromAvailable: '0',
      charged: '0.65',
    });
    expect(splitOvernightFee('0.65', '0.5', '10')).toEqual({
      fromMargin: '0.5',
      fromAvailable: '0.15',
      charged: '0.65',
    });
    expect(splitOvernightFee('0.65', '0.5', '0.1')).toEqual({
      fromMargin: '0.5',
      fromAvailable: '0.1',
      charged: '0.6',
    });
  });

  it('runs at 00:00 UTC', () => {
    const t = Date.parse('2024-06-05T13:47:00Z');
    expect(utcDay(t)).toBe('2024-06-05');
    expect(utcDayStart(t)).toBe(Date.parse('2024-06-05T00:00:00Z'));
    expect(nextUtcMidnight(t)).toBe(Date.parse('2024-06-06T00:00:00Z'));
    expect(nextUtcMidnight(Date.parse('2024-06-06T00:00:00Z'))).toBe(
      Date.parse('2024-06-07T00:00:00Z'),
    );
  });
});

describe('risk and liquidation from the account totals (the H5 order preview)', () => {
  it('sums available, total margin and unrealised P/L into the equity', () => {
    // 34.317175 + 65.0325 − 0.325 = 99.024675; / 65.0325 × 100 = 152.2695… → 152.27
    expect(riskOfTotals('34.317175', '65.0325', '-0.325')).toEqual({
      totalMargin: '65.0325',
      unrealised: '-0.325',
      equity: '99.024675',
    });
    expect(riskRate(riskOfTotals('34.317175', '65.0325', '-0.325'))).toBe('152.27');
    expect(riskRate(riskOfTotals('100', '0', '0'))).toBeNull();
  });

  it('gives what riskOf gives for the same positions', () => {
    const position: RiskPosition = {
      direction: LONG,
      open: '65032.5',
      qty: '0.02',
      margin: '13.0065',
      mark: '64032.5',
    };
    expect(riskOfTotals('100', '13.0065', '-20')).toEqual(riskOf('100', [position]));
  });

  it('solves the same liquidation price as liquidationPrices', () => {
    const long: RiskPosition = {
      direction: LONG,
      open: '65032.5',
      qty: '0.01',
      margin: '6.50325',
      mark: '65000',
    };
    // p = 65032.5 + (1.30065 − 92.846425 − 6.50325 + 0.325 − 0.325) / 0.01 = 55227.5975
    const risk = riskOf('92.846425', [long]);
    expect(liquidationPriceOf('92.846425', risk, { ...long, precision: 2 }, '20')).toBe('55227.59');
    expect(liquidationPrices('92.846425', [{ ...long, precision: 2 }], '20')).toEqual(['55227.59']);
  });

  it.each([
    // A new long 0.01 at 65032.50 (margin 65.0325, fee 0.650325) on an empty account of 100:
    // available 34.317175, margin 65.0325; p = 65032.50 − (34.317175 + 65.0325 − 13.0065) / 0.01
    [LONG, '65032.50', '34.317175', '65.0325', '0', '20', '56398.18'],
    // The same short at 64967.50: p = 64967.50 + (34.382825 + 64.9675 − 12.9935) / 0.01 = 73603.1825
    [SHORT, '64967.50', '34.382825', '64.9675', '0', '20', '73603.19'],
    // With margin 100 and P/L −50 already open and 200 available before opening
    [LONG, '65032.50', '134.317175', '165.0325', '-50', '20', '43398.18'],
    // At a 50 % threshold: p = 65032.50 − 66.833425 / 0.01 = 58349.1575
    [LONG, '65032.50', '34.317175', '65.0325', '0', '50', '58349.15'],
    // An account that carries the long to a price of zero
    [LONG, '65032.50', '934.317175', '65.0325', '0', '20', null],
  ] as const)(
    '%i from %s with available %s, margin %s, P/L %s at %s %% → %s',
    (direction, open, available, totalMargin, unrealised, threshold, expected) => {
      expect(
        liquidationPriceOf(
          available,
          { totalMargin, unrealised },
          { direction, open, qty: '0.01', mark: open, precision: 2 },
          threshold,
        ),
      ).toBe(expected);
    },
  );
});

describe('sizing by cost and by a share of the available', () => {
  // 0.01 BTC lots at 65032.5, 10x, fee 0.001: margin 65.0325 + fee 0.650325 = 65.682825 a lot.
  const btc = { price: '65032.5', lotSize: '0.01', multiple: 10, feeRate: '0.001' };

  it.each([
    ['200', 3], // 3 lots cost 197.048475
    ['197.048475', 3], // exactly 3 lots
    ['197.048474', 2], // one unit short of 3 lots
    ['65.682825', 1],
    ['65.68', 0],
    ['0', 0],
    ['-5', 0],
  ])('buys the most whole lots whose margin + fee fit %s USDT', (budget, lots) => {
    expect(futures.maxLotsWithin(budget, btc, 1000)).toBe(lots);
    if (lots > 0) {
      const cost = openCost({ ...btc, share: lots }).total;
      expect(toMoney(cost).lte(budget)).toBe(true);
      expect(toMoney(openCost({ ...btc, share: lots + 1 }).total).gt(budget)).toBe(true);
    }
  });

  it('never goes above the pair’s largest lot count', () => {
    expect(futures.maxLotsWithin('100000', btc, 50)).toBe(50);
  });

  it('finds the true largest fit where rounding up the margin makes the estimate wrong', () => {
    // One lot: 100 / 3 = 33.33333334 (rounded up); two: 66.66666667, less than twice one.
    const odd = { price: '100', lotSize: '1', multiple: 3, feeRate: '0' };
    expect(futures.maxLotsWithin('66.66666667', odd, 1000)).toBe(2);
    expect(futures.maxLotsWithin('66.66666666', odd, 1000)).toBe(1);
    expect(futures.maxLotsWithin('100', odd, 1000)).toBe(3);
  });

  it.each([
    [25, '1000', 3], // 250 USDT
    [50, '1000', 7], // 500 → 7 lots cost 459.779775
    [100, '1000', 15], // 15 lots cost 985.242375
    [25, '200', 0], // 50 USDT: not one lot
  ])('sizes %s %% of %s USDT available to %s lots', (percent, available, lots) => {
    expect(futures.lotsForPercent(percent, available, btc, 1000)).toBe(lots);
  });
});

describe('take-profit and stop-loss by return on margin (ROE)', () => {
  it.each([
    [LONG, '66300', '20'],
    [LONG, '64350', '-10'],
    [SHORT, '63700', '20'],
    [SHORT, '65650', '-10'],
    [LONG, '65000', '0'],
  ] as const)('direction %s from 65000 at 10x: price %s is ROE %s %%', (direction, price, roe) => {
    expect(futures.roeAtPrice(direction, '65000', price, 10)).toBe(roe);
  });

  it.each([
    [LONG, '20', '66300.00'],
    [LONG, '-10', '64350.00'],
    [SHORT, '20', '63700.00'],
    [SHORT, '-10', '65650.00'],
  ] as const)('direction %s from 65000 at 10x: ROE %s %% is price %s', (direction, roe, price) => {
    expect(futures.priceAtRoe(direction, '65000', roe, 10, 2)).toBe(price);
  });

  it('rounds the price half-up to the pair precision and the ROE to 2 decimals', () => {
    // 65032.5 × (1 + 15 / 100 / 100) = 65130.04875 → 65130.05; back: 97.55 / 65032.5 × 100 ×
    // 100 = 15.0002… → 15; 65131 is 15.15 (15.1462…).
    expect(futures.priceAtRoe(LONG, '65032.5', '15', 100, 2)).toBe('65130.05');
    expect(futures.roeAtPrice(LONG, '65032.5', '65130.05', 100)).toBe('15');
    expect(futures.roeAtPrice(LONG, '65032.5', '65131', 100)).toBe('15.15');
  });

  it('has no price for a loss of the whole notional or more', () => {
    expect(futures.priceAtRoe(LONG, '65000', '-1000', 10, 2)).toBeNull();
    expect(futures.priceAtRoe(SHORT, '65000', '1000', 10, 2)).toBeNull();
  });
});
