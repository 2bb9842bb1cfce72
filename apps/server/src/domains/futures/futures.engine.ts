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
  FUTURES_ACCOUNT_MODULE,
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
import { accountRowOf, describeAccount, positionView } from './futures.views.js';
import { LiveBook } from './futures.live-book.js';

/**
 * The futures engine modules. `futures`: limit entries, take-profits and stop-losses of each
 * position as price triggers. `futures-account`: one estimated liquidation price per user and
 * pair, from the account's sums, so an order costs the engine O(pairs), never O(positions).
 * Executions are set-based and guarded by `where status = …` in SQL; live `lever_trade` pushes
 * come from an in-memory copy of the live positions, updated row by row.
 */

/** At most one `lever_trade` per user per second. */
const PUSH_INTERVAL_MS = 1000;
/** The cached futures available and settings are read again when older than this. */
const ACCOUNT_REFRESH_MS = 5000;
const SETTINGS_REFRESH_MS = 10_000;

/** A pair's liquidation warning of one user (see `warnings` in `createFuturesModules`). */
interface WarningState {
  positions: string;
  liquidation: string;
  told: boolean;
}

const isLong = (row: PositionRow) => (row.type as futuresRules.Direction) === 1;
const ownersOf = (rows: readonly PositionRow[]) => [...new Set(rows.map((r) => r.user_id))];

/** Entry, take-profit and stop-loss triggers of live positions. */
function positionTriggers(rows: readonly PositionRow[]): Trigger[] {
  const triggers: Trigger[] = [];
  for (const row of rows) {
    const long = isLong(row);
    const base = { module: FUTURES_MODULE, id: row.id, symbol: row.symbol };
    if (row.status === LEVER_STATUS.pending && row.target_price !== null) {
      triggers.push({
        ...base,
        tag: 'entry',
        price: row.target_price,
        fires: long ? 'at_or_below' : 'at_or_above',
      });
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
  }
  return triggers;
}

/** The futures modules the engine drives (ARCHITECTURE.md "Prices and the engine"). */
export function createFuturesModules(deps: AppDeps): EngineModule[] {
  const book = new LiveBook();
  let settings: FuturesSettings | undefined;
  let settingsAt = 0;
  const lastPush = new Map<number, number>();
  const trailing = new Map<number, NodeJS.Timeout>();
  let refreshing: Promise<void> | undefined;
  const published = publishBalanceChanges(deps.events);

  const markNow = (symbol: string) => markOf(deps, symbol);
  const precisionOf = precisionFor(deps);

  async function currentSettings(): Promise<FuturesSettings> {
    if (!settings || Date.now() - settingsAt > SETTINGS_REFRESH_MS) {
      settings = await readFuturesSettings(deps.db);
      settingsAt = Date.now();
    }
    return settings;
  }

  /**
   * Liquidation warnings (#21 item 9), per user and pair: the positions (net, cost, margin) the
   * warning is armed for, the liquidation price then, and whether it was told. Told once for the
   * same positions; a change to them (more, less, margin added) arms it again; a closed pair is
   * forgotten. Kept by the leader in memory: a new leader may tell a trader still in the zone
   * once more.
   */
  const warnings = new Map<number, Map<string, WarningState>>();

  /**
   * Each pair's liquidation trigger of some users' accounts (id: the user, tag: `liq:<pair>`),
   * and its warning trigger (`warn:<pair>`) until the warning is told.
   */
  async function accountWork(userIds: readonly number[]): Promise<Work> {
    const [accounts, s] = await Promise.all([repo.accountsOf(deps.db, userIds), currentSettings()]);
    const now = Date.now();
    const triggers: Trigger[] = [];
    for (const [userId, account] of accounts) {
      book.setAvailable(userId, account.available, now);
      const { liquidation, warning } = describeAccount(account, s, markNow, precisionOf);
      const before = warnings.get(userId);
      const armed = new Map<string, WarningState>();
      for (const pair of account.pairs) {
        const price = liquidation.get(pair.symbol);
        if (!price) continue;
        const netLong = !pair.net_qty.startsWith('-');
        const base = {
          module: FUTURES_ACCOUNT_MODULE,
          id: userId,
          symbol: pair.symbol,
          fires: netLong ? ('at_or_below' as const) : ('at_or_above' as const),
        };
        triggers.push({ ...base, tag: `liq:${pair.symbol}`, price });
        const warnAt = warning.get(pair.symbol);
        if (!warnAt) continue;
        const positions = `${pair.net_qty}|${pair.cost}|${pair.margin}`;
        const known = before?.get(pair.symbol);
        if (known?.told && known.positions === positions) {
          armed.set(pair.symbol, known);
          continue;
        }
        armed.set(pair.symbol, { positions, liquidation: price, told: false });
        triggers.push({ ...base, tag: `warn:${pair.symbol}`, price: warnAt });
      }
      if (armed.size > 0) warnings.set(userId, armed);
      else warnings.delete(userId);
    }
    // Users with nothing open any more have no warning to keep.
    for (const id of userIds) if (!accounts.has(id)) warnings.delete(id);
    return { triggers, dues: [] };
  }

  /** Tells each crossed warning once (`position.liquidation_warning`); no money moves. */
  function tellWarnings(crossed: readonly Crossed[]) {
    for (const { trigger } of crossed) {
      const state = warnings.get(trigger.id)?.get(trigger.symbol);
      if (!state || state.told) continue;
      state.told = true;
      deps.events.emit('position.liquidation_warning', {
        userId: trigger.id,
        symbol: trigger.symbol,
        warningPrice: trigger.price,
        liquidationPrice: state.liquidation,
      });
    }
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
    const live = [...state.live.values()].sort((a, b) => a.id - b.id);
    const picture = describeAccount(
      accountRowOf(state.available, live),
      settings,
      marks,
      precisionOf,
    );
    const event: LeverTradeEvent = {
      account: picture.account,
      positions: live.map((r) =>
        positionView(r, marks(r.symbol), picture.liquidation.get(r.symbol) ?? null),
      ),
    };
    deps.notifyUser(userId, 'lever_trade', event);
  }

  /** Reads the futures available of users whose cached value is old, one read at a time. */
  function refreshAvailable(userIds: number[]) {
    if (refreshing || userIds.length === 0) return;
    refreshing = (async () => {
      const available = await repo.futuresAvailable(deps.db, userIds);
      const now = Date.now();
      for (const [userId, value] of available) book.setAvailable(userId, value, now);
      await currentSettings();
    })()
      .catch((error: unknown) => deps.log.warn({ err: error }, 'futures: account refresh failed'))
      .finally(() => {
        refreshing = undefined;
      });
  }

  /**
   * Pushes the account to the holders of the tick's symbol that are connected (a view of every
   * position is built only for someone who will see it), at most once a second each.
   */
  function onTick(tick: EngineTick) {
    const holders = [...book.holdersOf(tick.symbol)];
    if (holders.length === 0) return;
    const connected = deps.connectedUsers?.(holders) ?? Promise.resolve(new Set(holders));
    connected
      .then((online) =>
        pushTo(
          holders.filter((userId) => online.has(userId)),
          tick,
        ),
      )
      .catch((error: unknown) => deps.log.warn({ err: error }, 'futures: tick push failed'));
  }

  function pushTo(userIds: readonly number[], tick: EngineTick) {
    const now = Date.now();
    const stale: number[] = [];
    for (const userId of userIds) {
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
  }

  // ---- executions --------------------------------------------------------------------------------

  /** Fills crossed limit entries and closes crossed take-profits and stop-losses. */
  async function executePositionTriggers(crossed: Crossed[]) {
    const entries = new Map<number, EngineTick>();
    const stops = new Map<
      number,
      { tick: EngineTick; reason: 'take_profit' | 'stop_loss'; stopPrice: string }
    >();
    for (const { trigger, tick } of crossed) {
      if (trigger.tag === 'entry' && !entries.has(trigger.id)) entries.set(trigger.id, tick);
      else if ((trigger.tag === 'tp' || trigger.tag === 'sl') && !stops.has(trigger.id)) {
        stops.set(trigger.id, {
          tick,
          reason: trigger.tag === 'tp' ? 'take_profit' : 'stop_loss',
          stopPrice: trigger.price,
        });
      }
    }
    if (entries.size > 0) {
      const opened = await moneyTransaction(
        deps.db,
        (trx) =>
          executeEntryFills(
            deps,
            trx,
            [...entries].map(([id, tick]) => ({ id, tick })),
          ),
        published,
      );
      deps.engine.changed(FUTURES_ACCOUNT_MODULE, ownersOf(opened));
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
      deps.engine.changed(FUTURES_ACCOUNT_MODULE, ownersOf(closed));
    }
  }

  /** Liquidates the accounts whose liquidation price a tick crossed, if their risk confirms it. */
  async function executeAccountTriggers(crossed: Crossed[], ticks: TickSource) {
    const users = [...new Set(crossed.map((c) => c.trigger.id))];
    const tickOf = (symbol: string) => ticks.latest(symbol) ?? currentTick(deps.market, symbol);
    const closed = await moneyTransaction(
      deps.db,
      (trx) => executeLiquidations(deps, trx, users, tickOf),
      published,
    );
    notifyClosed(closed);
    deps.engine.changed(
      FUTURES_MODULE,
      closed.map((r) => r.id),
    );
  }

  const positions: EngineModule = {
    name: FUTURES_MODULE,

    async loadAll() {
      book.clear();
      const rows = await repo.listAllLive(deps.db);
      book.apply(rows);
      await currentSettings();
      return { triggers: positionTriggers(rows), dues: [] };
    },

    async load(ids) {
      const rows = await repo.findByIds(deps.db, ids);
      book.apply(rows);
      return { triggers: positionTriggers(rows), dues: [] };
    },

    onCrossed: (crossed) => executePositionTriggers(crossed),
    onTick,
  };

  const accounts: EngineModule = {
    name: FUTURES_ACCOUNT_MODULE,
    async loadAll() {
      return accountWork(await repo.usersWithOpenPositions(deps.db));
    },
    load: (userIds) => accountWork(userIds),
    async onCrossed(crossed, ticks) {
      tellWarnings(crossed.filter((c) => c.trigger.tag.startsWith('warn:')));
      const liquidations = crossed.filter((c) => c.trigger.tag.startsWith('liq:'));
      if (liquidations.length > 0) await executeAccountTriggers(liquidations, ticks);
    },
  };

  return [positions, accounts];
}
