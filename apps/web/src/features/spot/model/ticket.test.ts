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
