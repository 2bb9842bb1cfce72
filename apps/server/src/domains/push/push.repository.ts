import { MAX_PUSH_SUBSCRIPTIONS, type PushCategory } from '@meridian/contract';
import { sql, type Selectable } from 'kysely';

import type { PushSubscriptionsTable } from '../../db/database-push.js';
import type { Executor, Trx } from '../../db/database.js';

export type SubscriptionRow = Selectable<PushSubscriptionsTable>;

// ---- the VAPID key pair --------------------------------------------------------------------------

export interface StoredVapidKeys {
  public_key: string;
  private_key_sealed: string;
}

/** Stores the pair unless one is there already (another node's, made at the same moment). */
export async function insertVapidKeysIfAbsent(db: Executor, keys: StoredVapidKeys): Promise<void> {
  await db
    .insertInto('push_vapid_keys')
    .values({ id: 1, ...keys })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export function findVapidKeys(db: Executor): Promise<StoredVapidKeys | undefined> {
  return db
    .selectFrom('push_vapid_keys')
    .select(['public_key', 'private_key_sealed'])
    .where('id', '=', 1)
    .executeTakeFirst();
}

// ---- subscriptions -------------------------------------------------------------------------------

export interface NewSubscription {
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string;
}

/**
 * Saves a device's subscription: a known endpoint (the same browser subscribing again, perhaps
 * signed in as someone else now) takes the new keys and owner and starts afresh.
 */
export async function upsertSubscription(trx: Trx, row: NewSubscription): Promise<void> {
  await trx
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        user_id: row.user_id,
        p256dh: row.p256dh,
        auth: row.auth,
        user_agent: row.user_agent,
        created_at: sql`now()`,
        last_success_at: null,
        failure_count: 0,
      }),
    )
    .execute();
}

/** Deletes the user's oldest subscriptions beyond MAX_PUSH_SUBSCRIPTIONS. */
export async function trimSubscriptions(trx: Trx, userId: number): Promise<void> {
  const keep = trx
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_PUSH_SUBSCRIPTIONS);
  await trx
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('id', 'not in', keep)
    .execute();
}

/** Deletes the caller's own subscription of `endpoint`; another user's stays. */
export async function deleteOwnSubscription(
  db: Executor,
  userId: number,
  endpoint: string,
): Promise<void> {
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .execute();
}

export async function countSubscriptions(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every user with a device subscribed. */
export async function subscribedUserIds(db: Executor): Promise<number[]> {
  const rows = await db.selectFrom('push_subscriptions').select('user_id').distinct().execute();
  return rows.map((r) => r.user_id);
}

export function subscriptionsOf(db: Executor, userId: number): Promise<SubscriptionRow[]> {
  return db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).execute();
}

/** The push service said the subscription is gone (404/410): it is deleted. */
export async function deleteSubscription(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export async function markDelivered(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('push_subscriptions')
    .set({ last_success_at: sql`now()`, failure_count: 0 })
    .where('id', '=', id)
    .execute();
}

export async function markFailed(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('push_subscriptions')
    .set((eb) => ({ failure_count: eb('failure_count', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

// ---- category switches ---------------------------------------------------------------------------

/** The categories the user switched off (the rest are on). */
export async function disabledCategories(db: Executor, userId: number): Promise<PushCategory[]> {
  const rows = await db
    .selectFrom('push_category_settings')
    .select('category')
    .where('user_id', '=', userId)
    .where('enabled', '=', false)
    .execute();
  return rows.map((r) => r.category);
}

export async function setCategory(
  db: Executor,
  userId: number,
  category: PushCategory,
  enabled: boolean,
): Promise<void> {
  await db
    .insertInto('push_category_settings')
    .values({ user_id: userId, category, enabled })
    .onConflict((oc) =>
      oc.columns(['user_id', 'category']).doUpdateSet({ enabled, updated_at: sql`now()` }),
    )
    .execute();
}

/** The user's language, for the text of a push. */
export async function languageOf(db: Executor, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('language')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.language;
}
