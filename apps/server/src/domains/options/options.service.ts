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

import type { Trx } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { AppDeps } from '../../deps.js';
import { currentTick } from '../../engine/prices.js';
import type { EngineTick, TickSource } from '../../engine/types.js';
import { recordDecisiveTicks } from '../../market-data/evidence.js';
import * as ledger from '../../ledger/ledger.js';
import {
  emitAfterCommit,
  moneyTransaction,
  publishBalanceChanges,
} from '../../ledger/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { pageView } from '../../lib/pagination.js';
import { assertCanWrite, type AdminCaller } from '../admin/index.js';
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
  const enabled =
    (await repo.findSettingValue(trx, 'options_enabled')) ?? TRADING_SETTINGS.options_enabled;
  if (enabled !== '1') throw new AppError('OPTIONS_DISABLED');

  const pair = deps.market.pairs().find((p) => p.id === input.match_id);
  if (!pair) throw new AppError('PAIR_UNKNOWN');
  if (!pair.open_microtrade) throw new AppError('TRADING_DISABLED');

  const duration = await repo.findEnabledDurationBySeconds(trx, input.seconds);
  if (!duration) throw new AppError('DURATION_UNKNOWN');
  const stake = rules.plain(input.number);
  if (!rules.stakeInRange(stake, duration.min_amount, duration.max_amount)) {
    throw new AppError('STAKE_OUT_OF_RANGE', {
      min: rules.plain(duration.min_amount),
      max: rules.plain(duration.max_amount),
    });
  }

  const payable = await repo.listPayableCurrencies(trx);
  if (!payable.some((c) => c.id === input.currency_id))
    throw new AppError('CURRENCY_NOT_IN_ACCOUNT');

  const tick = currentTick(deps.market, pair.symbol);
  if (!tick) throw new AppError('PRICE_UNAVAILABLE');

  const fee = rules.stakeFee(stake, duration.fee_rate);
  const userId = caller.user.id;
  await recordDecisiveTicks(trx, [tick]);
  const id = await repo.insertOrder(trx, {
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
  });
  const holder = { userId, accountType: MICRO };
  await ledger.post(trx, {
    reason: 'option_stake',
    reference: `option:${id}:stake`,
    userId,
    legs: [
      { holder, currencyId: input.currency_id, available: `-${rules.totalCost(stake, fee)}` },
      { holder: { house: 'options_pool' }, currencyId: input.currency_id, available: stake },
      { holder: { house: 'fees' }, currencyId: input.currency_id, available: fee },
    ],
  });
  if (rules.plain(fee) !== '0') {
    emitAfterCommit(trx, deps.events, 'fee.charged', {
      userId,
      currencyId: input.currency_id,
      amount: rules.plain(fee),
      reason: 'option_stake',
    });
  }
  return orderView((await repo.findOrder(trx, id))!);
}

// ---- settling ------------------------------------------------------------------------------------

/**
 * Settles the expired open orders among `ids` (the engine's due work), set-based: one tick
 * lookup per (symbol, expiry), one guarded update for the batch, one `postMany` for the payouts,
 * all in one transaction. Orders already settled (a repeat, another node) and orders not yet
 * expired are left as they are. Each settled order's user is told after the commit.
 */
export async function settleExpired(
  deps: AppDeps,
  ids: readonly number[],
  ticks: TickSource,
): Promise<OptionOrderView[]> {
  if (ids.length === 0) return [];
  const now = Date.now();
  const open = (await repo.listOpenOrders(deps.db, ids)).filter((o) => {
    const seen = ticks.latest(o.symbol)?.time ?? 0;
    // Expired: a tick after the expiry was seen, or the clock has passed it.
    return seen > o.expires_at || now > o.expires_at;
  });
  if (open.length === 0) return [];

  const groups = groupByExpiry(open);
  const found = new Map<string, EngineTick | null>();
  await Promise.all(
    [...groups.entries()].map(async ([key, [first]]) => {
      found.set(key, await ticks.atOrBefore(first!.symbol, first!.expires_at));
    }),
  );
  const found_ = (o: repo.OpenOrderRow) => found.get(`${o.symbol}|${o.expires_at}`) ?? null;

  const toleranceMs = deps.config.marketPriceToleranceSeconds * 1000;
  const payouts = new Map<number, string>();
  const owners = new Map<number, number>();
  const decisive = new Map<number, EngineTick>();
  const values: repo.SettleValue[] = open.map((o) => {
    owners.set(o.id, o.user_id);
    const found = found_(o);
    const tick = rules.decidingTick(found, o.expires_at, toleranceMs);
    if (!tick) {
      // No fresh price at expiry (a feed that was down): void, and give back stake and fee.
      payouts.set(o.id, rules.totalCost(o.number, o.fee));
      return {
        id: o.id,
        end_price: null,
        end_time: null,
        fact_profits: '0',
        profit_result: null,
        void_reason: rules.VOID_NO_PRICE,
      };
    }
    decisive.set(o.id, { symbol: o.symbol, ...tick });
    const result = rules.optionResult(o.type as 1 | 2, o.open_price, tick.price);
    const { payout, factProfits } = rules.settlement(o.number, o.profit_ratio, result);
    payouts.set(o.id, payout);
    return {
      id: o.id,
      end_price: tick.price,
      end_time: tick.time,
      fact_profits: factProfits,
      profit_result: result,
      void_reason: null,
    };
  });

  // Orders of different users share no balance row: settled in parallel transactions (on
  // PostgreSQL), one per group of users, they never wait for each other's locks.
  const byUsers = new Map<number, repo.SettleValue[]>();
  for (const v of values) {
    const key = owners.get(v.id)! % SETTLE_PARALLELISM;
    const group = byUsers.get(key);
    if (group) group.push(v);
    else byUsers.set(key, [v]);
  }
  const settled = (
    await Promise.all(
      [...byUsers.values()].map((group) => settleGroup(deps, group, payouts, decisive)),
    )
  ).flat();
  return settled.map((row) => {
    const view = orderView(row);
    deps.notifyUser(row.user_id, 'microtrade_settled', view);
    return view;
  });
}

/** Settlements run in at most this many transactions at once. */
const SETTLE_PARALLELISM = 4;

/**
 * One guarded update of the orders and one set of payout postings, in one transaction, with the
 * deciding ticks stored as evidence (kept for good) before anything they decide commits.
 */
function settleGroup(
  deps: AppDeps,
  values: repo.SettleValue[],
  payouts: ReadonlyMap<number, string>,
  decisive: ReadonlyMap<number, EngineTick>,
) {
  return moneyTransaction(
    deps.db,
    async (trx) => {
      await recordDecisiveTicks(
        trx,
        values.flatMap((v) => decisive.get(v.id) ?? []),
      );
      const rows = await repo.settleOrders(trx, values);
      await ledger.postMany(
        trx,
        rows
          .filter((r) => payouts.get(r.id) !== '0')
          .map((r): ledger.PostingInput => {
            const payout = payouts.get(r.id)!;
            const user = {
              holder: { userId: r.user_id, accountType: MICRO },
              currencyId: r.currency_id,
              available: payout,
            };
            if (r.void_reason) {
              // A void undoes the stake posting: the pool gives back the stake, fees the fee.
              return {
                reason: 'option_void',
                reference: `option:${r.id}:settle`,
                userId: r.user_id,
                legs: [
                  {
                    holder: { house: 'options_pool' },
                    currencyId: r.currency_id,
                    available: `-${rules.plain(r.number)}`,
                  },
                  {
                    holder: { house: 'fees' },
                    currencyId: r.currency_id,
                    available: `-${rules.plain(r.fee)}`,
                  },
                  user,
                ],
              };
            }
            return {
              reason: 'option_settle',
              reference: `option:${r.id}:settle`,
              userId: r.user_id,
              legs: [
                {
                  holder: { house: 'options_pool' },
                  currencyId: r.currency_id,
                  available: `-${payout}`,
                },
                user,
              ],
            };
          }),
      );
      for (const r of rows)
        emitAfterCommit(trx, deps.events, 'option.settled', {
          userId: r.user_id,
          orderId: r.id,
          symbol: r.symbol,
        });
      return rows;
    },
    publishBalanceChanges(deps.events),
  );
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
      await repo.insertAudit(trx, {
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
