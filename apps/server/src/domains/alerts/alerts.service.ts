import {
  alertRules,
  MAX_ACTIVE_ALERTS,
  INBOX_CATEGORIES,
  type AlertCreateInput,
  type AlertListInput,
  type AlertView,
  type InboxSettingInput,
  type InboxSettingsView,
  type NotificationListInput,
  type NotificationReadInput,
  type NotificationUnreadView,
  type NotificationView,
  type Page,
} from '@meridian/contract';

import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { pageView } from '../../lib/pagination.js';
import { users } from '../user/index.js';
import * as repo from './alerts.repository.js';

/** The engine module's name: signals after a change name it. */
export const ALERTS_MODULE = 'alerts';

const ms = (date: Date | null) => (date ? date.getTime() : null);
const plainOrNull = (value: string | null) => (value === null ? null : alertRules.plain(value));

// ---- views ---------------------------------------------------------------------------------------

export function alertView(row: repo.AlertRow): AlertView {
  return {
    id: row.id,
    symbol: row.symbol,
    kind: row.kind,
    price: plainOrNull(row.price),
    percent: plainOrNull(row.percent),
    direction: row.direction,
    status: row.status,
    price_at_set: alertRules.plain(row.price_at_set),
    fired_price: plainOrNull(row.fired_price),
    fired_at: row.fired_tick_time === null ? null : Number(row.fired_tick_time),
    created_at: row.created_at.getTime(),
  };
}

export function notificationView(row: repo.NotificationRow): NotificationView {
  return {
    id: row.id,
    kind: row.kind,
    params: row.params,
    read: row.read,
    created_at: ms(row.created_at) ?? 0,
  } as NotificationView;
}

// ---- alerts --------------------------------------------------------------------------------------

/**
 * Sets an alert on a pair. A crossing alert waits above or below, decided from the live price
 * now (a target equal to it is reached already: ALERT_PRICE_AT_MARKET); a move alert remembers
 * the price now too. At most MAX_ACTIVE_ALERTS active per user, counted under a lock on the
 * user's row so two quick taps cannot both pass at the limit.
 */
export async function createAlert(
  deps: AppDeps,
  caller: Caller,
  input: AlertCreateInput,
): Promise<AlertView> {
  if (!deps.market.pair(input.symbol)) throw new AppError('PAIR_UNKNOWN');
  const tick = deps.market.liveTick(input.symbol);
  if (!tick) throw new AppError('PRICE_UNAVAILABLE');
  const current = alertRules.plain(tick.price);
  let direction: AlertView['direction'] = null;
  if (input.kind === 'cross') {
    direction = alertRules.crossDirection(input.price!, current);
    if (!direction) throw new AppError('ALERT_PRICE_AT_MARKET');
  }
  const userId = caller.user.id;
  const row = await deps.db.transaction().execute(async (trx) => {
    await users.lockUserRow(trx, userId);
    if ((await repo.countActive(trx, userId)) >= MAX_ACTIVE_ALERTS)
      throw new AppError('ALERT_LIMIT_REACHED', { max: String(MAX_ACTIVE_ALERTS) });
    return repo.insertAlert(trx, {
      user_id: userId,
      symbol: input.symbol,
      kind: input.kind,
      price: input.kind === 'cross' ? input.price! : null,
      direction,
      percent: input.kind === 'move' ? input.percent! : null,
      price_at_set: current,
    });
  });
  deps.engine.changed(ALERTS_MODULE, [row.id]);
  return alertView(row);
}

export async function pageAlerts(
  deps: AppDeps,
  caller: Caller,
  input: AlertListInput,
): Promise<Page<AlertView>> {
  const found = await repo.pageAlerts(deps.db, caller.user.id, input.symbol, input);
  return pageView(found, alertView, input);
}

/** Deletes one of the caller's alerts (active or fired); another user's answers ALERT_NOT_FOUND. */
export async function deleteAlert(deps: AppDeps, caller: Caller, id: number): Promise<null> {
  if (!(await repo.deleteAlert(deps.db, caller.user.id, id))) throw new AppError('ALERT_NOT_FOUND');
  deps.engine.changed(ALERTS_MODULE, [id]);
  return null;
}

// ---- notifications -------------------------------------------------------------------------------

export async function pageNotifications(
  deps: AppDeps,
  caller: Caller,
  input: NotificationListInput,
): Promise<Page<NotificationView>> {
  const found = await repo.pageNotifications(deps.db, caller.user.id, input);
  return pageView(found, notificationView, input);
}

export async function unreadCount(deps: AppDeps, caller: Caller): Promise<NotificationUnreadView> {
  return { count: await repo.countUnread(deps.db, caller.user.id) };
}

/** GET /notification/settings: every inbox category's switch. */
export async function inboxSettings(deps: AppDeps, caller: Caller): Promise<InboxSettingsView> {
  const off = new Set(await repo.disabledInboxCategories(deps.db, caller.user.id));
  return {
    categories: Object.fromEntries(
      INBOX_CATEGORIES.map((category) => [category, !off.has(category)]),
    ) as InboxSettingsView['categories'],
  };
}

/** POST /notification/settings: switches one inbox category; later notices of it follow. */
export async function setInboxSetting(
  deps: AppDeps,
  caller: Caller,
  input: InboxSettingInput,
): Promise<InboxSettingsView> {
  await repo.setInboxCategory(deps.db, caller.user.id, input.category, input.enabled);
  return inboxSettings(deps, caller);
}

/** Marks one notification read (another user's answers NOT_FOUND), or all of the caller's. */
export async function markRead(
  deps: AppDeps,
  caller: Caller,
  input: NotificationReadInput,
): Promise<NotificationUnreadView> {
  const userId = caller.user.id;
  if (input.id !== undefined && !(await repo.notificationExists(deps.db, userId, input.id)))
    throw new AppError('NOT_FOUND');
  await repo.markRead(deps.db, userId, input.id);
  return { count: await repo.countUnread(deps.db, userId) };
}
