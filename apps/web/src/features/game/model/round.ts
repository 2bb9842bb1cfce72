import { countdown, type GameRoundView } from '@meridian/contract';

/** Where a round stands on screen: its 60 s running, then waiting for the engine, then decided. */
export type RoundPhase = 'counting' | 'deciding' | 'settled';

/** The phase of `round` at `now`: past close_at and still pending is "deciding". */
export function roundPhase(
  round: Pick<GameRoundView, 'outcome' | 'close_at'>,
  now: number,
): RoundPhase {
  if (round.outcome !== 'pending') return 'settled';
  return now < round.close_at ? 'counting' : 'deciding';
}

/**
 * The time left to `closeAt` as "mm:ss" (SPEC.md §9), partial seconds rounded up, so a round
 * reads "01:00" as it opens and "00:00" only once it has closed. e.g. 4_200 ms left → "00:05".
 */
export function formatTimeLeft(closeAt: number, now: number): string {
  const whole = Math.ceil(Math.max(0, closeAt - now) / 1000) * 1000;
  const parts = countdown(whole);
  return `${parts.minutes}:${parts.seconds}`;
}

/** Why Higher and Lower are disabled, or null when a call can be made. */
export type PredictBlock = 'open' | 'limit' | null;

export function predictBlock(state: { open: unknown; rounds_left_today: number }): PredictBlock {
  if (state.open) return 'open';
  if (state.rounds_left_today <= 0) return 'limit';
  return null;
}
