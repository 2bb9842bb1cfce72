import {
  GAME,
  OPTION_RESULT,
  gameRules,
  optionsRules,
  type GameLeaderView,
  type GameOptionsExample,
  type GamePredictInput,
  type GameRoundView,
  type GameStateView,
} from '@meridian/contract';
import { Decimal } from 'decimal.js';

import { isUniqueViolation } from '../../db/errors.js';
import type { AppDeps } from '../../deps.js';
import { currentTick } from '../../engine/prices.js';
import type { TickSource } from '../../engine/types.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { recordDecisiveTicks } from '../../market-data/evidence.js';
import * as repo from './game.repository.js';

/** The engine module's name. */
export const GAME_MODULE = 'game';
const RECENT = 10;
const LEADERS = 20;

type RoundRow = Awaited<ReturnType<typeof repo.recentRounds>>[number];

export function roundView(row: RoundRow): GameRoundView {
  return {
    id: row.id,
    direction: row.direction,
    open_price: new Decimal(row.open_price).toFixed(),
    open_time: Number(row.open_time),
    close_at: Number(row.close_at),
    close_price: row.close_price === null ? null : new Decimal(row.close_price).toFixed(),
    close_time: row.close_time === null ? null : Number(row.close_time),
    outcome: row.outcome,
    points: row.points,
  };
}

/**
 * POST /game/predict: opens a round at the feed's current tick (kept as evidence), decided 60 s
 * after that tick. One open round per user (a unique index, so racing requests open one) and
 * GAME.dailyRounds per UTC day. No price: refused, as an option would be.
 */
export async function predict(
  deps: AppDeps,
  caller: Caller,
  input: GamePredictInput,
): Promise<GameRoundView> {
  const userId = caller.user.id;
  const today = new Date(gameRules.dayStart(Date.now()));
  if ((await repo.roundsSince(deps.db, userId, today)) >= GAME.dailyRounds) {
    throw new AppError('GAME_DAILY_LIMIT', { max: GAME.dailyRounds });
  }
  const tick = currentTick(deps.market, GAME.symbol);
  if (!tick) throw new AppError('PRICE_UNAVAILABLE');
  let row: RoundRow;
  try {
    row = await deps.db.transaction().execute(async (trx) => {
      await recordDecisiveTicks(trx, [tick]);
      return repo.insertRound(trx, {
        user_id: userId,
        symbol: GAME.symbol,
        direction: input.direction,
        open_price: tick.price,
        open_time: tick.time,
        close_at: tick.time + GAME.seconds * 1000,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('GAME_ROUND_OPEN');
    throw error;
  }
  deps.engine.changed(GAME_MODULE, [row.id]);
  return roundView(row);
}

/** GET /game/state. */
export async function gameState(deps: AppDeps, caller: Caller): Promise<GameStateView> {
  const userId = caller.user.id;
  const now = Date.now();
  const [recent, total, week, today, ratio] = await Promise.all([
    repo.recentRounds(deps.db, userId, RECENT + 1),
    repo.pointsOf(deps.db, userId),
    repo.pointsOf(deps.db, userId, new Date(gameRules.weekStart(now))),
    repo.roundsSince(deps.db, userId, new Date(gameRules.dayStart(now))),
    repo.optionRatio(deps.db, GAME.seconds),
  ]);
  const views = recent.map(roundView);
  const open = views.find((v) => v.outcome === 'pending') ?? null;
  return {
    symbol: GAME.symbol,
    seconds: GAME.seconds,
    win_points: GAME.winPoints,
    points_total: total,
    points_week: week,
    streak: gameRules.gameStreak(views.map((v) => v.outcome).filter((o) => o !== 'pending')),
    rounds_left_today: Math.max(0, GAME.dailyRounds - today),
    open,
    recent: views.filter((v) => v.outcome !== 'pending').slice(0, RECENT),
    options_example: optionsExample(ratio),
  };
}

/** A right call as a real 60 s option of GAME.exampleStake: what it pays, and the breakeven. */
function optionsExample(ratio: string | null): GameOptionsExample {
  const stake = GAME.exampleStake;
  if (ratio === null) {
    return { stake, profit_ratio: null, payout_if_won: null, breakeven_win_rate: null };
  }
  const won = optionsRules.settlement(stake, ratio, OPTION_RESULT.win);
  return {
    stake,
    profit_ratio: new Decimal(ratio).toFixed(),
    payout_if_won: won.payout,
    breakeven_win_rate: optionsRules.breakevenWinRate(ratio, 4),
  };
}

/** GET /game/leaderboard: this UTC week's points, top 20; the caller's own row marked. */
export async function leaderboard(deps: AppDeps, caller: Caller): Promise<GameLeaderView[]> {
  const rows = await repo.weeklyLeaders(
    deps.db,
    new Date(gameRules.weekStart(Date.now())),
    LEADERS,
  );
  return rows.map((row, i) => ({
    rank: i + 1,
    nickname: row.nickname,
    points: Number(row.points),
    me: row.id === caller.user.id,
  }));
}

/**
 * Settles rounds whose close time has passed, each from the last recorded tick at or before it
 * (within GAME.toleranceMs; else the round is void and earns nothing), kept as evidence first.
 */
export async function settleDue(
  deps: AppDeps,
  due: readonly { id: number; symbol: string; close_at: number }[],
  ticks: TickSource,
): Promise<void> {
  const now = Date.now();
  for (const round of due) {
    if ((ticks.latest(round.symbol)?.time ?? 0) <= round.close_at && now <= round.close_at) {
      continue;
    }
    const row = await repo.findRound(deps.db, round.id);
    if (!row || row.outcome !== 'pending') continue;
    const found = await ticks.atOrBefore(round.symbol, round.close_at);
    const tick = optionsRules.decidingTick(found, round.close_at, GAME.toleranceMs);
    if (!tick) {
      await repo.settleRound(deps.db, round.id, {
        outcome: 'void',
        points: 0,
        close_price: null,
        close_time: null,
      });
      continue;
    }
    await recordDecisiveTicks(deps.db, [
      { symbol: round.symbol, price: tick.price, time: tick.time },
    ]);
    const outcome = gameRules.gameOutcome(row.direction, row.open_price, tick.price);
    await repo.settleRound(deps.db, round.id, {
      outcome,
      points: gameRules.gamePoints(outcome),
      close_price: tick.price,
      close_time: tick.time,
    });
  }
}
