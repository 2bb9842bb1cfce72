import type { OptionDurationView } from '@meridian/contract';
import { describe, expect, it } from 'vitest';

import {
  bestPayoutRatio,
  initialTicket,
  summarise,
  ticketReducer,
  toTicketInput,
  validate,
  visibleErrors,
  type OptionsMarket,
  type OptionsTicketAction,
  type OptionsTicketState,
} from './ticket';

const durations: OptionDurationView[] = [
  { id: 7, seconds: 5, profit_ratio: '0.8', min_amount: '1', max_amount: '1000', fee_rate: '0' },
  {
    id: 8,
    seconds: 60,
    profit_ratio: '0.85',
    min_amount: '10',
    max_amount: '5000',
    fee_rate: '0.01',
  },
];

const trader: OptionsMarket = {
  pair: { match_id: 1, legal_name: 'USDT' },
  durations,
  payable: [
    { id: 3, name: 'USDT', available: '50' },
    { id: 4, name: 'USDC', available: '0' },
  ],
  loggedIn: true,
};
const visitor: OptionsMarket = { ...trader, payable: undefined, loggedIn: false };

const run = (...actions: OptionsTicketAction[]): OptionsTicketState =>
  actions.reduce(ticketReducer, initialTicket);

describe('options ticket reducer', () => {
  it('opens the sheet on a side, switches sides, and closes it keeping the choices', () => {
    const state = run(
      { type: 'open', direction: 'down' },
      { type: 'duration', id: 8 },
      { type: 'stake', stake: '10' },
      { type: 'direction', direction: 'up' },
      { type: 'attempt' },
      { type: 'placed' },
    );
    expect(state).toEqual({
      open: false,
      direction: 'up',
      durationId: 8,
      currencyId: null,
      stake: '10',
      attempted: true,
    });
    expect(ticketReducer(state, { type: 'open', direction: 'down' })).toMatchObject({
      open: true,
      direction: 'down',
      stake: '10',
    });
  });
});

describe('options ticket summary', () => {
  it.each([
    {
      name: '10 USDT for 5 s at 0.8 without a fee',
      actions: [{ type: 'stake', stake: '10' }] as OptionsTicketAction[],
      market: trader,
      expected: {
        currencyName: 'USDT',
        available: '50',
        preview: { payout: '18', profit: '8', maxLoss: '10', fee: '0' },
        breakeven: '55.56',
        quickStakes: ['10', '50', '100', '500'],
        largest: '50',
        isEmpty: false,
        canConfirm: true,
      },
    },
    {
      name: '20 USDT for 60 s at 0.85 with a 0.01 fee rate',
      actions: [
        { type: 'duration', id: 8 },
        { type: 'stake', stake: '20' },
      ] as OptionsTicketAction[],
      market: trader,
      expected: {
        preview: { payout: '37', profit: '16.8', maxLoss: '20.2', fee: '0.2' },
        // (1 + 0.01) / (1 + 0.85) = 0.54594…
        breakeven: '54.59',
        quickStakes: ['10', '50', '100', '500'],
        // 50 / 1.01 = 49.50495049…
        largest: '49.50495049',
      },
    },
    {
      name: 'an empty stake currency',
      actions: [{ type: 'currency', id: 4 }] as OptionsTicketAction[],
      market: trader,
      expected: { currencyName: 'USDC', available: '0', preview: null, isEmpty: true },
    },
    {
      name: 'a visitor: no balance, the largest stake is the maximum',
      actions: [] as OptionsTicketAction[],
      market: visitor,
      expected: { currencyName: 'USDT', available: null, largest: '1000', canConfirm: true },
    },
    {
      name: 'no durations published',
      actions: [] as OptionsTicketAction[],
      market: { ...trader, durations: [] },
      expected: { duration: null, breakeven: null, quickStakes: [], canConfirm: false },
    },
  ])('$name', ({ actions, market, expected }) => {
    expect(summarise(run(...actions), market)).toMatchObject(expected);
  });

  it('offers the best payout ratio on the Up and Down buttons', () => {
    expect(bestPayoutRatio(durations)).toBe('0.85');
    expect(bestPayoutRatio(undefined)).toBeNull();
  });
});

describe('options ticket validation', () => {
  it.each([
    { stake: '10', errors: {} },
    { stake: '', errors: { stake: { code: 'REQUIRED', params: { min: '1', max: '1000' } } } },
    { stake: '0.5', errors: { stake: { code: 'BELOW_MIN', params: { min: '1', max: '1000' } } } },
    {
      stake: '60',
      errors: {
        stake: { code: 'INSUFFICIENT_BALANCE', params: { needed: '60', available: '50' } },
      },
    },
  ])('a stake of "$stake"', ({ stake, errors }) => {
    expect(validate(run({ type: 'stake', stake }), trader)).toEqual(errors);
  });

  it('asks for a stake only after a confirm attempt, other problems as soon as typed', () => {
    const empty = run();
    expect(visibleErrors(empty, validate(empty, trader))).toEqual({});
    const attempted = ticketReducer(empty, { type: 'attempt' });
    expect(visibleErrors(attempted, validate(attempted, trader)).stake?.code).toBe('REQUIRED');
    const low = run({ type: 'stake', stake: '0.5' });
    expect(visibleErrors(low, validate(low, trader)).stake?.code).toBe('BELOW_MIN');
  });

  it('builds the submit body only for a valid ticket', () => {
    const up = run({ type: 'stake', stake: '10.50' });
    expect(toTicketInput(up, trader)).toEqual({
      match_id: 1,
      currency_id: 3,
      type: 1,
      seconds: 5,
      number: '10.5',
    });
    expect(toTicketInput(run({ type: 'stake', stake: '60' }), trader)).toBeNull();
    expect(toTicketInput(up, { ...trader, payable: [] })).toBeNull();
    expect(toTicketInput(up, { ...trader, pair: null })).toBeNull();
  });
});
