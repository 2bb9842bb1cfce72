import { describe, expect, it } from 'vitest';

import {
  initialTicket,
  summarise,
  ticketReducer,
  validate,
  visibleErrors,
  type FuturesMarket,
  type FuturesTicketState,
} from './ticket';
import { btcPair as btc, leverAccount as account, marketLongPreview } from '../testing/fixtures';

const trader: FuturesMarket = { pair: btc, account, available: '100', loggedIn: true };
const visitor: FuturesMarket = { pair: btc, account: null, available: null, loggedIn: false };

/** The ticket as it opens before the quotations arrive (no leverage yet), edited by `patch`. */
function ticket(patch: Partial<FuturesTicketState['values']> = {}): FuturesTicketState {
  const start = initialTicket(null);
  return ticketReducer(start, { type: 'edit', values: { ...start.values, ...patch } });
}

describe('futures ticket reducer', () => {
  it('opens as a market long of 1 lot with no leverage chosen', () => {
    expect(initialTicket(null)).toEqual({
      values: {
        direction: 1,
        entry: 'market',
        limitPrice: '',
        leverage: null,
        lots: '1',
        takeProfit: '',
        stopLoss: '',
        sizeMode: 'lots',
        cost: '',
        percent: null,
        stopsMode: 'price',
        takeProfitRoe: '',
        stopLossRoe: '',
      },
      submitted: false,
      confirmKey: null,
      sized: false,
    });
    expect(initialTicket(btc).values.leverage).toBe(10);
  });

  it('opens the confirm sheet with a key on a valid submit, and only marks the form otherwise', () => {
    const valid = ticketReducer(ticket(), { type: 'submit', confirmKey: 'k1' });
    expect(valid).toMatchObject({ submitted: true, confirmKey: 'k1' });
    expect(ticketReducer(valid, { type: 'dismiss' })).toMatchObject({
      submitted: true,
      confirmKey: null,
    });
    expect(ticketReducer(ticket(), { type: 'submit', confirmKey: null })).toMatchObject({
      submitted: true,
      confirmKey: null,
    });
  });

  it('clears the prices once placed and keeps side, entry, leverage and lots', () => {
    const typed = ticket({
      direction: 2,
      entry: 'limit',
      limitPrice: '66000',
      leverage: 20,
      lots: '3',
      takeProfit: '60000',
      stopLoss: '70000',
    });
    const placed = ticketReducer(ticketReducer(typed, { type: 'submit', confirmKey: 'k' }), {
      type: 'placed',
    });
    expect(placed).toEqual({
      values: {
        direction: 2,
        entry: 'limit',
        limitPrice: '',
        leverage: 20,
        lots: '3',
        takeProfit: '',
        stopLoss: '',
        sizeMode: 'lots',
        cost: '',
        percent: null,
        stopsMode: 'price',
        takeProfitRoe: '',
        stopLossRoe: '',
      },
      submitted: false,
      confirmKey: null,
      sized: true,
    });
  });
});

describe('futures ticket summary', () => {
  it.each([
    {
      name: 'a market long of 1 lot at 10x buys at the ask',
      patch: {},
      market: trader,
      expected: marketLongPreview,
    },
    {
      name: 'a market short of 1 lot at 10x sells at the bid',
      patch: { direction: 2 as const },
      market: trader,
      expected: {
        entryPrice: '64967.50',
        notional: '649.675',
        margin: '64.9675',
        fee: '0.649675',
        cost: '65.617175',
      },
    },
    {
      name: 'a limit long of 2 lots at 20x is priced at its limit',
      patch: { entry: 'limit' as const, limitPrice: '64000', lots: '2', leverage: 20 },
      market: trader,
      expected: { entryPrice: '64000', notional: '1280', margin: '64', fee: '1.28', cost: '65.28' },
    },
    {
      name: 'a visitor sees the cost but no liquidation estimate',
      patch: {},
      market: visitor,
      expected: { margin: '65.0325', liquidationPrice: null, riskRateAfter: null, enough: null },
    },
    {
      name: 'a wallet available below the account figure is the one the estimate uses',
      patch: {},
      market: { ...trader, available: '70' },
      expected: { cost: '65.682825', enough: true },
    },
  ])('$name', ({ patch, market, expected }) => {
    expect(summarise(ticket(patch), market).preview).toMatchObject(expected);
  });

  it('fills in the default leverage and repeats the order for the confirm sheet', () => {
    const summary = summarise(ticket({ lots: '4', takeProfit: '70000' }), trader);
    expect(summary.values.leverage).toBe(10);
    expect(summary.order).toEqual({
      direction: 1,
      lots: 4,
      leverage: 10,
      takeProfit: '70000',
      stopLoss: '',
    });
    expect(summary.threshold).toBe('20');
  });

  it('has no preview without a pair, a price or a whole number of lots', () => {
    expect(summarise(ticket(), { ...trader, pair: null }).preview).toBeNull();
    expect(
      summarise(ticket(), { ...trader, pair: { ...btc, now_price: null } }).preview,
    ).toBeNull();
    expect(summarise(ticket({ lots: '' }), trader).preview).toBeNull();
    expect(summarise(ticket({ lots: '' }), trader).order.lots).toBe(0);
  });

  it('takes the liquidation threshold from the account, else the default setting', () => {
    expect(
      summarise(ticket(), { ...trader, account: { ...account, liquidation_risk_rate: '30' } })
        .threshold,
    ).toBe('30');
    expect(summarise(ticket(), visitor).threshold).toBe('20');
  });
});

describe('futures ticket validation', () => {
  it.each([
    { name: 'a market long within the balance', patch: {}, market: trader, errors: {} },
    {
      name: 'margin + fee above the lever available',
      patch: {},
      market: { ...trader, available: '65.68' },
      errors: { balance: 'INSUFFICIENT_BALANCE' },
    },
    {
      name: 'a visitor is not checked against a balance',
      patch: {},
      market: { ...visitor, available: '1' },
      errors: {},
    },
    {
      name: 'a long limit at the current price',
      patch: { entry: 'limit' as const, limitPrice: '65000' },
      market: trader,
      errors: { limitPrice: 'LIMIT_LONG_ABOVE' },
    },
    {
      name: 'a limit entry without a price',
      patch: { entry: 'limit' as const },
      market: trader,
      errors: { limitPrice: 'REQUIRED' },
    },
    {
      name: 'no lots, a leverage the pair does not offer',
      patch: { lots: '', leverage: 7 },
      market: trader,
      errors: { lots: 'REQUIRED', leverage: 'LEVERAGE_INVALID' },
    },
    {
      name: "a long's take-profit below the open price and stop-loss above the current price",
      patch: { takeProfit: '65010', stopLoss: '65001' },
      market: trader,
      errors: { takeProfit: 'TAKE_PROFIT_INVALID', stopLoss: 'STOP_LOSS_INVALID' },
    },
    {
      name: 'a pair without a price',
      patch: {},
      market: { ...trader, pair: { ...btc, now_price: null } },
      errors: { limitPrice: 'NO_PRICE' },
    },
    { name: 'an unknown pair', patch: {}, market: { ...trader, pair: null }, errors: {} },
  ])('$name', ({ patch, market, errors }) => {
    expect(validate(ticket(patch), market)).toEqual(errors);
  });

  it('shows only the errors of typed fields before the first submit, then all of them', () => {
    const limit = ticket({ entry: 'limit', lots: '' });
    const errors = validate(limit, trader);
    expect(errors).toEqual({ limitPrice: 'REQUIRED', lots: 'REQUIRED' });
    expect(visibleErrors(limit, errors)).toEqual({
      lots: 'REQUIRED',
      leverage: undefined,
      limitPrice: undefined,
      takeProfit: undefined,
      stopLoss: undefined,
    });
    const submitted = ticketReducer(limit, { type: 'submit', confirmKey: null });
    expect(visibleErrors(submitted, errors)).toBe(errors);
  });
});

describe('futures ticket sizing and ROE stops', () => {
  const rich: FuturesMarket = { ...trader, available: '1000' };

  it('sends the lots a share of the available buys, and repeats them for the confirm sheet', () => {
    const summary = summarise(ticket({ sizeMode: 'percent', percent: 25 }), rich);
    expect(summary.values.lots).toBe('3');
    expect(summary.order.lots).toBe(3);
    expect(summary.sizing).toEqual({ mode: 'percent', lots: 3, cost: '197.048475' });
    expect(summary.preview?.cost).toBe('197.048475');
    expect(validate(ticket({ sizeMode: 'percent', percent: 25 }), rich)).toEqual({});
  });

  it('refuses a share or a cost too small for one lot with its own error', () => {
    expect(validate(ticket({ sizeMode: 'percent', percent: 25 }), trader)).toEqual({
      lots: 'SIZE_TOO_SMALL',
    });
    expect(validate(ticket({ sizeMode: 'cost', cost: '10' }), rich)).toEqual({
      lots: 'SIZE_TOO_SMALL',
    });
    expect(validate(ticket({ sizeMode: 'cost', cost: '' }), rich)).toEqual({ lots: 'REQUIRED' });
  });

  it('checks the prices ROEs mean against the TP/SL rule, and a loss no price can reach', () => {
    const roe = ticket({ stopsMode: 'roe', takeProfitRoe: '20', stopLossRoe: '10' });
    expect(summarise(roe, rich).values).toMatchObject({
      takeProfit: '66333.15',
      stopLoss: '64382.18',
    });
    expect(validate(roe, rich)).toEqual({});
    const deep = ticket({ stopsMode: 'roe', stopLossRoe: '1000' });
    expect(validate(deep, rich)).toEqual({ stopLoss: 'ROE_INVALID' });
    expect(visibleErrors(deep, validate(deep, rich))).toMatchObject({ stopLoss: 'ROE_INVALID' });
  });

  it('shows the remembered leverage and stake until the ticket sets its own', () => {
    const remembered = {
      leverage: 20,
      sizeMode: 'percent' as const,
      lots: '7',
      cost: '',
      percent: 25,
    };
    const market = { ...rich, remembered };
    expect(summarise(initialTicket(btc), market).order).toMatchObject({ lots: 7, leverage: 20 });
    // A change of side keeps them (the page sets the side as the ticket opens) ...
    const start = initialTicket(btc);
    const side = ticketReducer(start, {
      type: 'edit',
      values: { ...summarise(start, market).values, direction: 2 },
    });
    expect(summarise(side, market).values).toMatchObject({ leverage: 20, percent: 25 });
    // ... and a leverage of the user's own replaces them.
    const own = ticketReducer(side, { type: 'edit', values: { ...side.values, leverage: 5 } });
    expect(summarise(own, market).values.leverage).toBe(5);
  });

  it('clears typed ROEs once placed and keeps the size mode', () => {
    const typed = ticket({ sizeMode: 'cost', cost: '200', stopsMode: 'roe', takeProfitRoe: '20' });
    const placed = ticketReducer(typed, { type: 'placed' });
    expect(placed.values).toMatchObject({ sizeMode: 'cost', cost: '200', takeProfitRoe: '' });
  });
});
