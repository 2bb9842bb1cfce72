import { describe, expect, it } from 'vitest';

import { checkPrice, stopBounds, validateStops } from './stops';

describe('price format', () => {
  it('accepts a positive decimal within the pair precision', () => {
    expect(checkPrice('65000.5', 2)).toBeNull();
    expect(checkPrice('65000.555', 2)).toBe('PRICE_PRECISION');
    expect(checkPrice('0', 2)).toBe('PRICE_INVALID');
    expect(checkPrice('1e5', 2)).toBe('PRICE_INVALID');
  });
});

describe('take-profit and stop-loss', () => {
  const long = {
    direction: 1 as const,
    openPrice: '65032.50',
    currentPrice: '65000',
    precision: 2,
  };
  const short = {
    direction: 2 as const,
    openPrice: '64967.50',
    currentPrice: '65000',
    precision: 2,
  };

  it('bounds a long: TP above the open and current price, SL below both', () => {
    expect(stopBounds(1, '65032.50', '65000')).toEqual({
      takeProfit: '65032.5',
      stopLoss: '65000',
      takeProfitSide: 'above',
    });
  });

  it('bounds a short the other way round', () => {
    expect(stopBounds(2, '64967.50', '65000')).toEqual({
      takeProfit: '64967.5',
      stopLoss: '65000',
      takeProfitSide: 'below',
    });
  });

  it('accepts empty fields and valid prices', () => {
    expect(validateStops({ ...long, takeProfit: '', stopLoss: '' })).toEqual({});
    expect(validateStops({ ...long, takeProfit: '66000', stopLoss: '64000' })).toEqual({});
    expect(validateStops({ ...short, takeProfit: '64000', stopLoss: '66000' })).toEqual({});
  });

  it('rejects a long TP between current and open, and an SL not below the current price', () => {
    expect(validateStops({ ...long, takeProfit: '65010', stopLoss: '65000' })).toEqual({
      takeProfit: 'TAKE_PROFIT_INVALID',
      stopLoss: 'STOP_LOSS_INVALID',
    });
  });

  it('rejects a short TP above the open price and an SL below the current price', () => {
    expect(validateStops({ ...short, takeProfit: '64980', stopLoss: '64990' })).toEqual({
      takeProfit: 'TAKE_PROFIT_INVALID',
      stopLoss: 'STOP_LOSS_INVALID',
    });
  });

  it('checks the format before the rule', () => {
    expect(validateStops({ ...long, takeProfit: '66000.001', stopLoss: 'abc' })).toEqual({
      takeProfit: 'PRICE_PRECISION',
      stopLoss: 'PRICE_INVALID',
    });
  });
});
