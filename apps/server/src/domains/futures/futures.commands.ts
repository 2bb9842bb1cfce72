import {
  LEVER_ENTRY,
  LEVER_STATUS,
  USDT_CURRENCY_ID,
  BATCH_CLOSE,
  futuresRules as rules,
  toMoney,
  type LeverBatchCloseInput,
  type LeverBatchCloseView,
  type LeverPositionView,
  type LeverSetStopInput,
  type LeverSubmitInput,
} from '@meridian/contract';

import type { Insertable } from 'kysely';

import type { LeverPositionsTable, Trx } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import type { EngineTick } from '../../engine/types.js';
import * as ledger from '../../ledger/ledger.js';
import { moneyTransaction, publishBalanceChanges } from '../../ledger/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { recordDecisiveTicks } from '../../market-data/evidence.js';
import { announceChanges, emitOpened, executeCloses, futuresHolder } from './futures.executions.js';
import { assertPriceDecimals, feedTick, pairOf } from './futures.market.js';
import * as repo from './futures.repository.js';
import type { PositionRow } from './futures.repository.js';
import { liveView, pictureOf, positionView } from './futures.views.js';

/**
 * What a user does with futures positions (PRODUCT-RULES.md §5): open one (market or limit),
 * close one or many, set its take-profit and stop-loss, cancel a limit entry. Each runs in one
 * money transaction, then tells the engine and the owner.
 */

const USDT = USDT_CURRENCY_ID;

/** Runs a money transaction: the default, or the route's idempotent one. */
export type RunMoney = <T>(work: (trx: Trx) => Promise<T>) => Promise<T>;

const defaultRun =
  (deps: AppDeps): RunMoney =>
  (work) =>
    moneyTransaction(deps.db, work, publishBalanceChanges(deps.events));

// ---- POST /lever/submit --------------------------------------------------------------------------

/** A checked order: what `/lever/submit` will write, priced at the tick it was checked on. */
export interface SubmitPlan {
  userId: number;
  isLimit: boolean;
  /** The tick a market entry opens at (a limit entry opens later, at the tick that reaches it). */
  tick: EngineTick;
  values: Insertable<LeverPositionsTable>;
  cost: ReturnType<typeof rules.openCost>;
}

/**
 * Checks an order and prices it: at the platform's quote now (market) or, for a limit entry, at
 * its limit price, which must lie on the right side of the feed. Throws the translated error
 * the API answers; nothing is written.
 */
export function planSubmit(deps: AppDeps, caller: Caller, input: LeverSubmitInput): SubmitPlan {
  const userId = caller.user.id;
  const pair = pairOf(deps, input.currency_id, input.legal_id);
  if (!pair.open_lever) throw new AppError('TRADING_DISABLED');
  if (
    !Number.isInteger(input.share) ||
    input.share < pair.lever_min_share ||
    input.share > pair.lever_max_share
  ) {
    throw new AppError('LOTS_INVALID', { min: pair.lever_min_share, max: pair.lever_max_share });
  }
  if (!pair.leverages.includes(input.multiple)) throw new AppError('LEVERAGE_INVALID');
  const precision = pair.price_precision;
  assertPriceDecimals(input.target_price, precision);
  assertPriceDecimals(input.target_profit_price, precision);
  assertPriceDecimals(input.stop_loss_price, precision);
  const tick = feedTick(deps, pair.symbol);
  const direction = input.type;

  const isLimit = input.status === LEVER_ENTRY.limit;
  let price: string;
  if (isLimit) {
    if (input.target_price === undefined)
      throw new AppError('PARAMETER_ERROR', { field: 'target_price' });
    price = rules.plain(input.target_price);
    if (!rules.isLimitPriceValid(direction, price, tick.price))
      throw new AppError('LIMIT_PRICE_INVALID');
  } else {
    price = rules.openPrice(direction, tick.price, pair.spread, precision);
  }
  const takeProfit =
    input.target_profit_price === undefined ? null : rules.plain(input.target_profit_price);
  const stopLoss = input.stop_loss_price === undefined ? null : rules.plain(input.stop_loss_price);
  if (takeProfit !== null && !rules.isTakeProfitValid(direction, takeProfit, price, tick.price)) {
    throw new AppError('TAKE_PROFIT_INVALID');
  }
  if (stopLoss !== null && !rules.isStopLossValid(direction, stopLoss, price, tick.price))
    throw new AppError('STOP_LOSS_INVALID');

  const cost = rules.openCost({
    price,
    share: input.share,
    lotSize: pair.lot_size,
    multiple: input.multiple,
    feeRate: pair.fee_rate,
  });
  const values: Insertable<LeverPositionsTable> = {
    user_id: userId,
    match_id: pair.id,
    symbol: pair.symbol,
    type: direction,
    share: input.share,
    lot_size: pair.lot_size,
    multiple: input.multiple,
    entry: isLimit ? LEVER_ENTRY.limit : LEVER_ENTRY.market,
    target_price: isLimit ? price : null,
    price: isLimit ? null : price,
    caution_money: cost.margin,
    trade_fee: cost.fee,
    fee_rate: pair.fee_rate,
    target_profit_price: takeProfit,
    stop_loss_price: stopLoss,
    status: isLimit ? LEVER_STATUS.pending : LEVER_STATUS.open,
    open_tick_price: isLimit ? null : tick.price,
    open_tick_time: isLimit ? null : tick.time,
    opened_at: isLimit ? null : new Date(),
  };
  return { userId, isLimit, tick, values, cost };
}

/**
 * The posting of a new position: a market entry moves margin to frozen and the fee to `fees`; a
 * limit entry freezes margin and fee until it fills or is cancelled.
 */
export function submitPosting(plan: SubmitPlan, row: PositionRow): ledger.PostingInput {
  const { userId, isLimit, cost } = plan;
  const holder = futuresHolder(userId);
  const paid = toMoney(cost.total).negated().toFixed();
  return {
    reason: isLimit ? 'lever_order' : 'lever_open',
    reference: `lever:${row.id}:${isLimit ? 'order' : 'open'}`,
    userId,
    legs: isLimit
      ? [{ holder, currencyId: USDT, available: paid, frozen: cost.total }]
      : [
          { holder, currencyId: USDT, available: paid, frozen: cost.margin },
          { holder: { house: 'fees' }, currencyId: USDT, available: cost.fee },
        ],
  };
}

/**
 * POST /lever/submit, one order in its own money transaction: margin and fee come from the lever
 * account; a balance that cannot pay answers INSUFFICIENT_BALANCE and nothing is written. (The
 * route sends orders through the group commit, `futures.submit-batch.ts`, which falls back to
 * this.)
 */
export async function submitPosition(
  deps: AppDeps,
  caller: Caller,
  input: LeverSubmitInput,
  run: RunMoney = defaultRun(deps),
): Promise<LeverPositionView> {
  // The answer is the view alone (an Idempotency-Key stores it); the row is told to the engine.
  let opened: PositionRow | undefined;
  const view = await run(async (trx) => {
    // Checked inside the run: a repeated key answers its first result before the order is.
    const plan = planSubmit(deps, caller, input);
    if (!plan.isLimit) await recordDecisiveTicks(trx, [plan.tick]);
    const row = await repo.insertPosition(trx, plan.values);
    await ledger.post(trx, submitPosting(plan, row));
    if (!plan.isLimit) emitOpened(deps, trx, row);
    opened = row;
    return liveView(deps, row, await pictureOf(deps, trx, plan.userId));
  });
  if (opened) announceChanges(deps, [opened]);
  return view;
}

// ---- close, stops, cancel -------------------------------------------------------------------------

function ownedOrThrow(row: PositionRow | undefined, userId: number): PositionRow {
  if (!row || row.user_id !== userId) throw new AppError('ORDER_NOT_FOUND');
  return row;
}

/** POST /lever/close: closes one open position at the platform's quote now (reason `user`). */
export async function closePosition(
  deps: AppDeps,
  caller: Caller,
  id: number,
): Promise<LeverPositionView> {
  const closed = await moneyTransaction(
    deps.db,
    async (trx) => {
      const row = ownedOrThrow(await repo.lockPosition(trx, id), caller.user.id);
      if (row.status !== LEVER_STATUS.open) throw new AppError('ORDER_NOT_OPEN');
      const [done] = await executeCloses(deps, trx, [
        { row, tick: feedTick(deps, row.symbol), reason: 'user' },
      ]);
      if (!done) throw new AppError('ORDER_NOT_OPEN');
      return done;
    },
    publishBalanceChanges(deps.events),
  );
  announceChanges(deps, [closed], [closed]);
  return positionView(closed, null);
}

/**
 * POST /lever/batch_close: closes every open position of the user (type 0), only longs (1) or
 * only shorts (2) at the platform's quote now; NO_POSITIONS when there is none.
 */
export async function batchClose(
  deps: AppDeps,
  caller: Caller,
  input: LeverBatchCloseInput,
): Promise<LeverBatchCloseView> {
  const direction = input.type === BATCH_CLOSE.all ? undefined : input.type;
  const closed = await moneyTransaction(
    deps.db,
    async (trx) => {
      const rows = await repo.lockOpenOfUsers(trx, [caller.user.id], direction);
      if (rows.length === 0) throw new AppError('NO_POSITIONS');
      const ticks = new Map<string, EngineTick>();
      for (const symbol of new Set(rows.map((r) => r.symbol)))
        ticks.set(symbol, feedTick(deps, symbol));
      return executeCloses(
        deps,
        trx,
        rows.map((row) => ({ row, tick: ticks.get(row.symbol)!, reason: 'user' as const })),
      );
    },
    publishBalanceChanges(deps.events),
  );
  announceChanges(deps, closed, closed);
  return { closed: closed.length, positions: closed.map((r) => positionView(r, null)) };
}

/**
 * POST /lever/setstop: replaces the take-profit and stop-loss of a pending or open position
 * (absent or empty clears one). Each must lie on its side of both the open (or limit) price and
 * the feed price now.
 */
export async function setStops(
  deps: AppDeps,
  caller: Caller,
  input: LeverSetStopInput,
): Promise<LeverPositionView> {
  const takeProfit =
    input.target_profit_price === undefined ? null : rules.plain(input.target_profit_price);
  const stopLoss = input.stop_loss_price === undefined ? null : rules.plain(input.stop_loss_price);
  // The row is locked while the stops are checked and written, so a close in flight either
  // finishes first (then this answers ORDER_NOT_OPEN) or finds the new stops (and stays open).
  const updated = await deps.db.transaction().execute(async (trx) => {
    const row = ownedOrThrow(await repo.lockPosition(trx, input.id), caller.user.id);
    if (row.status !== LEVER_STATUS.open && row.status !== LEVER_STATUS.pending)
      throw new AppError('ORDER_NOT_OPEN');
    if (takeProfit !== null || stopLoss !== null) {
      const precision = deps.market.pair(row.symbol)?.price_precision ?? 18;
      assertPriceDecimals(input.target_profit_price, precision);
      assertPriceDecimals(input.stop_loss_price, precision);
      const tick = feedTick(deps, row.symbol);
      const direction = row.type as rules.Direction;
      const open = (row.price ?? row.target_price)!;
      if (
        takeProfit !== null &&
        !rules.isTakeProfitValid(direction, takeProfit, open, tick.price)
      ) {
        throw new AppError('TAKE_PROFIT_INVALID');
      }
      if (stopLoss !== null && !rules.isStopLossValid(direction, stopLoss, open, tick.price))
        throw new AppError('STOP_LOSS_INVALID');
    }
    const changed = await repo.setStops(trx, row.id, takeProfit, stopLoss);
    if (!changed) throw new AppError('ORDER_NOT_OPEN');
    return changed;
  });
  announceChanges(deps, [updated]);
  return liveView(deps, updated, await pictureOf(deps, deps.db, caller.user.id));
}

/** POST /lever/cancel: cancels a pending limit entry and unfreezes its margin and fee. */
export async function cancelEntry(
  deps: AppDeps,
  caller: Caller,
  id: number,
): Promise<LeverPositionView> {
  const cancelled = await moneyTransaction(
    deps.db,
    async (trx) => {
      const row = ownedOrThrow(await repo.lockPosition(trx, id), caller.user.id);
      if (row.status !== LEVER_STATUS.pending) throw new AppError('ORDER_NOT_OPEN');
      const done = await repo.cancelPending(trx, id, caller.user.id);
      if (!done) throw new AppError('ORDER_NOT_OPEN');
      const frozen = toMoney(done.caution_money).plus(done.trade_fee).toFixed();
      await ledger.post(trx, {
        reason: 'lever_cancel',
        reference: `lever:${done.id}:cancel`,
        userId: done.user_id,
        legs: [
          {
            holder: futuresHolder(done.user_id),
            currencyId: USDT,
            available: frozen,
            frozen: toMoney(frozen).negated().toFixed(),
          },
        ],
      });
      return done;
    },
    publishBalanceChanges(deps.events),
  );
  announceChanges(deps, [cancelled]);
  return positionView(cancelled, null);
}
