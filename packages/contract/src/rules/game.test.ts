import { describe, expect, it } from 'vitest';

import { dayStart, gameOutcome, gamePoints, gameStreak, weekStart } from './game.js';

describe('game rules', () => {
  it('decides a round from its two prices, a draw when they are equal', () => {
    expect(gameOutcome('up', '65000', '65000.01')).toBe('won');
    expect(gameOutcome('down', '65000', '65000.01')).toBe('lost');
    expect(gameOutcome('down', '65000', '64999.99')).toBe('won');
    expect(gameOutcome('up', '65000', '65000')).toBe('draw');
    expect(gameOutcome('down', '65000.0', '65000')).toBe('draw');
  });

  it('gives 10 points for a right call and never takes any', () => {
    expect(gamePoints('won')).toBe(10);
    expect(['lost', 'draw', 'void', 'pending'].map((o) => gamePoints(o as 'lost'))).toEqual([
      0, 0, 0, 0,
    ]);
  });

  it('counts right calls in a row, passing over draws and void rounds', () => {
    expect(gameStreak(['won', 'draw', 'won', 'lost', 'won'])).toBe(2);
    expect(gameStreak(['void', 'won'])).toBe(1);
    expect(gameStreak(['lost', 'won'])).toBe(0);
    expect(gameStreak([])).toBe(0);
  });

  it('starts the week on Monday 00:00 UTC and the day at 00:00 UTC', () => {
    // Thursday 2026-11-26 15:00 UTC → Monday 2026-11-23.
    expect(weekStart(Date.UTC(2026, 10, 26, 15))).toBe(Date.UTC(2026, 10, 23));
    // A Monday is its own week's start; a Sunday belongs to the week before.
    expect(weekStart(Date.UTC(2026, 10, 23, 0, 0, 1))).toBe(Date.UTC(2026, 10, 23));
    expect(weekStart(Date.UTC(2026, 10, 29, 23, 59))).toBe(Date.UTC(2026, 10, 23));
    expect(dayStart(Date.UTC(2026, 10, 26, 15, 30))).toBe(Date.UTC(2026, 10, 26));
  });
});
