import {
  alertRules,
  type AlertCrossParams,
  type AlertMoveParams,
  type NotificationEvent,
} from '@meridian/contract';

import type { AppDeps } from '../../deps.js';
import type { Crossed, Due, EngineModule, Trigger, Work } from '../../engine/types.js';
import { recordDecisiveTicks, type EvidenceTick } from '../../market-data/evidence.js';
import * as repo from './alerts.repository.js';
import { ALERTS_MODULE, notificationView } from './alerts.service.js';

/** A move alert's window slides: its bounds are read again this often. */
export const MOVE_REFRESH_MS = 60_000;

interface Reference {
  price: string;
  /** The recorded tick it came from; null for the price when the alert was set. */
  tick: EvidenceTick | null;
}

export interface AlertsModuleOptions {
  /** The clock that slides move alerts' windows (tests fix it). */
  now?: () => number;
}

/**
 * Price alerts as an engine module, held like stops: a crossing alert is one `cross` trigger at
 * its target (at or above when it waits above, at or below otherwise); a "moves N % in 1 h"
 * alert is an `up` and a `down` trigger at the reference price ± N %, the reference being the
 * feed's recorded price at the window's start (one hour back, never before the alert was set),
 * plus a `window` due a minute ahead that reloads it as the window slides. A crossed trigger
 * fires the alert once (active → fired, guarded in SQL) and writes one notification.
 */
export function createAlertsModule(deps: AppDeps, options: AlertsModuleOptions = {}): EngineModule {
  const now = options.now ?? Date.now;
  /**
   * The reference each armed move alert's bounds came from, for its notification and as evidence:
   * the recorded tick at the window's start, or (no tick: the window starts at the alert's
   * creation) the price when it was set.
   */
  const references = new Map<number, Reference>();

  async function workOf(rows: repo.AlertRow[]): Promise<Work> {
    const triggers: Trigger[] = [];
    const dues: Due[] = [];
    const at = now();
    // Alerts older than an hour share their window's start: one read per symbol and start.
    const referenceAt = new Map<string, Promise<Reference | null>>();
    for (const row of rows) {
      references.delete(row.id);
      const base = { module: ALERTS_MODULE, id: row.id, symbol: row.symbol };
      if (row.kind === 'cross') {
        triggers.push({
          ...base,
          tag: 'cross',
          price: alertRules.plain(row.price!),
          fires: row.direction === 'above' ? 'at_or_above' : 'at_or_below',
        });
        continue;
      }
      dues.push({ ...base, tag: 'window', at: at + MOVE_REFRESH_MS });
      const createdAt = row.created_at.getTime();
      const start = alertRules.moveWindowStart(createdAt, at);
      let reference: Reference | null;
      if (start === createdAt) {
        reference = { price: alertRules.plain(row.price_at_set), tick: null };
      } else {
        const key = `${row.symbol}|${start}`;
        let read = referenceAt.get(key);
        if (!read) {
          read = deps.market
            .recordedTickAtOrBefore(row.symbol, start)
            .then((tick) => (tick ? { price: alertRules.plain(tick.price), tick } : null));
          referenceAt.set(key, read);
        }
        reference = await read;
      }
      // No recorded price an hour back (a gap): nothing to measure from until the window slides.
      if (reference === null) continue;
      references.set(row.id, reference);
      const bounds = alertRules.moveBounds(reference.price, row.percent!);
      triggers.push(
        { ...base, tag: 'up', price: bounds.up, fires: 'at_or_above' },
        { ...base, tag: 'down', price: bounds.down, fires: 'at_or_below' },
      );
    }
    return { triggers, dues };
  }

  async function fire(item: Crossed): Promise<void> {
    const { trigger, tick } = item;
    const reference = trigger.tag === 'cross' ? null : (references.get(trigger.id) ?? null);
    const referencePrice = reference?.price ?? null;
    const price = alertRules.plain(tick.price);
    const fired = await deps.db.transaction().execute(async (trx) => {
      const row = await repo.fireAlert(trx, {
        id: trigger.id,
        price,
        tickTime: tick.time,
        reference: referencePrice,
      });
      if (!row) return undefined;
      await recordDecisiveTicks(trx, reference?.tick ? [tick, reference.tick] : [tick]);
      const params: AlertCrossParams | AlertMoveParams =
        row.kind === 'cross'
          ? {
              alert_id: row.id,
              symbol: row.symbol,
              direction: row.direction!,
              target: alertRules.plain(row.price!),
              price,
              tick_time: tick.time,
            }
          : {
              alert_id: row.id,
              symbol: row.symbol,
              percent: alertRules.plain(row.percent!),
              moved: alertRules.movePercent(referencePrice ?? row.price_at_set, price),
              reference: alertRules.plain(referencePrice ?? row.price_at_set),
              reference_time: reference?.tick?.time ?? null,
              price,
              tick_time: tick.time,
            };
      const notification = await repo.insertNotification(
        trx,
        row.user_id,
        row.kind === 'cross' ? 'alert_cross' : 'alert_move',
        params,
      );
      return { userId: row.user_id, notification };
    });
    references.delete(trigger.id);
    if (!fired) return;
    deps.events.emit('alert.fired', {
      userId: fired.userId,
      alertId: trigger.id,
      symbol: trigger.symbol,
      price,
    });
    const unread = await repo.countUnread(deps.db, fired.userId);
    const event: NotificationEvent = {
      notification: notificationView(fired.notification),
      unread,
    };
    deps.notifyUser(fired.userId, 'notification', event);
  }

  return {
    name: ALERTS_MODULE,
    loadAll: async () => workOf(await repo.activeAlerts(deps.db)),
    load: async (ids) => workOf(await repo.activeAlerts(deps.db, ids)),
    async onCrossed(crossed) {
      // An up and a down of one move alert may cross on one tick (a huge jump): the first fires.
      const seen = new Set<number>();
      for (const item of crossed) {
        if (seen.has(item.trigger.id)) continue;
        seen.add(item.trigger.id);
        await fire(item);
      }
    },
    // The window slid: the engine reloads the alerts it hands here, with fresh bounds.
    onDue: () => Promise.resolve(),
  };
}
