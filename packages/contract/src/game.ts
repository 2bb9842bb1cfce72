import { z } from 'zod';

/*
 * The price game (issue #20 item 6): a free prediction, for points and never money. Predict
 * whether BTC/USDT is higher or lower in 60 seconds; the recorded feed decides, as it decides
 * options; a right call earns points, a streak counts right calls in a row, and a weekly
 * leaderboard ranks nicknames. Each result also says what it would have meant as a real option.
 */

export const GAME = {
  symbol: 'BTC/USDT',
  seconds: 60,
  /** Points for a right call; a wrong call or a draw earns none (points never go down). */
  winPoints: 10,
  /** Rounds a user may play per UTC day. */
  dailyRounds: 20,
  /** The stake the "as a real option" explanation uses. */
  exampleStake: '10',
  /** A closing tick older than this before the round's end settles nothing (the round is void). */
  toleranceMs: 3_000,
} as const;

export const GAME_DIRECTIONS = ['up', 'down'] as const;
export type GameDirection = (typeof GAME_DIRECTIONS)[number];
export type GameOutcome = 'pending' | 'won' | 'lost' | 'draw' | 'void';

/** POST /game/predict. */
export const gamePredictInputSchema = z.object({ direction: z.enum(GAME_DIRECTIONS) });
export type GamePredictInput = z.infer<typeof gamePredictInputSchema>;

/** One round: the call, the two recorded prices that decide it, and what it earned. */
export interface GameRoundView {
  id: number;
  direction: GameDirection;
  open_price: string;
  open_time: number;
  /** When it is decided: the open tick's time + 60 s. */
  close_at: number;
  close_price: string | null;
  close_time: number | null;
  outcome: GameOutcome;
  points: number;
}

/** What the same call would have meant as a real option of the published 60 s duration. */
export interface GameOptionsExample {
  stake: string;
  /** The published profit ratio of 60 s options, or null when none is published. */
  profit_ratio: string | null;
  /** Paid back on a right call: stake × (1 + ratio). */
  payout_if_won: string | null;
  /** The share of calls one must get right to break even: 1 / (1 + ratio). */
  breakeven_win_rate: string | null;
}

/** GET /game/state: the caller's points, streak, rounds left today, the open round, recent ones. */
export interface GameStateView {
  symbol: string;
  seconds: number;
  win_points: number;
  points_total: number;
  points_week: number;
  streak: number;
  rounds_left_today: number;
  open: GameRoundView | null;
  recent: GameRoundView[];
  options_example: GameOptionsExample;
}

/** GET /game/leaderboard: this UTC week's points (from Monday 00:00), top 20. */
export interface GameLeaderView {
  rank: number;
  nickname: string;
  points: number;
  /** The caller's own row. */
  me: boolean;
}
