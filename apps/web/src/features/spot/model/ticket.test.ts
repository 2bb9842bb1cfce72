import { SIDE } from '@meridian/contract';
import { describe, expect, it } from 'vitest';

import { btcSpotPair as BTC } from '../testing/fixtures';
import {
  initialTicket,
  prefillPrice,
  summarise,
  ticketReducer,
  validate,
  type SpotMarket,
  type SpotTicketAction,
  type SpotTicketState,
} from './ticket';

const market: SpotMarket = {
  pair: BTC,
  quote: { bid: '64967.50', ask: '65032.50' },
  feedPrice: '65000',
  available: { quote: '1000', base: '0.5' },
};

const run = (...actions: SpotTicketAction[]): SpotTicketState =>
  actions.reduce(ticketReducer, initialTicket('65000', BTC));

describe('spot ticket reducer', () => {
  it('opens as a limit buy one price step below the feed price, or with no price without one', () => {
    expect(initialTicket('65000', BTC)).toEqual({
      values: { side: SIDE.buy, kind: 'limit', price: '64999.99', amount: '' },
      errors: {},
      percent: null,
      priceTouched: false,
    });
    expect(initialTicket(null, BTC).values.price).toBe('');
  });

  it.each([
    {
      name: 'a side switch moves an untouched price to the resting side',
      actions: [{ type: 'side', side: SIDE.sell, limitPrice: '65000.01' }] as SpotTicketAction[],
      values: { side: SIDE.sell, price: '65000.01' },
    },
    {
      name: 'a side switch keeps a typed price',
      actions: [
        { type: 'price', price: '60000' },
        { type: 'side', side: SIDE.sell, limitPrice: '65000.01' },
      ] as SpotTicketAction[],
      values: { side: SIDE.sell, price: '60000' },
    },
    {
      name: 'a percentage sets the amount until the amount is typed',
      actions: [{ type: 'percent', percent: 50, amount: '0.007692' }] as SpotTicketAction[],
      values: { amount: '0.007692' },
      percent: 50,
    },
    {
      name: 'typing an amount forgets the percentage',
      actions: [
        { type: 'percent', percent: 50, amount: '0.007692' },
        { type: 'amount', amount: '0.01' },
      ] as SpotTicketAction[],
      values: { amount: '0.01' },
      percent: null,
    },
    {
      name: 'placing clears the amount and keeps the rest',
      actions: [
        { type: 'kind', kind: 'market' },
        { type: 'percent', percent: 25, amount: '0.003846' },
        { type: 'placed' },
      ] as SpotTicketAction[],
      values: { kind: 'market', price: '64999.99', amount: '' },
      percent: null,
    },
  ])('$name', ({ actions, values, percent = null }) => {
    const state = run(...actions);
    expect(state.values).toMatchObject(values);
    expect(state.percent).toBe(percent);
  });

  it('keeps the errors of a submit until the next edit', () => {
    const checked = run({ type: 'checked', errors: { amount: 'AMOUNT_REQUIRED' } });
    expect(checked.errors).toEqual({ amount: 'AMOUNT_REQUIRED' });
    expect(ticketReducer(checked, { type: 'kind', kind: 'market' }).errors).toEqual({});
  });

  it('starts an empty, untouched price at the first feed price and never replaces a typed one', () => {
    const waiting = initialTicket(null, BTC);
    expect(prefillPrice(waiting, { ...market, feedPrice: null })).toBeNull();
    expect(prefillPrice(waiting, market)).toBe('64999.99');
    const sell = ticketReducer(waiting, { type: 'side', side: SIDE.sell, limitPrice: '' });
    expect(prefillPrice(sell, market)).toBe('65000.01');

    const filled = ticketReducer(waiting, { type: 'prefill', price: '64999.99' });
    expect(filled.values.price).toBe('64999.99');
    expect(prefillPrice(filled, market)).toBeNull();
    const cleared = ticketReducer(waiting, { type: 'price', price: '' });
    expect(prefillPrice(cleared, market)).toBeNull();
    expect(ticketReducer(cleared, { type: 'prefill', price: '64999.99' }).values.price).toBe('');
  });
});

describe('spot ticket summary', () => {
  it.each([
    {
      name: 'a limit buy of 0.01 BTC at 60000 costs 600 USDT and receives 0.00999 BTC',
      actions: [
        { type: 'price', price: '60000' },
        { type: 'amount', amount: '0.01' },
      ] as SpotTicketAction[],
      expected: {
        isBuy: true,
        price: '60000',
        estimate: { total: '600', fee: '0.00001', feeCurrency: 'BTC', receive: '0.00999' },
        spendable: '1000',
        spendCoin: 'USDT',
      },
    },
    {
      name: 'a market buy of 0.01 BTC pays the ask: 650.325 USDT',
      actions: [
        { type: 'kind', kind: 'market' },
        { type: 'amount', amount: '0.01' },
      ] as SpotTicketAction[],
      expected: { price: '65032.50', estimate: { total: '650.325', receive: '0.00999' } },
    },
    {
      name: 'a market sell of 0.01 BTC at the bid is worth 649.675 USDT less a 0.649675 fee',
      actions: [
        { type: 'side', side: SIDE.sell, limitPrice: '65000.01' },
        { type: 'kind', kind: 'market' },
        { type: 'amount', amount: '0.01' },
      ] as SpotTicketAction[],
      expected: {
        isBuy: false,
        price: '64967.50',
        estimate: {
          total: '649.675',
          fee: '0.649675',
          feeCurrency: 'USDT',
          receive: '649.025325',
        },
        spendable: '0.5',
        spendCoin: 'BTC',
      },
    },
    {
      name: 'no amount yet: no figures',
      actions: [] as SpotTicketAction[],
      expected: { price: '64999.99', estimate: { total: null, fee: null, receive: null } },
    },
  ])('$name', ({ actions, expected }) => {
    expect(summarise(run(...actions), market)).toMatchObject(expected);
  });
});

describe('spot ticket validation', () => {
  it.each([
    {
      name: 'a resting limit buy within the balance',
      actions: [{ type: 'amount', amount: '0.01' }] as SpotTicketAction[],
      errors: {},
    },
    {
      name: 'a limit buy at the feed price',
      actions: [
        { type: 'price', price: '65000' },
        { type: 'amount', amount: '0.01' },
      ] as SpotTicketAction[],
      errors: { price: 'LIMIT_BUY_TOO_HIGH' },
    },
    {
      name: 'a buy costing more than the quote balance',
      actions: [{ type: 'amount', amount: '0.1' }] as SpotTicketAction[],
      errors: { amount: 'INSUFFICIENT_BALANCE' },
    },
    {
      name: 'a sell above the base balance',
      actions: [
        { type: 'side', side: SIDE.sell, limitPrice: '65000.01' },
        { type: 'amount', amount: '0.6' },
      ] as SpotTicketAction[],
      errors: { amount: 'INSUFFICIENT_BALANCE' },
    },
    { name: 'no amount', actions: [] as SpotTicketAction[], errors: { amount: 'AMOUNT_REQUIRED' } },
  ])('$name', ({ actions, errors }) => {
    expect(validate(run(...actions), market)).toEqual(errors);
  });

  it('leaves an unknown balance to the server and refuses a market buy without a quote', () => {
    const buy = run({ type: 'amount', amount: '0.1' });
    expect(validate(buy, { ...market, available: { quote: null, base: null } })).toEqual({});
    const marketBuy = ticketReducer(buy, { type: 'kind', kind: 'market' });
    expect(validate(marketBuy, { ...market, quote: null })).toEqual({
      amount: 'PRICE_UNAVAILABLE',
    });
  });
});

describe('spot ticket by total', () => {
  const byTotal = (...actions: SpotTicketAction[]) =>
    run({ type: 'kind', kind: 'market' }, { type: 'sizeMode', sizeMode: 'total' }, ...actions);

  it('buys what a total pays for at the ask, rounded down to the amount precision', () => {
    // 250 / 65032.5 = 0.0038442… → 0.003844 BTC, costing 249.98493 (within 250); the fee
    // 0.000003844 rounds up to 0.00000385.
    const state = byTotal({ type: 'total', total: '250' });
    expect(summarise(state, market)).toMatchObject({
      amount: '0.003844',
      estimate: { total: '249.98493', fee: '0.00000385', receive: '0.00384015' },
    });
    expect(validate(state, market)).toEqual({});
  });

  it('sells what a total is worth at the bid', () => {
    // 100 / 64967.5 = 0.0015392… → 0.001539 BTC, worth 99.9849825 → 99.98489 rounded down.
    const state = byTotal(
      { type: 'side', side: SIDE.sell, limitPrice: '65000.01' },
      { type: 'total', total: '100' },
    );
    expect(summarise(state, market).amount).toBe('0.001539');
    expect(validate(state, market)).toEqual({});
  });

  it('says what is wrong with the total, not with an amount the user did not type', () => {
    expect(validate(byTotal(), market)).toEqual({ total: 'TOTAL_REQUIRED' });
    expect(validate(byTotal({ type: 'total', total: '0' }), market)).toEqual({
      total: 'TOTAL_INVALID',
    });
    // 0.01 USDT buys less than 0.000001 BTC.
    expect(validate(byTotal({ type: 'total', total: '0.01' }), market)).toEqual({
      total: 'TOTAL_TOO_SMALL',
    });
    expect(validate(byTotal({ type: 'total', total: '1000.01' }), market)).toEqual({
      total: 'INSUFFICIENT_BALANCE',
    });
    expect(validate(byTotal({ type: 'total', total: '250' }), { ...market, quote: null })).toEqual({
      total: 'PRICE_UNAVAILABLE',
    });
  });

  it('takes a percentage share exactly, with the total it comes to', () => {
    const state = byTotal({ type: 'percent', percent: 25, amount: '0.003844', total: '249.98493' });
    expect(state.values).toMatchObject({ amount: '0.003844', total: '249.98493' });
    expect(summarise(state, market).amount).toBe('0.003844');
    // Typing a total again leaves the share.
    const typed = ticketReducer(state, { type: 'total', total: '100' });
    expect(typed.percent).toBeNull();
    expect(summarise(typed, market).amount).toBe('0.001537');
  });

  it('clears the total once placed and stays by total', () => {
    const placed = ticketReducer(byTotal({ type: 'total', total: '250' }), { type: 'placed' });
    expect(placed.values).toMatchObject({ sizeMode: 'total', total: '', amount: '' });
  });
});
