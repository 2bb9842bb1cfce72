import { describe, expect, it } from 'vitest';

import {
  countdown,
  formatCompact,
  formatFixed,
  formatGrouped,
  pad2,
  priceDirection,
  relativeTime,
  toMillis,
} from './format.js';

describe('formatCompact (SPEC §9: M and K with 1 decimal, else up to 4 decimals)', () => {
  it.each([
    [1_234_567, '1.2M'],
    ['1000001', '1.0M'],
    [1_000_000, '1000.0K'],
    [1500, '1.5K'],
    [1000, '1000'],
    ['0.123456', '0.1235'],
    ['12.5', '12.5'],
    [-2_500_000, '-2.5M'],
    [0, '0'],
  ])('%s -> %s', (input, expected) => {
    expect(formatCompact(input)).toBe(expected);
  });
});

describe('formatFixed and formatGrouped (default precision 2, half-up)', () => {
  it('rounds half up', () => {
    expect(formatFixed('1.005')).toBe('1.01');
    expect(formatFixed('2.5', 0)).toBe('3');
    expect(formatFixed('-1.005')).toBe('-1.01');
  });
  it('does decimal arithmetic without float error', () => {
    expect(formatFixed('0.1', 20)).toBe('0.10000000000000000000');
  });
  it('groups thousands', () => {
    expect(formatGrouped(1234567.891)).toBe('1,234,567.89');
    expect(formatGrouped('-1000')).toBe('-1,000.00');
  });
});

describe('priceDirection (green above 0, grey at 0, red below)', () => {
  it.each([
    ['0.01', 'up'],
    ['0', 'flat'],
    ['-3', 'down'],
  ])('%s is %s', (input, expected) => {
    expect(priceDirection(input)).toBe(expected);
  });
});

describe('timestamps and countdowns', () => {
  it('treats more than 10 digits as milliseconds', () => {
    expect(toMillis(1_700_000_000)).toBe(1_700_000_000_000);
    expect(toMillis(1_700_000_000_123)).toBe(1_700_000_000_123);
    expect(toMillis('1700000000')).toBe(1_700_000_000_000);
  });
  it('pads countdown parts to two digits', () => {
    expect(pad2(5)).toBe('05');
    expect(countdown(93_784_000)).toEqual({
      days: '01',
      hours: '02',
      minutes: '03',
      seconds: '04',
    });
    expect(countdown(-5)).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '00' });
  });
});

describe('relativeTime (just now under 5 min, then minutes, hours, days to 30, then date)', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  const ago = (ms: number) => now - ms;
  it.each([
    [ago(4 * 60_000), { unit: 'justNow' }],
    [ago(5 * 60_000), { unit: 'minutes', count: 5 }],
    [ago(3 * 3_600_000), { unit: 'hours', count: 3 }],
    [ago(2 * 86_400_000), { unit: 'days', count: 2 }],
    [ago(30 * 86_400_000), { unit: 'days', count: 30 }],
    [ago(31 * 86_400_000), { unit: 'date', date: '2026-10-22' }],
  ])('%s', (then, expected) => {
    expect(relativeTime(then, now)).toEqual(expected);
  });
  it('accepts seconds', () => {
    expect(relativeTime(Math.floor(ago(2 * 3_600_000) / 1000), now)).toEqual({
      unit: 'hours',
      count: 2,
    });
  });
});
