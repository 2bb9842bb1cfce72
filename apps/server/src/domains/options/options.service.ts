import {
  ACCOUNT_TYPES,
  optionsRules as rules,
  TRADING_SETTINGS,
  type AdminOptionDurationSaveInput,
  type AdminOptionDurationView,
  type MicroListInput,
  type MicroSubmitInput,
  type OptionDurationView,
  type OptionOrderView,
  type OptionResult,
  type OptionStatus,
  type OptionVoidReason,
  type Page,
  type PayableCurrencyView,
} from '@meridian/contract';

import type { Insertable } from 'kysely';

import type { Executor, OptionOrdersTable, Trx } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { AppDeps } from '../../deps.js';
import { currentTick } from '../../engine/prices.js';
import type { TickSource } from '../../engine/types.js';
import { recordDecisiveTicks, type EvidenceTick } from '../../market-data/evidence.js';
import * as ledger from '../../ledger/ledger.js';
import { finishSetPostings, withSetPostings } from '../../ledger/set-postings.js';
import {
  emitAfterCommit,
  moneyTransaction,
  publishBalanceChanges,
} from '../../ledger/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { partitionCount } from '../../lib/partitions.js';
import type { Caller } from '../../lib/caller.js';
import { pageView } from '../../lib/pagination.js';
import { assertCanWrite, type AdminCaller } from '../admin/index.js';
import { insertAudit } from '../admin/index.js';
import * as repo from './options.repository.js';
import { groupByExpiry } from './options.rules.js';

/** The engine module's name: `deps.engine.changed(OPTIONS_MODULE, ids)`. */
export const OPTIONS_MODULE = 'options';
/** Stakes come from, and payouts go back to, the options ("micro") account. */
const MICRO = ACCOUNT_TYPES.micro;

// ---- views ---------------------------------------------------------------------------------------

export function orderView(row: repo.OrderRow): OptionOrderView {
  return {
    id: row.id,
    type: row.type as 1 | 2,
    symbol: row.symbol,
    match_id: row.match_id,
    currency_id: row.currency_id,
    currency_name: row.currency_name,
    seconds: row.seconds,
    number: rules.plain(row.number),
    fee: rules.plain(row.fee),
    profit_ratio: rules.plain(row.profit_ratio),
    open_price: rules.plain(row.open_price),
    open_time: Number(row.open_time),
    end_price: row.end_price === null ? null : rules.plain(row.end_price),
    end_time: row.end_time === null ? null : Number(row.end_time),
    fact_profits: row.fact_profits === null ? null : rules.plain(row.fact_profits),
    status: row.status as OptionStatus,
    profit_result: row.profit_result as OptionResult | null,
    void_reason: row.void_reason as OptionVoidReason | null,
    created_at: new Date(row.created_at).getTime(),
    handled_at: Number(row.expires_at),
  };
}

function durationView(row: repo.DurationRow): OptionDurationView {
  return {
    id: row.id,
    seconds: row.seconds,
    profit_ratio: rules.plain(row.profit_ratio),
    min_amount: rules.plain(row.min_amount),
    max_amount: rules.plain(row.max_amount),
    fee_rate: rules.plain(row.fee_rate),
  };
}

const adminDurationView = (row: repo.DurationRow): AdminOptionDurationView => ({
  ...durationView(row),
  sort: row.sort,
  enabled: row.enabled,
});

// ---- reading -------------------------------------------------------------------------------------

/** GET /microtrade/payable_currencies: coins a stake can be paid in, with the caller's available. */
export async function payableCurrencies(
  deps: AppDeps,
  caller: Caller | undefined,
): Promise<PayableCurrencyView[]> {
  const [currencies, balances] = await Promise.all([
    repo.listPayableCurrencies(deps.db),
    caller ? repo.listAvailable(deps.db, caller.user.id, MICRO) : Promise.resolve([]),
  ]);
  const available = new Map(balances.map((b) => [b.currency_id, b.available]));
  return currencies.map((c) => ({
    id: c.id,
    name: c.name,
    available: rules.plain(available.get(c.id) ?? '0'),
  }));
}

/** GET /microtrade/seconds: the durations users can pick, in display order. */
export async function listSeconds(deps: AppDeps): Promise<OptionDurationView[]> {
  return (await repo.listDurations(deps.db)).map(durationView);
}

/** GET /microtrade/lists: the caller's orders, newest first. */
export async function pageOrders(
  deps: AppDeps,
  caller: Caller,
  input: MicroListInput,
): Promise<Page<OptionOrderView>> {
  const found = await repo.pageOrders(
    deps.db,
    { userId: caller.user.id, matchId: input.match_id, status: input.status },
    input,
  );
  return pageView(found, orderView, input);
}

/** GET /microtrade/get_result: one of the caller's orders (anyone else's is not found). */
export async function getResult(
  deps: AppDeps,
  caller: Caller,
  id: number,
): Promise<OptionOrderView> {
  const row = await repo.findOrder(deps.db, id, caller.user.id);
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  return orderView(row);
}

// ---- placing -------------------------------------------------------------------------------------

/**
 * POST /microtrade/submit, inside the request's money transaction: checks the rules in the order
 * a user meets them, opens at the feed's current tick, and moves stake (and fee) out of the
 * options account. The ratio is copied from the duration, so later changes never touch it.
 * The caller tells the engine (`deps.engine.changed`) after the commit.
 */
export async function submit(
  deps: AppDeps,
  trx: Trx,
  caller: Caller,
  input: MicroSubmitInput,
): Promise<OptionOrderView> {
  const plan = await planOption(deps, trx, caller, input);
  await recordDecisiveTicks(trx, [plan.tick]);
  const id = await repo.insertOrder(trx, plan.values);
  await ledger.post(trx, stakePosting(plan, id));
  emitStakeFee(deps, trx, plan);
  return orderView((await repo.findOrder(trx, id))!);
}

/** A checked option order: its row, and what its stake and fee cost. */
export interface OptionPlan {
  userId: number;
  currencyId: number;
  tick: EvidenceTick;
  values: Insertable<OptionOrdersTable>;
  stake: string;
  fee: string;
}

/**
 * Checks an option order against the settings, the pair, the duration's range and the payable
 * currencies, and prices it at the feed's current tick. `db` is the request's transaction on the
 * one-by-one path, or the database for the group commit (settings then come from the cache).
 */
export async function planOption(
  deps: AppDeps,
  db: Executor,
  caller: Caller,
  input: MicroSubmitInput,
): Promise<OptionPlan> {
  const enabled =
    (await repo.findSettingValue(db, 'options_enabled')) ?? TRADING_SETTINGS.options_enabled;
  if (enabled !== '1') throw new AppError('OPTIONS_DISABLED');

  const pair = deps.market.pairs().find((p) => p.id === input.match_id);
  if (!pair) throw new AppError('PAIR_UNKNOWN');
  if (!pair.open_microtrade) throw new AppError('TRADING_DISABLED');

  const duration = await repo.findEnabledDurationBySeconds(db, input.seconds);
  if (!duration) throw new AppError('DURATION_UNKNOWN');
  const stake = rules.plain(input.number);
  if (!rules.stakeInRange(stake, duration.min_amount, duration.max_amount)) {
    throw new AppError('STAKE_OUT_OF_RANGE', {
      min: rules.plain(duration.min_amount),
      max: rules.plain(duration.max_amount),
    });
  }

  const payable = await repo.listPayableCurrencies(db);
  if (!payable.some((c) => c.id === input.currency_id))
    throw new AppError('CURRENCY_NOT_IN_ACCOUNT');

  const tick = currentTick(deps.market, pair.symbol);
  if (!tick) throw new AppError('PRICE_UNAVAILABLE');

  const fee = rules.stakeFee(stake, duration.fee_rate);
  const userId = caller.user.id;
  return {
    userId,
    currencyId: input.currency_id,
    tick,
    stake,
    fee,
    values: {
      user_id: userId,
      match_id: pair.id,
      symbol: pair.symbol,
      currency_id: input.currency_id,
      type: input.type,
      seconds: duration.seconds,
      number: stake,
      fee,
      profit_ratio: duration.profit_ratio,
      open_price: tick.price,
      open_time: tick.time,
      expires_at: rules.expiryOf(Date.now(), duration.seconds),
    },
  };
}

/** The stake posting: stake to the options pool, fee to `fees`, both from the options account. */
export function stakePosting(plan: OptionPlan, orderId: number): ledger.PostingInput {
  const { userId, currencyId, stake, fee } = plan;
  return {
    reason: 'option_stake',
    reference: `option:${orderId}:stake`,
    userId,
    legs: [
      {
        holder: { userId, accountType: MICRO },
        currencyId,
        available: `-${rules.totalCost(stake, fee)}`,
      },
      { holder: { house: 'options_pool' }, currencyId, available: stake },
      { holder: { house: 'fees' }, currencyId, available: fee },
    ],
  };
}

/** Tells the rebates of a stake's fee, once the transaction commits. */
export function emitStakeFee(deps: AppDeps, trx: Trx, plan: OptionPlan): void {
  if (rules.plain(plan.fee) === '0') return;
  emitAfterCommit(trx, deps.events, 'fee.charged', {
    userId: plan.userId,
    currencyId: plan.currencyId,
    amount: rules.plain(plan.fee),
    reason: 'option_stake',
  });
}

// ---- settling ------------------------------------------------------------------------------------

/** A due order as the engine schedules it: its expiry and the symbol whose tick decides it. */
export interface DueOrder {
  id: number;
  symbol: string;
  expires_at: number;
}

/**
 * Settles the expired orders among `due` (the engine's due work) in SQL: one tick lookup per
 * (symbol, expiry) here, the deciding ticks recorded as evidence, then one statement per group
 * of users (`repo.settleInSql`: results, payouts, the guarded status change, postings, balances
 * and entries), the groups in parallel transactions. Orders already settled (a repeat, another
 * node) and orders not yet expired are left as they are. Answers the views of the settled orders
 * whose users are connected, each told with `microtrade_settled`; nobody else costs a view.
 */
export async function settleExpired(
  deps: AppDeps,
  due: readonly DueOrder[],
  ticks: TickSource,
): Promise<OptionOrderView[]> {
  const now = Date.now();
  // Expired: a tick after the expiry was seen, or the clock has passed it.
  const expired = due.filter(
    (o) => (ticks.latest(o.symbol)?.time ?? 0) > o.expires_at || now > o.expires_at,
  );
  if (expired.length === 0) return [];

  const toleranceMs = deps.config.marketPriceToleranceSeconds * 1000;
  const groups = await Promise.all(
    [...groupByExpiry(expired).values()].map(async ([first]): Promise<repo.ExpiryGroup> => {
      const { symbol, expires_at } = first!;
      const found = await ticks.atOrBefore(symbol, expires_at);
      const tick = rules.decidingTick(found, expires_at, toleranceMs);
      return { symbol, expires_at, end_price: tick?.price ?? null, end_time: tick?.time ?? null };
    }),
  );
  const decisive = new Map<string, EvidenceTick>();
  for (const g of groups) {
    if (g.end_price === null) continue;
    const tick = { symbol: g.symbol, price: g.end_price, time: g.end_time! };
    decisive.set(`${tick.symbol}|${tick.time}`, tick);
  }
  // On record (kept for good) before anything they decide commits; in a statement of its own so
  // the parallel settlements below never wait for each other on the same tick rows.
  await recordDecisiveTicks(deps.db, [...decisive.values()]);

  const ids = expired.map((o) => o.id);
  const symbols = new Map(expired.map((o) => [o.id, o.symbol]));
  const partitions = settlePartitions(ids.length);
  const sets = await Promise.all(
    Array.from({ length: partitions }, (_, partition) =>
      settlePartition(deps, symbols, { ids, groups, partition, partitions }),
    ),
  );
  return tellConnectedUsers(deps, sets);
}

/** How many transactions settle `orders` due orders at once (`partitionCount`). */
export const settlePartitions = partitionCount;

/** One partition's statement in its own money transaction; `option.settled` after the commit. */
function settlePartition(
  deps: AppDeps,
  symbols: ReadonlyMap<number, string>,
  input: Omit<repo.SettleInput, 'accountType'>,
) {
  return moneyTransaction(
    deps.db,
    async (trx) => {
      const set = await withSetPostings(repo.settleInSql(trx, { ...input, accountType: MICRO }));
      finishSetPostings(trx, set);
      set.ids.forEach((orderId, i) =>
        emitAfterCommit(trx, deps.events, 'option.settled', {
          userId: Number(set.user_ids[i]),
          orderId: Number(orderId),
          symbol: symbols.get(orderId)!,
        }),
      );
      return set;
    },
    publishBalanceChanges(deps.events),
  );
}

/** Views and `microtrade_settled` only for the settled orders of users with a screen open. */
async function tellConnectedUsers(
  deps: AppDeps,
  sets: readonly repo.SettledSet[],
): Promise<OptionOrderView[]> {
  const owners = new Map<number, number>();
  for (const set of sets)
    set.ids.forEach((id, i) => owners.set(Number(id), Number(set.user_ids[i])));
  if (owners.size === 0) return [];
  const users = [...new Set(owners.values())];
  const connected = deps.connectedUsers ? await deps.connectedUsers(users) : new Set(users);
  const ids = [...owners].filter(([, userId]) => connected.has(userId)).map(([id]) => id);
  if (ids.length === 0) return [];
  return (await repo.listOrders(deps.db, ids)).map((row) => {
    const view = orderView(row);
    deps.notifyUser(row.user_id, 'microtrade_settled', view);
    return view;
  });
}

// ---- operators -----------------------------------------------------------------------------------

/** GET /api/admin/option-durations: every duration, enabled or not. */
export async function listDurationsForOperator(deps: AppDeps): Promise<AdminOptionDurationView[]> {
  return (await repo.listDurations(deps.db, true)).map(adminDurationView);
}

const REQUIRED_ON_CREATE = ['seconds', 'profit_ratio', 'min_amount', 'max_amount'] as const;

/**
 * POST /api/admin/option-durations/save: creates a duration (no `id`) or changes the given fields
 * of one, with its audit row in the same transaction. Orders already placed keep their ratio.
 */
export async function saveDuration(
  deps: AppDeps,
  admin: AdminCaller,
  input: AdminOptionDurationSaveInput,
): Promise<AdminOptionDurationView> {
  assertCanWrite(admin);
  const { id, ...fields } = input;
  const given = Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined),
  ) as Omit<AdminOptionDurationSaveInput, 'id'>;
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const before = id === undefined ? undefined : await repo.lockDuration(trx, id);
      if (id !== undefined && !before) throw new AppError('NOT_FOUND');
      if (!before) {
        const missing = REQUIRED_ON_CREATE.find((k) => given[k] === undefined);
        if (missing) throw new AppError('PARAMETER_ERROR', { field: missing });
      }
      const min = given.min_amount ?? before!.min_amount;
      const max = given.max_amount ?? before!.max_amount;
      if (!rules.stakeInRange(max, min, max))
        throw new AppError('PARAMETER_ERROR', { field: 'max_amount' });

      const after = before
        ? Object.keys(given).length === 0
          ? before
          : await repo.updateDuration(trx, before.id, given)
        : await repo.insertDuration(trx, {
            seconds: given.seconds!,
            profit_ratio: given.profit_ratio!,
            min_amount: given.min_amount!,
            max_amount: given.max_amount!,
            ...(given.fee_rate !== undefined ? { fee_rate: given.fee_rate } : {}),
            ...(given.sort !== undefined ? { sort: given.sort } : {}),
            ...(given.enabled !== undefined ? { enabled: given.enabled } : {}),
          });
      await insertAudit(trx, {
        admin_id: admin.id,
        action: `option_duration.${before ? 'update' : 'create'}`,
        entity: 'option_duration',
        entity_id: String(after.id),
        detail: {
          before: before ? adminDurationView(before) : null,
          after: adminDurationView(after),
        },
      });
      return adminDurationView(after);
    });
  } catch (error) {
    // Two durations of the same length: the second is refused like a taken key.
    if (isUniqueViolation(error)) throw new AppError('KEY_TAKEN');
    throw error;
  }
}

/** The engine's view of open orders: one `expiry` due per order at its expiry instant. */
export async function openExpiries(deps: AppDeps, ids?: readonly number[]) {
  return repo.listOpenExpiries(deps.db, ids);
}
