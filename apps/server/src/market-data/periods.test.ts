import type { CandleView } from '@meridian/contract';
import { describe, expect, it } from 'vitest';

import { aggregateCandles, changePercent, countPeriods, periodStart } from './periods.js';

const at = (iso: string) => Date.parse(iso);
const m = (
  iso: string,
  open: string,
  high: string,
  low: string,
  close: string,
  volume: string,
): CandleView => ({
  time: at(iso),
  open,
  high,
  low,
  close,
  volume,
});

describe('periodStart', () => {
  it.each([
    ['5min', '2024-06-05T13:47:59Z', '2024-06-05T13:45:00Z'],
    ['15min', '2024-06-05T13:47:00Z', '2024-06-05T13:45:00Z'],
    ['30min', '2024-06-05T13:29:00Z', '2024-06-05T13:00:00Z'],
    ['60min', '2024-06-05T13:59:59Z', '2024-06-05T13:00:00Z'],
    ['4hour', '2024-06-05T13:47:00Z', '2024-06-05T12:00:00Z'],
    ['1day', '2024-06-05T23:59:00Z', '2024-06-05T00:00:00Z'],
    ['1week', '2024-06-05T13:47:00Z', '2024-06-03T00:00:00Z'], // Wednesday → Monday
    ['1week', '2024-06-09T23:59:00Z', '2024-06-03T00:00:00Z'], // Sunday → the Monday before
    ['1week', '2024-06-10T00:00:00Z', '2024-06-10T00:00:00Z'], // Monday itself
    ['1mon', '2024-02-29T23:59:00Z', '2024-02-01T00:00:00Z'],
    ['1mon', '2024-12-31T23:59:00Z', '2024-12-01T00:00:00Z'],
  ] as const)('%s of %s is %s (UTC)', (period, time, start) => {
    expect(new Date(periodStart(at(time), period)).toISOString()).toBe(
      new Date(at(start)).toISOString(),
    );
  });

  it('counts the candles a range touches', () => {
    expect(countPeriods(at('2024-06-05T13:00:00Z'), at('2024-06-05T13:59:00Z'), '15min')).toBe(4);
    expect(countPeriods(at('2024-01-15T00:00:00Z'), at('2024-03-01T00:00:00Z'), '1mon')).toBe(3);
    expect(countPeriods(at('2024-06-05T13:00:00Z'), at('2024-06-05T13:00:00Z'), '1min')).toBe(1);
  });
});

describe('aggregateCandles', () => {
  it('takes the first open, last close, highest high, lowest low and summed volume', () => {
    const candles = aggregateCandles(
      [
        m('2024-06-05T10:01:00Z', '11', '15', '11', '14', '2'),
        m('2024-06-05T10:00:00Z', '10', '12', '9', '11', '1'),
        m('2024-06-05T10:04:00Z', '14', '14.5', '8.75', '13', '0.25'),
      ],
      '5min',
    );
    expect(candles).toEqual([m('2024-06-05T10:00:00Z', '10', '15', '8.75', '13', '3.25')]);
  });

  it('splits at the hour and leaves gaps as gaps', () => {
    const candles = aggregateCandles(
      [
        m('2024-06-05T10:59:00Z', '1', '2', '1', '2', '1'),
        m('2024-06-05T11:00:00Z', '2', '3', '2', '3', '1'),
        // 12:00-12:59 has no minutes
        m('2024-06-05T13:30:00Z', '5', '6', '4', '4.5', '7'),
      ],
      '60min',
    );
    expect(candles.map((c) => new Date(c.time).toISOString())).toEqual([
      '2024-06-05T10:00:00.000Z',
      '2024-06-05T11:00:00.000Z',
      '2024-06-05T13:00:00.000Z',
    ]);
    expect(candles[2]).toMatchObject({ open: '5', high: '6', low: '4', close: '4.5', volume: '7' });
  });

  it('splits days at 00:00 UTC, weeks on Monday and months on the 1st', () => {
    const minutes = [
      m('2024-03-31T23:59:00Z', '100', '101', '99', '100.5', '1'), // Sunday, end of March
      m('2024-04-01T00:00:00Z', '100.5', '103', '100', '102', '2'), // Monday, April
      m('2024-04-07T23:59:00Z', '102', '102', '90', '95', '3'), // Sunday
      m('2024-04-08T00:00:00Z', '95', '96', '94', '96', '4'), // Monday
    ];
    expect(
      aggregateCandles(minutes, '1day').map((c) => [
        new Date(c.time).toISOString().slice(0, 10),
        c.volume,
      ]),
    ).toEqual([
      ['2024-03-31', '1'],
      ['2024-04-01', '2'],
      ['2024-04-07', '3'],
      ['2024-04-08', '4'],
    ]);
    expect(aggregateCandles(minutes, '1week')).toEqual([
      m('2024-03-25T00:00:00Z', '100', '101', '99', '100.5', '1'),
      m('2024-04-01T00:00:00Z', '100.5', '103', '90', '95', '5'),
      m('2024-04-08T00:00:00Z', '95', '96', '94', '96', '4'),
    ]);
    expect(aggregateCandles(minutes, '1mon')).toEqual([
      m('2024-03-01T00:00:00Z', '100', '101', '99', '100.5', '1'),
      m('2024-04-01T00:00:00Z', '100.5', '103', '90', '96', '9'),
    ]);
  });

  it('compares prices as decimals, not as text', () => {
    const [c] = aggregateCandles(
      [
        m('2024-06-05T10:00:00Z', '9.5', '9.5', '9.5', '9.5', '1'),
        m('2024-06-05T10:01:00Z', '10', '10', '10', '10', '1'),
      ],
      '5min',
    );
    expect(c).toMatchObject({ high: '10', low: '9.5' });
  });
});

describe('quotes', () => {
  it('answers the 24 h change in percent with 2 decimals', () => {
    expect(changePercent('100', '101.5')).toBe('1.50');
    expect(changePercent('200', '199')).toBe('-0.50');
    expect(changePercent(null, '1')).toBeNull();
  });
});
