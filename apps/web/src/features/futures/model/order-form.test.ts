import { describe, expect, it } from 'vitest';

import {
  defaultLeverage,
  expectedOpenPrice,
  initialOrderValues,
  parseLots,
  sanitizeLots,
  sanitizePrice,
  stepLots,
  toSubmitInput,
  validateLeverage,
  validateLimitPrice,
  validateLots,
  validateOrder,
  type OrderFormValues,
} from './order-form';
import { btcPair as btc } from '../testing/fixtures';

const values: OrderFormValues = { ...initialOrderValues(btc) };

describe('order form input', () => {
  it('starts as a market long of 1 lot at 10x', () => {
    expect(values).toEqual({
      direction: 1,
      entry: 'market',
      limitPrice: '',
      leverage: 10,
      lots: '1',
      takeProfit: '',
      stopLoss: '',
      sizeMode: 'lots',
      cost: '',
      percent: null,
      stopsMode: 'price',
      takeProfitRoe: '',
      stopLossRoe: '',
    });
    expect(defaultLeverage([2, 5, 20])).toBe(2);
    expect(defaultLeverage([])).toBeNull();
  });

  it('keeps lots whole and prices within the precision', () => {
    expect(sanitizeLots('1a2')).toBe('12');
    expect(sanitizeLots('007')).toBe('7');
    expect(sanitizePrice('65,000.129', 2)).toBe('65000.12');
    expect(sanitizePrice('0012,5', 2)).toBe('12.5');
    expect(sanitizePrice('.5', 2)).toBe('0.5');
    expect(sanitizePrice('12.9', 0)).toBe('12');
    expect(parseLots('12')).toBe(12);
    expect(parseLots('1.5')).toBeNull();
  });

  it('steps lots by one within the bounds', () => {
    const bounds = { min: 1, max: 3 };
    expect(stepLots('1', 1, bounds)).toBe('2');
    expect(stepLots('3', 1, bounds)).toBe('3');
    expect(stepLots('1', -1, bounds)).toBe('1');
    expect(stepLots('', 1, bounds)).toBe('1');
  });
});

describe('order form rules', () => {
  it('wants whole lots within the bounds', () => {
    const bounds = { min: 1, max: 1000 };
    expect(validateLots('1', bounds)).toBeNull();
    expect(validateLots('1000', bounds)).toBeNull();
    expect(validateLots('', bounds)).toBe('REQUIRED');
    expect(validateLots('1.5', bounds)).toBe('LOTS_INVALID');
    expect(validateLots('0', bounds)).toBe('LOTS_RANGE');
    expect(validateLots('1001', bounds)).toBe('LOTS_RANGE');
  });

  it('wants one of the pair leverages', () => {
    expect(validateLeverage(10, btc.leverages)).toBeNull();
    expect(validateLeverage(15, btc.leverages)).toBe('LEVERAGE_INVALID');
    expect(validateLeverage(null, btc.leverages)).toBe('LEVERAGE_INVALID');
  });

  it('wants a long limit below the current price and a short limit above it', () => {
    expect(validateLimitPrice(1, '64000', '65000', 2)).toBeNull();
    expect(validateLimitPrice(1, '65000', '65000', 2)).toBe('LIMIT_LONG_ABOVE');
    expect(validateLimitPrice(2, '66000', '65000', 2)).toBeNull();
    expect(validateLimitPrice(2, '64999.99', '65000', 2)).toBe('LIMIT_SHORT_BELOW');
    expect(validateLimitPrice(1, '', '65000', 2)).toBe('REQUIRED');
    expect(validateLimitPrice(1, '64000.001', '65000', 2)).toBe('PRICE_PRECISION');
  });

  it('checks TP/SL against the ask for a market long and the limit for a limit long', () => {
    expect(expectedOpenPrice(values, btc)).toBe('65032.50');
    expect(expectedOpenPrice({ ...values, entry: 'limit', limitPrice: '60000' }, btc)).toBe(
      '60000',
    );
    // Market long: TP must be above 65032.50.
    expect(validateOrder({ ...values, takeProfit: '65020' }, btc)).toEqual({
      takeProfit: 'TAKE_PROFIT_INVALID',
    });
    // Limit long at 60000: SL must be below 60000; TP 65020 is above both 60000 and 65000.
    expect(
      validateOrder(
        { ...values, entry: 'limit', limitPrice: '60000', takeProfit: '65020', stopLoss: '60000' },
        btc,
      ),
    ).toEqual({ stopLoss: 'STOP_LOSS_INVALID' });
  });

  it('reports a balance below margin + fee', () => {
    expect(validateOrder(values, btc, '65.68', '65.682825')).toEqual({
      balance: 'INSUFFICIENT_BALANCE',
    });
    expect(validateOrder(values, btc, '65.682825', '65.682825')).toEqual({});
  });

  it('cannot place anything while the pair has no price', () => {
    expect(validateOrder(values, { ...btc, now_price: null })).toEqual({ limitPrice: 'NO_PRICE' });
  });
});

describe('submit body', () => {
  it('sends the wire names of /lever/submit', () => {
    expect(toSubmitInput({ ...values, takeProfit: '70000' }, btc)).toEqual({
      currency_id: 1,
      legal_id: 3,
      type: 1,
      share: 1,
      multiple: 10,
      status: 1,
      target_price: undefined,
      target_profit_price: '70000',
      stop_loss_price: undefined,
    });
    expect(
      toSubmitInput(
        { ...values, direction: 2, entry: 'limit', limitPrice: '70000', lots: '3' },
        btc,
      ),
    ).toMatchObject({ type: 2, share: 3, status: 0, target_price: '70000' });
  });
});
