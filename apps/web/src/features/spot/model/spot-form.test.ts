import { SIDE } from '@meridian/contract';
import { describe, expect, it } from 'vitest';

import {
  amountForTotal,
  validateTotal,
  buyCost,
  estimateOrder,
  executionPrice,
  initialLimitPrice,
  percentOfAvailable,
  platformQuote,
  sanitizeDecimalInput,
  toCoinTradeInput,
  toWireDecimal,
  validateSpotOrder,
  type SpotAvailable,
  type SpotFormValues,
  type SpotPair,
  type SpotValidationContext,
} from './spot-form';
import { btcSpotPair } from '../testing/fixtures';

/** Spread 0.1 % here, so the quote is 65 either side of 65000. */
const BTC: SpotPair = { ...btcSpotPair, spread: '0.001' };
const QUOTE = { bid: '64935.00', ask: '65065.00' };

const buyLimit = (price: string, amount: string): SpotFormValues => ({
  side: SIDE.buy,
  kind: 'limit',
  price,
  amount,
});
const market = (side: SpotFormValues['side'], amount: string): SpotFormValues => ({
  side,
  kind: 'market',
  price: '',
  amount,
});

describe('sanitizeDecimalInput', () => {
  it('keeps digits and one point, drops leading zeros and cuts the decimals', () => {
    expect(sanitizeDecimalInput('0012,3456', 2)).toBe('12.34');
    expect(sanitizeDecimalInput('.5', 4)).toBe('0.5');
    expect(sanitizeDecimalInput('1.2.3', 6)).toBe('1.23');
    expect(sanitizeDecimalInput('7.9', 0)).toBe('7');
    expect(sanitizeDecimalInput('abc', 2)).toBe('');
    expect(sanitizeDecimalInput('0.000', 6)).toBe('0.000');
  });
});

describe('toWireDecimal', () => {
  it('normalises a typed number and refuses anything else', () => {
    expect(toWireDecimal('1.')).toBe('1');
    expect(toWireDecimal('0.50')).toBe('0.5');
    expect(toWireDecimal(' 65000.00 ')).toBe('65000');
    expect(toWireDecimal('1e3')).toBeNull();
    expect(toWireDecimal('')).toBeNull();
  });
});

describe('platformQuote', () => {
  it('takes the spread off for the bid and adds it for the ask, rounding away from the user', () => {
    expect(platformQuote('65000', '0.001', 2)).toEqual({ bid: '64935.00', ask: '65065.00' });
    // 2.3456 x 0.999 = 2.3432544 → 2.3432; 2.3456 x 1.001 = 2.3479456 → 2.3480
    expect(platformQuote('2.3456', '0.001', 4)).toEqual({ bid: '2.3432', ask: '2.3480' });
  });
});

describe('executionPrice', () => {
  it('is the limit price for a limit order and the ask or bid for a market order', () => {
    expect(executionPrice(buyLimit('60000.5', '1'), QUOTE)).toBe('60000.5');
    expect(executionPrice(buyLimit('', '1'), QUOTE)).toBeNull();
    expect(executionPrice(buyLimit('0', '1'), QUOTE)).toBeNull();
    expect(executionPrice(market(SIDE.buy, '1'), QUOTE)).toBe('65065.00');
    expect(executionPrice(market(SIDE.sell, '1'), QUOTE)).toBe('64935.00');
    expect(executionPrice(market(SIDE.buy, '1'), null)).toBeNull();
  });
});

describe('buyCost', () => {
  it('rounds what a buy pays up to 8 decimals', () => {
    expect(buyCost('0.01', '65032.5').toFixed()).toBe('650.325');
    // 0.000003 x 0.33333333 = 0.00000099999999 → 0.000001
    expect(buyCost('0.000003', '0.33333333').toFixed()).toBe('0.000001');
  });
});

describe('estimateOrder', () => {
  it('charges a buy its fee in the base coin it receives', () => {
    // docs/trading/spot.md: 0.01 BTC at 65032.50 pays 650.325 USDT, fee 0.00001 BTC,
    // receives 0.00999 BTC.
    expect(estimateOrder(buyLimit('65032.50', '0.01'), BTC, QUOTE)).toEqual({
      price: '65032.5',
      total: '650.325',
      fee: '0.00001',
      feeCurrency: 'BTC',
      receive: '0.00999',
      receiveCurrency: 'BTC',
    });
  });

  it('charges a sell its fee in the quote coin it receives', () => {
    // docs/trading/spot.md: 0.01 BTC at 64967.50 is worth 649.675, fee 0.649675, receives
    // 649.025325 USDT.
    const quote = { bid: '64967.50', ask: '65097.50' };
    expect(estimateOrder(market(SIDE.sell, '0.01'), BTC, quote)).toEqual({
      price: '64967.50',
      total: '649.675',
      fee: '0.649675',
      feeCurrency: 'USDT',
      receive: '649.025325',
      receiveCurrency: 'USDT',
    });
  });

  it('rounds as the server settles: pay and fee up, receive down, to 8 decimals', () => {
    // Sell 0.012345 BTC at the bid 64935.00: total 801.622575, fee 0.801622575 → 0.80162258,
    // receives 801.622575 - 0.80162258 = 800.82095242.
    expect(estimateOrder(market(SIDE.sell, '0.012345'), BTC, QUOTE)).toMatchObject({
      total: '801.622575',
      fee: '0.80162258',
      receive: '800.82095242',
    });
    // Sell 0.000003 at 0.33333333: 0.00000099999999 → total 0.00000099; fee 0.00000000099 →
    // 0.00000001; receives 0.00000098.
    const tiny = { ...BTC, price_precision: 8 };
    expect(
      estimateOrder(market(SIDE.sell, '0.000003'), tiny, { bid: '0.33333333', ask: '1' }),
    ).toMatchObject({
      total: '0.00000099',
      fee: '0.00000001',
      receive: '0.00000098',
    });
  });

  it('keeps exact decimals where floats would not', () => {
    // 0.1 x 0.3 in floats is 0.030000000000000002.
    const pair = { ...BTC, fee_rate: '0.002' };
    expect(estimateOrder(buyLimit('0.3', '0.1'), pair, null)).toMatchObject({
      total: '0.03',
      fee: '0.0002',
      receive: '0.0998',
    });
  });

  it('shows nothing but the price while the amount is missing or zero', () => {
    expect(estimateOrder(market(SIDE.buy, ''), BTC, QUOTE)).toMatchObject({
      price: '65065.00',
      total: null,
      fee: null,
      receive: null,
    });
    expect(estimateOrder(market(SIDE.buy, '0'), BTC, QUOTE).total).toBeNull();
    expect(estimateOrder(market(SIDE.buy, '1'), BTC, null).total).toBeNull();
  });
});

describe('percentOfAvailable', () => {
  it('divides a share of the USDT balance by the price for a buy, rounding down', () => {
    // 50 % of 1000 USDT = 500 / 65000 = 0.00769230769… → 0.007692
    expect(percentOfAvailable(50, SIDE.buy, { quote: '1000', base: null }, '65000', 6)).toBe(
      '0.007692',
    );
    // 100 % of 100 USDT at the ask 65065.00 = 0.0015369246… → 0.001536 (never up to 0.001537)
    expect(percentOfAvailable(100, SIDE.buy, { quote: '100', base: null }, '65065.00', 6)).toBe(
      '0.001536',
    );
  });

  it('keeps the rounded-up cost within a balance of more than 8 decimals', () => {
    // 1.000000005 USDT at 1: 1.000000005 BTC would cost 1.00000001 (up); the budget counts as
    // 1.00000000, so 1 BTC.
    expect(percentOfAvailable(100, SIDE.buy, { quote: '1.000000005', base: null }, '1', 9)).toBe(
      '1',
    );
  });

  it('takes a share of the base balance for a sell, rounding down', () => {
    // 75 % of 0.0123456789 BTC = 0.009259259175 → 0.009259
    expect(percentOfAvailable(75, SIDE.sell, { quote: null, base: '0.0123456789' }, null, 6)).toBe(
      '0.009259',
    );
    expect(percentOfAvailable(25, SIDE.sell, { quote: null, base: '3' }, null, 0)).toBe('0');
    expect(percentOfAvailable(100, SIDE.sell, { quote: null, base: '2.5' }, null, 2)).toBe('2.5');
  });

  it('is unknown without a balance, or without a price for a buy', () => {
    expect(percentOfAvailable(25, SIDE.buy, { quote: null, base: '1' }, '65000', 6)).toBeNull();
    expect(percentOfAvailable(25, SIDE.buy, { quote: '100', base: null }, null, 6)).toBeNull();
    expect(percentOfAvailable(25, SIDE.sell, { quote: '100', base: null }, '1', 6)).toBeNull();
  });
});

describe('validateSpotOrder', () => {
  const funds: SpotAvailable = { quote: '1000', base: '0.5' };
  const now: SpotValidationContext = { available: funds, quote: QUOTE, feedPrice: '65000' };
  const check = (values: SpotFormValues, context: SpotValidationContext = now, pair = BTC) =>
    validateSpotOrder(values, pair, context);

  it('accepts a limit buy within the USDT balance', () => {
    // 0.015 x 60000 = 900 <= 1000
    expect(check(buyLimit('60000', '0.015'))).toEqual({});
  });

  it('checks the limit price: present, a number, the pair decimals, positive', () => {
    expect(check(buyLimit('', '0.01')).price).toBe('PRICE_REQUIRED');
    expect(check(buyLimit('1e5', '0.01')).price).toBe('PRICE_INVALID');
    expect(check(buyLimit('60000.123', '0.01')).price).toBe('PRICE_DECIMALS');
    // Trailing zeros are not decimals: 60000.100 is 60000.1.
    expect(check(buyLimit('60000.100', '0.01')).price).toBeUndefined();
    expect(check(buyLimit('0.00', '0.01')).price).toBe('PRICE_NOT_POSITIVE');
  });

  it('wants a limit to wait for the price: a buy below the feed price, a sell above', () => {
    expect(check(buyLimit('65000', '0.01')).price).toBe('LIMIT_BUY_TOO_HIGH');
    expect(check(buyLimit('70000', '0.01')).price).toBe('LIMIT_BUY_TOO_HIGH');
    expect(check(buyLimit('64999.99', '0.01')).price).toBeUndefined();
    const sell = (price: string): SpotFormValues => ({
      side: SIDE.sell,
      kind: 'limit',
      price,
      amount: '0.1',
    });
    expect(check(sell('65000')).price).toBe('LIMIT_SELL_TOO_LOW');
    expect(check(sell('65000.01'))).toEqual({});
    // Without a feed price the server decides.
    expect(check(buyLimit('70000', '0.01'), { ...now, feedPrice: null }).price).toBeUndefined();
  });

  it('checks the amount: present, a number, the pair decimals, positive', () => {
    expect(check(market(SIDE.buy, '')).amount).toBe('AMOUNT_REQUIRED');
    expect(check(market(SIDE.buy, '.')).amount).toBe('AMOUNT_INVALID');
    expect(check(market(SIDE.buy, '0.0000001')).amount).toBe('AMOUNT_DECIMALS');
    expect(check(market(SIDE.buy, '0.000000')).amount).toBe('AMOUNT_NOT_POSITIVE');
  });

  it('refuses an order that would receive nothing after rounding and the fee', () => {
    const fine = { ...BTC, amount_precision: 8 };
    // Buy 0.00000001 BTC: fee 0.00000000001 rounds up to 0.00000001, nothing left.
    expect(check(market(SIDE.buy, '0.00000001'), now, fine).amount).toBe('AMOUNT_TOO_SMALL');
    // Sell 0.00000001 at 0.5: total 0.000000005 rounds down to 0.
    const cheap: SpotValidationContext = {
      ...now,
      quote: { bid: '0.5', ask: '0.51' },
      feedPrice: '0.505',
    };
    expect(check(market(SIDE.sell, '0.00000001'), cheap, fine).amount).toBe('AMOUNT_TOO_SMALL');
    expect(check(market(SIDE.buy, '0.00000002'), now, fine)).toEqual({});
  });

  it('refuses a buy whose cost exceeds the USDT balance', () => {
    // 0.0154 x 65065.00 = 1002.001 > 1000; 0.0153 x 65065.00 = 995.4945
    expect(check(market(SIDE.buy, '0.0154')).amount).toBe('INSUFFICIENT_BALANCE');
    expect(check(market(SIDE.buy, '0.0153'))).toEqual({});
    // A limit buy uses its own price: 0.02 x 50000 = 1000, exactly the balance.
    expect(check(buyLimit('50000', '0.02'))).toEqual({});
    expect(check(buyLimit('50000.01', '0.02')).amount).toBe('INSUFFICIENT_BALANCE');
    // The cost rounds up: 0.000003 x 0.33333333 costs 0.000001, more than 0.00000099.
    const tiny = { ...BTC, price_precision: 8 };
    const context = {
      available: { quote: '0.00000099', base: null },
      quote: QUOTE,
      feedPrice: '1',
    };
    expect(check(buyLimit('0.33333333', '0.000003'), context, tiny).amount).toBe(
      'INSUFFICIENT_BALANCE',
    );
  });

  it('refuses a sell of more base coin than available', () => {
    expect(check(market(SIDE.sell, '0.5'))).toEqual({});
    expect(check(market(SIDE.sell, '0.500001')).amount).toBe('INSUFFICIENT_BALANCE');
    expect(check(market(SIDE.sell, '0.500001'), { ...now, quote: null }).amount).toBe(
      'INSUFFICIENT_BALANCE',
    );
  });

  it('needs a quote for a market buy, and leaves an unknown balance to the server', () => {
    expect(check(market(SIDE.buy, '0.01'), { ...now, quote: null }).amount).toBe(
      'PRICE_UNAVAILABLE',
    );
    expect(check(market(SIDE.sell, '0.01'), { ...now, quote: null })).toEqual({});
    expect(
      check(market(SIDE.buy, '100'), { ...now, available: { quote: null, base: null } }),
    ).toEqual({});
  });

  it('ignores the price field of a market order', () => {
    expect(check({ ...market(SIDE.sell, '0.1'), price: 'junk' })).toEqual({});
  });
});

describe('toCoinTradeInput', () => {
  it('sends the base amount and, for a limit, the price as wire decimals', () => {
    expect(toCoinTradeInput(buyLimit('60000.50', '0.0100'), BTC)).toEqual({
      currency_id: 1,
      legal_id: 3,
      type: 1,
      amount: '0.01',
      target_price: '60000.5',
    });
  });

  it('sends no price for a market order', () => {
    expect(toCoinTradeInput({ ...market(SIDE.sell, '0.5'), price: '1' }, BTC)).toEqual({
      currency_id: 1,
      legal_id: 3,
      type: 2,
      amount: '0.5',
    });
  });
});

describe('initialLimitPrice', () => {
  it('is one price step below the feed price for a buy and above it for a sell', () => {
    expect(initialLimitPrice('65000.126', 2)).toBe('65000.12');
    expect(initialLimitPrice('65000', 2, SIDE.buy)).toBe('64999.99');
    expect(initialLimitPrice('65000.126', 2, SIDE.sell)).toBe('65000.13');
    expect(initialLimitPrice('65000', 2, SIDE.sell)).toBe('65000.01');
    expect(initialLimitPrice(null, 2)).toBe('');
  });
});

describe('amount for a total', () => {
  it.each([
    ['250', '65032.5', 6, '0.003844'],
    ['100', '64967.5', 6, '0.001539'],
    ['0.01', '65032.5', 6, '0'],
    ['12.5', '0.5', 2, '25'],
    ['x', '65032.5', 6, null],
    ['250', null, 6, null],
  ])('total %s at %s with %s decimals is %s', (total, price, decimals, amount) => {
    expect(amountForTotal(total, price, decimals)).toBe(amount);
  });

  it('never costs more than the total it came from', () => {
    const amount = amountForTotal('250', '65032.5', 6)!;
    expect(Number(buyCost(amount, '65032.5').toFixed())).toBeLessThanOrEqual(250);
  });

  it.each([
    ['', 'TOTAL_REQUIRED'],
    ['abc', 'TOTAL_INVALID'],
    ['0', 'TOTAL_INVALID'],
    ['1.123456789', 'TOTAL_INVALID'],
    ['100.5', undefined],
  ])('checks a typed total "%s"', (text, error) => {
    expect(validateTotal(text)).toBe(error);
  });
});
