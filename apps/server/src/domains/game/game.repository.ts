import { sql } from 'kysely';

import type { Executor } from '../../db/database.js';

/*
 * The price game's rounds (issue #20 item 6, migration 0035). A round is settled once: the
 * update is guarded by `outcome = 'pending'`, so a second leader or a repeat does nothing.
 */

export interface NewRound {
  user_id: number;
  symbol: string;
  direction: 'up' | 'down';
  open_price: string;
  open_time: number;
  close_at: number;
}

export function insertRound(db: Executor, round: NewRound) {
  return db.insertInto('game_rounds').values(round).returningAll().executeTakeFirstOrThrow();
}

export function findRound(db: Executor, id: number) {
  return db.selectFrom('game_rounds').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user's newest rounds, newest first. */
export function recentRounds(db: Executor, userId: number, limit: number) {
  return db
    .selectFrom('game_rounds')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function roundsSince(db: Executor, userId: number, since: Date) {
  const row = await db
    .selectFrom('game_rounds')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function pointsOf(db: Executor, userId: number, since?: Date) {
  let query = db
    .selectFrom('game_rounds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('points'), sql<string>`0`).as('points'))
    .where('user_id', '=', userId);
  if (since) query = query.where('created_at', '>=', since);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.points);
}

/** Pending rounds (all, or these ids): the engine's due work. */
export function pendingRounds(db: Executor, ids?: number[]) {
  let query = db
    .selectFrom('game_rounds')
    .select(['id', 'symbol', 'close_at'])
    .where('outcome', '=', 'pending');
  if (ids) query = query.where('id', 'in', ids);
  return query.execute();
}

/** Settles a pending round with its closing tick (or none: void); false when it was not pending. */
export async function settleRound(
  db: Executor,
  id: number,
  result: {
    outcome: 'won' | 'lost' | 'draw' | 'void';
    points: number;
    close_price: string | null;
    close_time: number | null;
  },
) {
  const done = await db
    .updateTable('game_rounds')
    .set({ ...result, settled_at: new Date() })
    .where('id', '=', id)
    .where('outcome', '=', 'pending')
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** This week's top scorers by points (from `since`), with the nickname each chose. */
export function weeklyLeaders(db: Executor, since: Date, limit: number) {
  return db
    .selectFrom('game_rounds as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select((eb) => ['u.id', 'u.nickname', eb.fn.sum<string>('r.points').as('points')])
    .where('r.points', '>', 0)
    .where('r.created_at', '>=', since)
    .groupBy(['u.id', 'u.nickname'])
    .orderBy(sql`sum(r.points)`, 'desc')
    .orderBy('u.id')
    .limit(limit)
    .execute();
}

/** The published profit ratio of 60-second options, if any. */
export async function optionRatio(db: Executor, seconds: number) {
  const row = await db
    .selectFrom('option_durations')
    .select('profit_ratio')
    .where('seconds', '=', seconds)
    .where('enabled', '=', true)
    .executeTakeFirst();
  return row?.profit_ratio ?? null;
}
