import {
  inboxCategoryOf,
  type AlertDirection,
  type AlertKind,
  type InboxCategory,
  type NotificationKind,
} from '@meridian/contract';
import { sql, type Selectable } from 'kysely';

import type { NotificationsTable, PriceAlertsTable } from '../../db/database-alerts.js';
import type { Executor, Trx } from '../../db/database.js';
import { offsetOf, type PageRequest } from '../../lib/pagination.js';

export type AlertRow = Selectable<PriceAlertsTable>;
export type NotificationRow = Selectable<NotificationsTable>;

const ACTIVE = 1;
const FIRED = 2;

// ---- alerts --------------------------------------------------------------------------------------

export async function countActive(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('price_alerts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', ACTIVE)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NewAlert {
  user_id: number;
  symbol: string;
  kind: AlertKind;
  price: string | null;
  direction: AlertDirection | null;
  percent: string | null;
  price_at_set: string;
}

export function insertAlert(db: Executor, alert: NewAlert): Promise<AlertRow> {
  return db.insertInto('price_alerts').values(alert).returningAll().executeTakeFirstOrThrow();
}

export async function pageAlerts(
  db: Executor,
  userId: number,
  symbol: string | undefined,
  request: PageRequest,
): Promise<{ rows: AlertRow[]; total: number }> {
  let query = db.selectFrom('price_alerts').where('user_id', '=', userId);
  if (symbol) query = query.where('symbol', '=', symbol);
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      // Active first (what still waits), then the newest.
      .orderBy('status')
      .orderBy('id', 'desc')
      .limit(request.limit)
      .offset(offsetOf(request.page, request.limit))
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Deletes one of the user's alerts; answers whether it was there (another user's is not). */
export async function deleteAlert(db: Executor, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('price_alerts')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Active alerts: all of them (the engine's start), or of these ids. */
export function activeAlerts(db: Executor, ids?: readonly number[]): Promise<AlertRow[]> {
  let query = db.selectFrom('price_alerts').selectAll().where('status', '=', ACTIVE);
  if (ids) {
    if (ids.length === 0) return Promise.resolve([]);
    query = query.where('id', 'in', ids);
  }
  return query.orderBy('id').execute();
}

export interface Firing {
  id: number;
  price: string;
  tickTime: number;
  reference: string | null;
}

/**
 * Fires an alert: active → fired, storing the tick that fired it. The guard on the status makes
 * a repeat (a retry, a restart, a second node) change nothing and answer undefined.
 */
export function fireAlert(trx: Trx, firing: Firing): Promise<AlertRow | undefined> {
  return trx
    .updateTable('price_alerts')
    .set({
      status: FIRED,
      fired_price: firing.price,
      fired_tick_time: firing.tickTime,
      fired_reference: firing.reference,
      fired_at: sql<Date>`now()`,
    })
    .where('id', '=', firing.id)
    .where('status', '=', ACTIVE)
    .returningAll()
    .executeTakeFirst();
}

// ---- notifications -------------------------------------------------------------------------------

export function insertNotification(
  db: Executor,
  userId: number,
  kind: NotificationKind,
  params: object,
): Promise<NotificationRow> {
  return db
    .insertInto('notifications')
    .values({ user_id: userId, kind, params: JSON.stringify(params) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Writes many notifications in one statement; the rows written, in order. */
/**
 * Writes the notifications in one statement, leaving out each whose category its owner switched
 * off (price alerts have none and are always kept).
 */
export async function insertNotifications(
  db: Executor,
  rows: readonly { userId: number; kind: NotificationKind; params: object }[],
): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  const result = await sql<NotificationRow>`
    insert into notifications (user_id, kind, params)
    select v.user_id, v.kind, v.params::jsonb
    from unnest(${rows.map((r) => r.userId)}::int[], ${rows.map((r) => r.kind)}::text[],
                ${rows.map((r) => JSON.stringify(r.params))}::text[],
                ${rows.map((r) => inboxCategoryOf(r.kind, r.params))}::text[])
      as v(user_id, kind, params, category)
    where v.category is null or not exists (
      select 1 from inbox_category_settings s
      where s.user_id = v.user_id and s.category = v.category and not s.enabled)
    returning *`.execute(db);
  return result.rows;
}

/** The inbox categories the user switched off (the rest are on). */
export async function disabledInboxCategories(
  db: Executor,
  userId: number,
): Promise<InboxCategory[]> {
  const rows = await db
    .selectFrom('inbox_category_settings')
    .select('category')
    .where('user_id', '=', userId)
    .where('enabled', '=', false)
    .execute();
  return rows.map((r) => r.category);
}

export async function setInboxCategory(
  db: Executor,
  userId: number,
  category: InboxCategory,
  enabled: boolean,
): Promise<void> {
  await db
    .insertInto('inbox_category_settings')
    .values({ user_id: userId, category, enabled })
    .onConflict((oc) =>
      oc.columns(['user_id', 'category']).doUpdateSet({ enabled, updated_at: sql`now()` }),
    )
    .execute();
}

/** Unread notifications per user, for these users. */
export async function countUnreadOf(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('notifications')
    .select((eb) => ['user_id', eb.fn.countAll<number>().as('n')])
    .where('user_id', 'in', userIds)
    .where('read', '=', false)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [r.user_id, Number(r.n)]));
}

export async function pageNotifications(
  db: Executor,
  userId: number,
  request: PageRequest,
): Promise<{ rows: NotificationRow[]; total: number }> {
  const query = db.selectFrom('notifications').where('user_id', '=', userId);
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('id', 'desc')
      .limit(request.limit)
      .offset(offsetOf(request.page, request.limit))
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function countUnread(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks one of the user's notifications read, or all of them; answers how many it changed. */
export async function markRead(db: Executor, userId: number, id?: number): Promise<number> {
  let query = db
    .updateTable('notifications')
    .set({ read: true })
    .where('user_id', '=', userId)
    .where('read', '=', false);
  if (id !== undefined) query = query.where('id', '=', id);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function notificationExists(db: Executor, userId: number, id: number) {
  return db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}
