import type { Executor } from '../../db/database.js';

// TODO(house-in-order): remove once domains/lever (moving to domains/futures) takes PairRow from
// market-data; kept so that move and this one can land in either order.
export type { PairRow } from '../../market-data/market-data.repository.js';

// ---- favourites and views --------------------------------------------------------------------

export function listFavourites(db: Executor, userId: number) {
  return db
    .selectFrom('market_favourites')
    .select(['id', 'match_id'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Answers the new favourite's id, or undefined when the user already has it. */
export async function addFavourite(
  db: Executor,
  userId: number,
  matchId: number,
): Promise<number | undefined> {
  const row = await db
    .insertInto('market_favourites')
    .values({ user_id: userId, match_id: matchId })
    .onConflict((oc) => oc.columns(['user_id', 'match_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Deletes the user's own favourite; answers whether one was deleted. */
export async function deleteFavourite(db: Executor, userId: number, id: number): Promise<boolean> {
  const r = await db
    .deleteFrom('market_favourites')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function recordView(db: Executor, userId: number, matchId: number): Promise<void> {
  await db
    .insertInto('market_views')
    .values({ user_id: userId, match_id: matchId, viewed_at: new Date() })
    .onConflict((oc) => oc.columns(['match_id', 'user_id']).doUpdateSet({ viewed_at: new Date() }))
    .execute();
}

/** Distinct users who opened each pair since `since`. */
export function countRecentViews(db: Executor, since: Date) {
  return db
    .selectFrom('market_views')
    .select(['match_id', (eb) => eb.fn.countAll<number>().as('views')])
    .where('viewed_at', '>=', since)
    .groupBy('match_id')
    .execute();
}

/** The pairs a user opened most recently, newest first. */
export function listRecentViews(db: Executor, userId: number, limit: number) {
  return db
    .selectFrom('market_views')
    .select(['match_id', 'viewed_at'])
    .where('user_id', '=', userId)
    .orderBy('viewed_at', 'desc')
    .limit(limit)
    .execute();
}
