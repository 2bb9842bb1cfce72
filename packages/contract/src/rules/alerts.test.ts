import { describe, expect, it } from 'vitest';

import { crossDirection, moveBounds, movePercent, moveWindowStart } from './alerts.js';

describe('alert rules', () => {
  it.each([
    ['90000', '87000', 'above'],
    ['80000', '87000', 'below'],
    ['87000', '87000.0', null],
  ])('a target of %s with the price at %s waits %s', (target, current, expected) => {
    expect(crossDirection(target, current)).toBe(expected);
  });

  it('starts the window an hour back, never before the alert was set', () => {
    const set = Date.UTC(2026, 0, 1, 10, 0);
    expect(moveWindowStart(set, set + 20 * 60_000)).toBe(set);
    expect(moveWindowStart(set, set + 2 * 3_600_000)).toBe(set + 3_600_000);
  });

  it('arms a 5 % move of 60000 at 63000 and 57000', () => {
    expect(moveBounds('60000', '5')).toEqual({ up: '63000', down: '57000' });
    expect(moveBounds('0.5', '0.1')).toEqual({ up: '0.5005', down: '0.4995' });
  });

  it('measures the signed move in percent to 2 decimals', () => {
    expect(movePercent('60000', '63000')).toBe('5');
    expect(movePercent('60000', '56400')).toBe('-6');
    expect(movePercent('87000', '82000')).toBe('-5.75');
  });
});
