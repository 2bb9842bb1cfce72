import type { Decimal } from 'decimal.js';

import { GAME, type GameDirection, type GameOutcome } from '../game.js';
import { Money } from '../money.js';

/**
 * A round's outcome from the two recorded prices: up is right when the close is above the open,
 * down when it is below; the same price is a draw. e.g. up 65000 → 65000.01 won; down → lost;
 * either → 65000 draw.
 */
export function gameOutcome(
  direction: GameDirection,
  openPrice: Decimal.Value,
  closePrice: Decimal.Value,
): Exclude<GameOutcome, 'pending' | 'void'> {
  const cmp = new Money(closePrice).comparedTo(openPrice);
  if (cmp === 0) return 'draw';
  return cmp > 0 === (direction === 'up') ? 'won' : 'lost';
}

/** Points of an outcome: 10 for a right call, none otherwise (points never go down). */
export function gamePoints(outcome: GameOutcome): number {
  return outcome === 'won' ? GAME.winPoints : 0;
}

/**
 * Right calls in a row, newest first: draws and void rounds neither break nor extend it.
 * e.g. [won, draw, won, lost, won] → 2.
 */
export function gameStreak(newestFirst: readonly GameOutcome[]): number {
  let streak = 0;
  for (const outcome of newestFirst) {
    if (outcome === 'won') streak += 1;
    else if (outcome === 'lost') break;
  }
  return streak;
}

/** The start (ms) of the UTC week holding `now`: Monday 00:00 UTC. */
export function weekStart(now: number): number {
  const day = new Date(now);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return midnight - sinceMonday * 86_400_000;
}

/** The start (ms) of the UTC day holding `now`. */
export function dayStart(now: number): number {
  const day = new Date(now);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
}
