import {
  quoteRules,
  SIDE,
  spotRules as rules,
  SPOT_STATUS,
  toMoney,
  type CoinListInput,
  type CoinTradeInput,
  type Page,
  type SpotOrderView,
} from '@meridian/contract';

import type { Insertable } from 'kysely';

import type { Executor, SpotOrdersTable, Trx } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { currentTick } from '../../engine/prices.js';
import type { Crossed, EngineTick, Trigger, Work } from '../../engine/types.js';
import * as ledger from '../../ledger/ledger.js';
import {
  emitAfterCommit,
  moneyTransaction,
  publishBalanceChanges,
} from '../../ledger/transaction.js';
import { recordDecisiveTicks } from '../../market-data/evidence.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { pageView } from '../../lib/pagination.js';
import * as repo from './spot.repository.js';
import { fillLegs, freezeLegs } from './spot.rules.js';

/** The module name the engine knows spot orders by. */
export const SPOT_MODULE = 'spot';
const LIMIT_TAG = 'limit';
const ms = (d: Date | null) => (d ? d.getTime() : null);

// ---- views ---------------------------------------------------------------------------------------

export function orderView(row: repo.SpotOrderRow): SpotOrderView {
  const nullable = (v: string | null) => (v === null ? null : rules.plain(v));
  return {
    id: row.id,
    type: row.type as 1 | 2,
    symbol: row.symbol,
    match_id: row.match_id,
    currency_id: row.currency_id,
    legal_id: row.legal_id,
    order_type: row.order_type,
    target_price: rules.plain(row.target_price),
    trade_amount: rules.plain(row.amount),
    fill_price: nullable(row.fill_price),
    total: nullable(row.total),
    fee: nullable(row.fee),
    fee_currency: row.type === SIDE.buy ? row.base_name : row.quote_name,
    fee_rate: rules.plain(row.fee_rate),
    status: row.status as SpotOrderView['status'],
    tick:
      row.tick_price !== null && row.tick_time !== null
        ? { price: rules.plain(row.tick_price), time: Number(row.tick_time) }
        : null,
    created_at: row.created_at.getTime(),
    filled_at: ms(row.filled_at),
  };
}

/** The coin a fill's fee is charged in: the coin received (a buy's base, a sell's quote). */
export const feeCurrencyOf = (type: number, baseId: number, quoteId: number) =>
  type === SIDE.buy ? baseId : quoteId;

/**
 * After the commit: the order filled, and its fee was charged, for the listeners that hang on
 * them (copy trading, rebates). Both fill paths tell them here.
 */
export function emitFilled(
  deps: AppDeps,
  trx: Trx,
  order: {
    userId: number;
    orderId: number;
    symbol: string;
    feeCurrencyId: number;
    fee: string;
  },
) {
  const { userId, orderId, symbol } = order;
  emitAfterCommit(trx, deps.events, 'order.filled', { userId, orderId, symbol });
  if (toMoney(order.fee).isZero()) return;
  emitAfterCommit(trx, deps.events, 'fee.charged', {
    userId,
    currencyId: order.feeCurrencyId,
    amount: rules.plain(order.fee),
    reason: 'spot_fill',
  });
}

async function viewOf(db: Executor, id: number): Promise<SpotOrderView> {
  return orderView((await repo.findOrder(db, id))!);
}

// ---- placing -------------------------------------------------------------------------------------

/** The pair of a base and quote currency open for spot trading, or TRADING_DISABLED. */
async function tradablePair(deps: AppDeps, db: Executor, currencyId: number, legalId: number) {
  const pair = deps.market
    .pairs()
    .find((p) => p.currency_id === currencyId && p.legal_id === legalId);
  if (!pair || !pair.open_coin_trade) throw new AppError('TRADING_DISABLED');
  // Both coins must be able to sit in the change account (stocks trade as futures only).
  const currencies = await repo.findCurrencies(db, [currencyId, legalId]);
  if (currencies.length !== 2 || currencies.some((c) => !c.is_spot || c.status !== 1))
    throw new AppError('TRADING_DISABLED');
  return pair;
}

/** What `emitFilled` says of a market order once it has an id. */
type FilledOrder = Parameters<typeof emitFilled>[2];

/** A checked spot order: its row, its posting, and what it takes from the paid coin. */
export interface SpotPlan {
  userId: number;
  /** The coin the order pays with, in the change account. */
  paidId: number;
  /** What leaves that coin's available amount: a market order's payment, a limit order's freeze. */
  cost: string;
  /** The tick a market order fills at (recorded as decisive); null for a resting limit order. */
  tick: EngineTick | null;
  values: Insertable<SpotOrdersTable>;
  posting: (orderId: number) => ledger.PostingInput;
  /** A market order's fill, told after the commit; null for a resting limit order. */
  filled: Omit<FilledOrder, 'orderId'> | null;
}

/**
 * Checks a spot order and prices it: a market order at the platform's quote from the live feed
 * price (buy at the ask, sell at the bid), a limit order at its limit, which must rest on the
 * right side of the feed. `db` is the request's transaction on the one-by-one path, or the
 * database for the group commit. Throws the translated error the API answers; writes nothing.
 */
export async function planOrder(
  deps: AppDeps,
  db: Executor,
  caller: Caller,
  input: CoinTradeInput,
): Promise<SpotPlan> {
  const pair = await tradablePair(deps, db, input.currency_id, input.legal_id);
  const limitPrice = input.target_price;
  const precision = rules.precisionError({ amount: input.amount, limitPrice }, pair);
  if (precision) throw new AppError(precision.code, precision.params);
  const tick = currentTick(deps.market, pair.symbol);
  if (!tick) throw new AppError('PRICE_UNAVAILABLE');

  const userId = caller.user.id;
  const amount = rules.plain(input.amount);
  const paidId = input.type === SIDE.buy ? pair.legal_id : pair.currency_id;
  const base = {
    user_id: userId,
    match_id: pair.id,
    symbol: pair.symbol,
    type: input.type,
    amount,
    frozen_currency_id: paidId,
    fee_rate: rules.plain(pair.fee_rate),
  };

  if (limitPrice === undefined) {
    const quote = quoteRules.platformQuote(tick.price, pair.spread, pair.price_precision);
    const price = input.type === SIDE.buy ? quote.ask : quote.bid;
    const fill = rules.fillOf(input.type, amount, price, pair.fee_rate);
    const size = rules.sizeError(fill);
    if (size) throw new AppError(size);
    const coins = { type: input.type, baseId: pair.currency_id, quoteId: pair.legal_id };
    return {
      userId,
      paidId,
      cost: fill.pay,
      tick,
      values: {
        ...base,
        order_type: 'market',
        target_price: price,
        frozen_amount: '0',
        fill_price: price,
        total: fill.total,
        fee: fill.fee,
        tick_price: tick.price,
        tick_time: tick.time,
        status: SPOT_STATUS.done,
        filled_at: new Date(),
      },
      posting: (id) => ({
        reason: 'spot_fill',
        reference: `spot:${id}:fill`,
        userId,
        legs: fillLegs({ userId, ...coins, fill, fromFrozen: false }),
      }),
      filled: {
        userId,
        symbol: pair.symbol,
        feeCurrencyId: feeCurrencyOf(input.type, pair.currency_id, pair.legal_id),
        fee: fill.fee,
      },
    };
  }

  if (!rules.isRestingLimit(input.type, limitPrice, tick.price))
    throw new AppError('LIMIT_PRICE_INVALID');
  const fill = rules.fillOf(input.type, amount, limitPrice, pair.fee_rate);
  const size = rules.sizeError(fill);
  if (size) throw new AppError(size);
  const frozen = rules.frozenFor(input.type, amount, limitPrice);
  return {
    userId,
    paidId,
    cost: frozen,
    tick: null,
    values: {
      ...base,
      order_type: 'limit',
      target_price: rules.plain(limitPrice),
      frozen_amount: frozen,
      status: SPOT_STATUS.trading,
    },
    posting: (id) => ({
      reason: 'spot_order',
      reference: `spot:${id}:order`,
      userId,
      legs: freezeLegs(userId, paidId, frozen, 'freeze'),
    }),
    filled: null,
  };
}

/** Writes a checked order: its deciding tick, its row, its posting; tells a fill after the commit. */
export async function writeOrder(deps: AppDeps, trx: Trx, plan: SpotPlan): Promise<number> {
  if (plan.tick) await recordDecisiveTicks(trx, [plan.tick]);
  const id = await repo.insertOrder(trx, plan.values);
  await ledger.post(trx, plan.posting(id));
  announceFill(deps, trx, plan, id);
  return id;
}

/** A market order's fill and fee, told after the commit (a resting limit order has none yet). */
export function announceFill(deps: AppDeps, trx: Trx, plan: SpotPlan, orderId: number): void {
  if (plan.filled) emitFilled(deps, trx, { ...plan.filled, orderId });
}

/**
 * POST /coin/trade one by one: a market order fills now, a limit order freezes what it may pay
 * and waits for the engine. Runs inside the caller's money transaction: a refused order writes
 * nothing.
 */
export async function placeOrder(
  deps: AppDeps,
  trx: Trx,
  caller: Caller,
  input: CoinTradeInput,
): Promise<SpotOrderView> {
  const plan = await planOrder(deps, trx, caller, input);
  return viewOf(trx, await writeOrder(deps, trx, plan));
}

/** After the order's transaction committed: a resting limit order is new work for the engine. */
export function orderPlaced(deps: AppDeps, view: SpotOrderView): void {
  if (view.status === SPOT_STATUS.trading) deps.engine.changed(SPOT_MODULE, [view.id]);
}

// ---- listing -------------------------------------------------------------------------------------

/** GET/POST /coin/list: the caller's orders, newest first. */
export async function pageOrders(
  deps: AppDeps,
  caller: Caller,
  input: CoinListInput,
): Promise<Page<SpotOrderView>> {
  const found = await repo.pageOrders(
    deps.db,
    { userId: caller.user.id, status: input.status, currencyId: input.currency_id },
    input,
  );
  return pageView(found, orderView, input);
}

// ---- cancelling ----------------------------------------------------------------------------------

/**
 * POST /coin/cancel: the caller's open order becomes cancelled and its frozen funds are released.
 * The transition is guarded in SQL, so of a double cancel, or a cancel racing the engine's fill,
 * exactly one happens.
 */
export async function cancelOrder(
  deps: AppDeps,
  caller: Caller,
  id: number,
): Promise<SpotOrderView> {
  const userId = caller.user.id;
  const view = await moneyTransaction(
    deps.db,
    async (trx) => {
      const row = await repo.cancelOpenOrder(trx, userId, id);
      if (!row) {
        const own = await repo.findOwnStatus(trx, userId, id);
        throw new AppError(own ? 'ORDER_NOT_OPEN' : 'ORDER_NOT_FOUND');
      }
      await ledger.post(trx, {
        reason: 'spot_cancel',
        reference: `spot:${id}:cancel`,
        userId,
        legs: freezeLegs(userId, row.frozen_currency_id, row.frozen_amount, 'release'),
      });
      return viewOf(trx, id);
    },
    publishBalanceChanges(deps.events),
  );
  deps.engine.changed(SPOT_MODULE, [id]);
  deps.notifyUser(userId, 'coin_order', view);
  return view;
}

// ---- the engine's side ---------------------------------------------------------------------------

/** The open work of limit orders: a buy fires at or below its limit, a sell at or above. */
export async function openWork(deps: AppDeps, ids?: number[]): Promise<Work> {
  const rows = await repo.listOpenLimits(deps.db, ids);
  const triggers: Trigger[] = rows.map((r) => ({
    module: SPOT_MODULE,
    id: r.id,
    tag: LIMIT_TAG,
    symbol: r.symbol,
    price: rules.plain(r.target_price),
    fires: r.type === SIDE.buy ? 'at_or_below' : 'at_or_above',
  }));
  return { triggers, dues: [] };
}

/** The limit orders among the engine's crossings, each with the first tick that crossed it. */
export function crossedLimits(crossed: readonly Crossed[]): Map<number, EngineTick> {
  const tickOf = new Map<number, EngineTick>();
  for (const { trigger, tick } of crossed) {
    if (trigger.module === SPOT_MODULE && trigger.tag === LIMIT_TAG && !tickOf.has(trigger.id))
      tickOf.set(trigger.id, tick);
  }
  return tickOf;
}

/**
 * Fills the limit orders these ticks crossed, at their limit prices, in one transaction: one
 * guarded update of the orders (status 1 → 2, recording each crossing tick) and one set of
 * postings. An order a cancel got to first, or whose tick does not reach its limit, stays as it is.
 */
export async function fillCrossed(deps: AppDeps, crossed: Crossed[]): Promise<number[]> {
  const tickOf = crossedLimits(crossed);
  if (tickOf.size === 0) return [];

  const filled = await moneyTransaction(
    deps.db,
    async (trx) => {
      const rows = await repo.findOpenLimits(trx, [...tickOf.keys()]);
      const plans = rows.flatMap((row) => {
        const tick = tickOf.get(row.id)!;
        if (!rules.limitReached(row.type, row.target_price, tick.price)) return [];
        const fill = rules.fillOf(row.type, row.amount, row.target_price, row.fee_rate);
        // The fill pays exactly what placement froze; anything else would be a bug, not a fill.
        if (!rules.isSameAmount(fill.pay, row.frozen_amount)) {
          deps.log.error(
            { order: row.id, pay: fill.pay, frozen: row.frozen_amount },
            'spot: frozen amount differs from the fill',
          );
          return [];
        }
        return [{ row, tick, fill }];
      });
      const ids = new Set(
        await repo.fillOpenLimits(
          trx,
          plans.map((p) => ({
            id: p.row.id,
            total: p.fill.total,
            fee: p.fill.fee,
            tickPrice: p.tick.price,
            tickTime: p.tick.time,
          })),
        ),
      );
      const done = plans.filter((p) => ids.has(p.row.id));
      await recordDecisiveTicks(
        trx,
        done.map((p) => p.tick),
      );
      await ledger.postMany(
        trx,
        done.map(({ row, fill }) => ({
          reason: 'spot_fill' as const,
          reference: `spot:${row.id}:fill`,
          userId: row.user_id,
          legs: fillLegs({
            userId: row.user_id,
            type: row.type,
            baseId: row.currency_id,
            quoteId: row.legal_id,
            fill,
            fromFrozen: true,
          }),
        })),
      );
      for (const { row, tick, fill } of done) {
        emitFilled(deps, trx, {
          userId: row.user_id,
          orderId: row.id,
          symbol: tick.symbol,
          feeCurrencyId: feeCurrencyOf(row.type, row.currency_id, row.legal_id),
          fee: fill.fee,
        });
      }
      return done.map((p) => ({ id: p.row.id, userId: p.row.user_id }));
    },
    publishBalanceChanges(deps.events),
  );

  // Views and `coin_order` only for the owners who are connected: nobody else costs a view.
  const owners = [...new Set(filled.map((f) => f.userId))];
  const online = await (deps.connectedUsers?.(owners) ?? Promise.resolve(new Set(owners)));
  const shown = filled.filter((f) => online.has(f.userId)).map((f) => f.id);
  if (shown.length > 0) {
    for (const row of await repo.findOrders(deps.db, shown))
      deps.notifyUser(row.user_id, 'coin_order', orderView(row));
  }
  return filled.map((f) => f.id);
}
