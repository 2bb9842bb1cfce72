import { describe, expect, it } from 'vitest';

import { initialOrderValues, type OrderFormValues } from './order-form';
import { roeOfPrice, sanitizeCost, sanitizeRoe, sizeOrder, stopPricesOf } from './sizing';
import { btcPair as btc } from '../testing/fixtures';

// BTC/USDT: ask 65032.50, 0.01 BTC lots, fee 0.1 %: at 10x one lot costs 65.0325 + 0.650325.
const base: OrderFormValues = initialOrderValues(btc);
const form = (patch: Partial<OrderFormValues>): OrderFormValues => ({ ...base, ...patch });

describe('sizing a futures order', () => {
  it('takes lots as typed in the lots mode', () => {
    expect(sizeOrder(form({ lots: '4' }), btc, '1000')).toMatchObject({ mode: 'lots', lots: 4 });
    expect(sizeOrder(form({ lots: '' }), btc, '1000').lots).toBeNull();
  });

  it.each([
    ['200', 3, '197.048475'],
    ['65.68', 0, null],
    ['', null, null],
  ])('turns a USDT cost of "%s" into %s whole lots costing %s', (cost, lots, total) => {
    expect(sizeOrder(form({ sizeMode: 'cost', cost }), btc, null)).toEqual({
      mode: 'cost',
      lots,
      cost: total,
    });
  });

  it.each([
    [25, '1000', 3, '197.048475'],
    [100, '1000', 15, '985.242375'],
    [25, '200', 0, null],
  ])('turns %s %% of %s USDT available into %s lots', (percent, available, lots, total) => {
    const sizing = sizeOrder(form({ sizeMode: 'percent', percent }), btc, available);
    expect(sizing).toEqual({ mode: 'percent', lots, cost: total });
  });

  it('prices a larger leverage: 25 % of 1000 at 20x is 7 lots', () => {
    // One lot at 20x: 32.51625 + 0.650325 = 33.166575; 7 cost 232.166025, 8 would be 265.3326.
    const sizing = sizeOrder(form({ sizeMode: 'percent', percent: 25, leverage: 20 }), btc, '1000');
    expect(sizing).toEqual({ mode: 'percent', lots: 7, cost: '232.166025' });
  });

  it('knows no lots from a share without a balance or a pair without a price', () => {
    expect(sizeOrder(form({ sizeMode: 'percent', percent: 25 }), btc, null).lots).toBeNull();
    expect(sizeOrder(form({ sizeMode: 'percent', percent: null }), btc, '1000').lots).toBeNull();
    const noPrice = { ...btc, now_price: null };
    expect(sizeOrder(form({ sizeMode: 'cost', cost: '200' }), noPrice, '1000').lots).toBeNull();
  });

  it('caps at the pair maximum and calls less than its minimum zero', () => {
    const bounded = { ...btc, lever_min_share: 5, lever_max_share: 10 };
    expect(sizeOrder(form({ sizeMode: 'cost', cost: '100000' }), bounded, null).lots).toBe(10);
    expect(sizeOrder(form({ sizeMode: 'cost', cost: '200' }), bounded, null).lots).toBe(0);
  });

  it('sizes a limit entry at its limit price', () => {
    // 60000 × 0.01 / 10 = 60 + fee 0.6 = 60.6 a lot: 200 buys 3.
    const limit = form({ entry: 'limit', limitPrice: '60000', sizeMode: 'cost', cost: '200' });
    expect(sizeOrder(limit, btc, null)).toEqual({ mode: 'cost', lots: 3, cost: '181.8' });
  });

  it('cleans typed costs and ROEs', () => {
    expect(sanitizeCost('1,500.129')).toBe('1500.12');
    expect(sanitizeRoe('25.555%')).toBe('25.55');
  });
});

describe('take-profit and stop-loss by ROE', () => {
  it('turns ROEs into prices from the ask at the chosen leverage, both sides', () => {
    const long = form({ stopsMode: 'roe', takeProfitRoe: '20', stopLossRoe: '10' });
    expect(stopPricesOf(long, btc)).toEqual({
      takeProfit: '66333.15',
      stopLoss: '64382.18',
      invalid: {},
    });
    // A short sells at the bid 64967.50: TP 20 % lower by 2 %, SL 10 % higher by 1 %.
    const short = form({ direction: 2, stopsMode: 'roe', takeProfitRoe: '20', stopLossRoe: '10' });
    expect(stopPricesOf(short, btc)).toEqual({
      takeProfit: '63668.15',
      stopLoss: '65617.18',
      invalid: {},
    });
  });

  it('keeps the typed prices in the price mode and leaves empty ROEs empty', () => {
    expect(stopPricesOf(form({ takeProfit: '70000' }), btc)).toEqual({
      takeProfit: '70000',
      stopLoss: '',
      invalid: {},
    });
    expect(stopPricesOf(form({ stopsMode: 'roe', takeProfitRoe: '' }), btc).takeProfit).toBe('');
  });

  it('flags a loss no price can reach', () => {
    // 1000 % of the margin at 10x is the whole price and more.
    const deep = form({ stopsMode: 'roe', stopLossRoe: '1000' });
    expect(stopPricesOf(deep, btc)).toMatchObject({ stopLoss: '', invalid: { stopLoss: true } });
  });

  it('shows the ROE a typed price means', () => {
    expect(roeOfPrice(form({}), btc, '66333.15')).toBe('20');
    expect(roeOfPrice(form({ direction: 2 }), btc, '65617.18')).toBe('-10');
    expect(roeOfPrice(form({}), btc, 'x')).toBeNull();
  });
});
