import { LEVER_STATUS, type futuresRules, type LeverTradeEvent } from '@meridian/contract';

import type { AppDeps } from '../../deps.js';
import { currentTick } from '../../engine/prices.js';
import type {
  Crossed,
  EngineModule,
  EngineTick,
  TickSource,
  Trigger,
  Work,
} from '../../engine/types.js';
import { moneyTransaction, publishBalanceChanges } from '../../ledger/transaction.js';
import {
  executeCloses,
  executeEntryFills,
  executeLiquidations,
  FUTURES_MODULE,
} from './futures.executions.js';
import {
  markOf,
  precisionFor,
  readFuturesSettings,
  type FuturesSettings,
} from './futures.market.js';
import * as repo from './futures.repository.js';
import type { PositionRow } from './futures.repository.js';
import { describeAccount, positionView } from './futures.views.js';
import { LiveBook } from './futures.live-book.js';

/**
 * The futures engine module: limit entries, take-profits, stop-losses and estimated liquidation
 * prices as price triggers; executions set-based and guarded by `where status = …` in SQL;
 * live `lever_trade` pushes from an in-memory copy of the open positions.
 */

/** At most one `lever_trade` per user per second. */
const PUSH_INTERVAL_MS = 1000;
/** The cached futures available and settings are read again when older than this. */
const ACCOUNT_REFRESH_MS = 5000;
const SETTINGS_REFRESH_MS = 10_000;

const isLong = (row: PositionRow) => (row.type as futuresRules.Direction) === 1;

/** The futures module the engine drives (ARCHITECTURE.md "Prices and the engine"). */
export function createFuturesModule(deps: AppDeps): EngineModule {
  const book = new LiveBook();
  let settings: FuturesSettings | undefined;
  let settingsAt = 0;
  const lastPush = new Map<number, number>();
  const trailing = new Map<number, NodeJS.Timeout>();
  let refreshing: Promise<void> | undefined;

  const markNow = (symbol: string) => markOf(deps, symbol);
  const precisionOf = precisionFor(deps);

  async function currentSettings(): Promise<FuturesSettings> {
    if (!settings || Date.now() - settingsAt > SETTINGS_REFRESH_MS) {
      settings = await readFuturesSettings(deps.db);
      settingsAt = Date.now();
    }
    return settings;
  }

  /** Triggers of some users' live positions; liquidation prices from each user's whole account. */
  function workOf(userIds: Iterable<number>, s: FuturesSettings): Work {
    const triggers: Trigger[] = [];
    for (const userId of userIds) {
      const state = book.users.get(userId);
      if (!state) continue;
      const picture = describeAccount(state.available, state.live, s, markNow, precisionOf);
      for (const row of state.live) {
        const long = isLong(row);
        const base = { module: FUTURES_MODULE, id: row.id, symbol: row.symbol };
        if (row.status === LEVER_STATUS.pending && row.target_price !== null) {
          triggers.push({
            ...base,
            tag: 'entry',
            price: row.target_price,
            fires: long ? 'at_or_below' : 'at_or_above',
          });
          continue;
        }
        if (row.status !== LEVER_STATUS.open) continue;
        if (row.target_profit_price !== null) {
          triggers.push({
            ...base,
            tag: 'tp',
            price: row.target_profit_price,
            fires: long ? 'at_or_above' : 'at_or_below',
          });
        }
        if (row.stop_loss_price !== null) {
          triggers.push({
            ...base,
            tag: 'sl',
            price: row.stop_loss_price,
            fires: long ? 'at_or_below' : 'at_or_above',
          });
        }
        const liquidation = picture.liquidation.get(row.id);
        if (liquidation)
          triggers.push({
            ...base,
            tag: 'liq',
            price: liquidation,
            fires: long ? 'at_or_below' : 'at_or_above',
          });
      }
    }
    return { triggers, dues: [] };
  }

  async function loadUsers(userIds: number[], rows: PositionRow[]): Promise<Work> {
    const holders = [...new Set([...userIds, ...rows.map((r) => r.user_id)])];
    const [available, s] = await Promise.all([
      repo.futuresAvailable(deps.db, holders),
      currentSettings(),
    ]);
    book.replace(holders, rows, available, Date.now());
    return workOf(holders, s);
  }

  function notifyClosed(rows: readonly PositionRow[]) {
    for (const row of rows)
      deps.notifyUser(row.user_id, 'lever_closed', { position: positionView(row, null) });
  }

  // ---- pushes ------------------------------------------------------------------------------------

  function push(userId: number, tick?: EngineTick) {
    const state = book.users.get(userId);
    if (!state || !settings) return;
    lastPush.set(userId, Date.now());
    const marks = (symbol: string) =>
      tick && symbol === tick.symbol ? tick.price : markNow(symbol);
    const picture = describeAccount(state.available, state.live, settings, marks, precisionOf);
    const event: LeverTradeEvent = { account: picture.account, positions: picture.positions };
    deps.notifyUser(userId, 'lever_trade', event);
  }

  /** Reads the futures available of users whose cached value is old, one read at a time. */
  function refreshAvailable(userIds: number[]) {
    if (refreshing || userIds.length === 0) return;
    refreshing = (async () => {
      const available = await repo.futuresAvailable(deps.db, userIds);
      const now = Date.now();
      for (const [userId, value] of available) {
        const state = book.users.get(userId);
        if (state) Object.assign(state, { available: value, availableAt: now });
      }
      await currentSettings();
    })()
      .catch((error: unknown) => deps.log.warn({ err: error }, 'futures: account refresh failed'))
      .finally(() => {
        refreshing = undefined;
      });
  }

  return {
    name: FUTURES_MODULE,

    async loadAll() {
      book.clear();
      const rows = await repo.listAllLive(deps.db);
      return loadUsers([], rows);
    },

    async load(ids) {
      const owners = await repo.ownersOf(deps.db, ids);
      const rows = await repo.listLiveOfUsers(deps.db, owners);
      return loadUsers(owners, rows);
    },

    async onCrossed(crossed: Crossed[], ticks: TickSource) {
      const entries = new Map<number, EngineTick>();
      const stops = new Map<
        number,
        { tick: EngineTick; reason: 'take_profit' | 'stop_loss'; stopPrice: string }
      >();
      const liquidations = new Set<number>();
      for (const { trigger, tick } of crossed) {
        if (trigger.tag === 'entry' && !entries.has(trigger.id)) entries.set(trigger.id, tick);
        else if ((trigger.tag === 'tp' || trigger.tag === 'sl') && !stops.has(trigger.id)) {
          stops.set(trigger.id, {
            tick,
            reason: trigger.tag === 'tp' ? 'take_profit' : 'stop_loss',
            stopPrice: trigger.price,
          });
        } else if (trigger.tag === 'liq') liquidations.add(trigger.id);
      }
      const published = publishBalanceChanges(deps.events);

      if (entries.size > 0) {
        await moneyTransaction(
          deps.db,
          (trx) =>
            executeEntryFills(
              deps,
              trx,
              [...entries].map(([id, tick]) => ({ id, tick })),
            ),
          published,
        );
      }

      if (stops.size > 0) {
        const closed = await moneyTransaction(
          deps.db,
          async (trx) => {
            const rows = await repo.findOpen(trx, [...stops.keys()]);
            return executeCloses(
              deps,
              trx,
              rows.map((row) => ({ row, ...stops.get(row.id)! })),
            );
          },
          published,
        );
        notifyClosed(closed);
      }

      if (liquidations.size > 0) {
        const users = await repo.ownersOf(deps.db, [...liquidations]);
        const tickOf = (symbol: string) => ticks.latest(symbol) ?? currentTick(deps.market, symbol);
        const closed = await moneyTransaction(
          deps.db,
          (trx) => executeLiquidations(deps, trx, users, tickOf),
          published,
        );
        notifyClosed(closed);
      }
    },

    onTick(tick: EngineTick) {
      try {
        const holders = book.holders.get(tick.symbol);
        if (!holders || holders.size === 0) return;
        const now = Date.now();
        const stale: number[] = [];
        for (const userId of holders) {
          const state = book.users.get(userId);
          if (state && now - state.availableAt > ACCOUNT_REFRESH_MS) stale.push(userId);
          const since = now - (lastPush.get(userId) ?? 0);
          if (since >= PUSH_INTERVAL_MS) {
            push(userId, tick);
          } else if (!trailing.has(userId)) {
            // The last price of a busy second still reaches the screen, a little later.
            const timer = setTimeout(() => {
              trailing.delete(userId);
              try {
                push(userId);
              } catch (error) {
                deps.log.warn({ err: error }, 'futures: push failed');
              }
            }, PUSH_INTERVAL_MS - since);
            timer.unref();
            trailing.set(userId, timer);
          }
        }
        refreshAvailable(stale);
      } catch (error) {
        deps.log.warn({ err: error }, 'futures: tick push failed');
      }
    },
  };
}
